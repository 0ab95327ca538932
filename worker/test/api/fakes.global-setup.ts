/**
 * Starts the local stand-ins (plain node:http) once for the API tests, in Node, and hands the
 * Worker the variables that point its adapters at them (see vitest.config.ts): the OpenID
 * provider for Google sign-in, and PayPal. PayPal's webhook deliveries are kept for the tests to
 * post themselves (the Worker under test listens on no port), through the stand-in's control API.
 */
import type { TestProject } from 'vitest/node';
import { startGoogleOidc } from '../../../scripts/fakes/google-oidc.ts';
import { startPayPalStandIn } from '../../../scripts/fakes/paypal/server.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [google, paypal] = await Promise.all([startGoogleOidc(), startPayPalStandIn()]);
  project.provide('googleOidcVars', google.vars);
  project.provide('paypalVars', paypal.vars);
  const close = (server: typeof google.server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return async () => {
    await Promise.all([close(google.server), close(paypal.server)]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    googleOidcVars: Record<string, string>;
    paypalVars: Record<string, string>;
  }
}
