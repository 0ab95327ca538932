/**
 * Holds the OpenAPI document to what the API really answers: the test Worker records the route
 * and status of every /api answer the API tests provoke, and after each test file every one of
 * them must be in /api/openapi.json (the route, its method and that status).
 */
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';

export interface Answer {
  method: string;
  /** The route as the document spells it: `/songs/{id}`, without the `/api` prefix. */
  path: string;
  status: number;
}

const answers = new Map<string, Answer>();

/** The route a request reached: the first endpoint (not app-wide middleware) that matched it. */
export const recordAnswers = createMiddleware(async (c, next) => {
  await next();
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL');
  if (!route) return; // an unknown path: the catch-all's 404 is no route of the API
  const path = route.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
  const answer = { method: route.method.toLowerCase(), path, status: c.res.status };
  answers.set(`${answer.method} ${answer.path} ${answer.status}`, answer);
});

export function recordedAnswers(): Answer[] {
  return [...answers.values()];
}

/** Forgets what was recorded: test files share the Worker, and each checks its own answers. */
export function forgetAnswers(): void {
  answers.clear();
}

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

export function undocumented(document: Document, recorded: Answer[]): string[] {
  return recorded
    .filter(({ method, path, status }) => !document.paths[path]?.[method]?.responses[status])
    .map(({ method, path, status }) => `${method.toUpperCase()} ${path} answered ${status}`);
}
