/**
 * What each route validates its input with, read from the app's own route declarations (the
 * OpenAPI registry of @hono/zod-openapi): the query, path and body schemas of the contract. The
 * account forms are read by their handlers with the contract's schemas (users/account-form.ts)
 * and declared as JSON Schema; they are named here.
 */
import {
  DeleteAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '@beats/contract';
import type { z } from 'zod';
import { api } from '../../src/app.ts';

export interface RouteInputs {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The media types the route declares for its body. */
  bodyTypes: string[];
}

/** The account forms, by route: `readAccountForm(c, Schema)` in their handlers. */
const ACCOUNT_FORMS: Record<string, z.ZodType> = {
  'POST /api/users/register': RegisterSchema,
  'POST /api/users/login': LoginSchema,
  'POST /api/users/forgot-password': ForgotPasswordSchema,
  'POST /api/users/reset-password': ResetPasswordSchema,
  'PUT /api/users/:id': UpdateProfileSchema,
  'DELETE /api/users/:id': DeleteAccountSchema,
};

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** Every declared route's inputs, by `METHOD path` as in access.ts. */
export const ROUTE_INPUTS: Readonly<Record<string, RouteInputs>> = Object.fromEntries(
  api.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const { method, path, request } = definition.route;
    const key = `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`;
    const content = request?.body?.content ?? {};
    const first = Object.values(content)[0];
    const declared = first && 'schema' in first ? first.schema : undefined;
    const inputs: RouteInputs = { bodyTypes: Object.keys(content) };
    if (isZod(request?.query)) inputs.query = request.query;
    if (isZod(request?.params)) inputs.params = request.params;
    const body = isZod(declared) ? declared : ACCOUNT_FORMS[key];
    if (body) inputs.body = body;
    return [[key, inputs]];
  }),
);
