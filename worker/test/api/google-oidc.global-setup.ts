/**
 * Starts the local OpenID provider (plain node:http) once for the API tests, in Node, and hands
 * the Worker the variables that point its Google adapter at it (see vitest.config.ts).
 */
import type { TestProject } from 'vitest/node';
import { startGoogleOidc } from '../../../scripts/fakes/google-oidc.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fake = await startGoogleOidc();
  project.provide('googleOidcVars', fake.vars);
  return () => new Promise<void>((resolve) => fake.server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    googleOidcVars: Record<string, string>;
  }
}
