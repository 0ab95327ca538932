// The Worker under test: the API and media routes, without the Astro storefront.
import { app } from '../../src/app.ts';

export default app;
