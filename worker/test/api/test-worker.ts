// The Worker under test: the API and media routes, without the Astro storefront, recording each
// API answer for the check that the OpenAPI document lists it (documented-answers.ts).
import { Hono } from 'hono';
import { app } from '../../src/app.ts';
import { recordAnswers } from './documented-answers.ts';

export default new Hono().use('/api/*', recordAnswers).route('/', app);
