import { describe, expect, it } from 'vitest';
import { api } from '../../src/app.ts';
import { recordedAnswers } from './documented-answers.ts';
import { getJson } from './fixtures.ts';

type Operation = {
  parameters?: { name: string; in: string; schema: { enum?: string[] } }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
};

const openApi = async () => {
  const { status, body } = await getJson<Document>('/api/openapi.json');
  expect(status).toBe(200);
  return body;
};

describe('GET /api/openapi.json', () => {
  it('describes every route of the API, and no route the API does not have', async () => {
    const document = await openApi();
    // The routes as the app routes them (app-wide middleware is registered for every method).
    const routes = api.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect([...new Set(described)].sort()).toEqual([...new Set(routes)].sort());
    expect(described).toContain('put /licenses/{id}');
    expect(document.servers).toEqual([{ url: 'http://store.test/api' }]);
  });

  it('holds every answer the API tests provoke to the document (see documented-answers.ts)', async () => {
    await openApi();
    expect(recordedAnswers()).toContainEqual({ method: 'get', path: '/openapi.json', status: 200 });
  });

  it('describes the catalogue with the validated parameters', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const params = document.paths['/songs/published']?.get?.parameters ?? [];
    expect(params.map((p) => p.name)).toEqual(['page', 'limit', 'search', 'musicTag', 'bpm', 'sort']);
    expect(params.find((p) => p.name === 'sort')?.schema.enum).toContain('pricing:asc');
  });

  it('says that amounts are dollars with at most two decimals, in answers and bodies', async () => {
    const document = await openApi();
    const { schemas } = document.components;
    const bodyPrice =
      document.paths['/licenses']?.post?.requestBody?.content['application/json']?.schema.properties?.price;
    for (const amount of [schemas.Song?.properties.pricing, schemas.License?.properties.price, bodyPrice]) {
      expect(amount).toMatchObject({ type: 'number', multipleOf: 0.01, description: expect.stringMatching(/dollars/) });
    }
    expect(bodyPrice).toMatchObject({ minimum: 0.01 });
  });

  it('lists the account and contact calls with their bodies', async () => {
    const document = await openApi();
    for (const path of [
      '/users/register',
      '/users/login',
      '/users/me',
      '/users/{id}',
      '/users/forgot-password',
      '/users/reset-password',
      '/contact',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    const login =
      document.paths['/users/login']?.post?.requestBody?.content['application/json']?.schema.properties ?? {};
    expect(Object.keys(login)).toEqual(['email', 'password', 'rememberMe']);
    const register =
      document.paths['/users/register']?.post?.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(Object.keys(register)).toContain('profileImage');
  });

  it('describes the account answers with the schemas clients parse them with', async () => {
    const document = await openApi();
    type Answer = { content: Record<string, { schema: JsonSchema }> };
    type JsonSchema = { required?: string[]; properties?: Record<string, JsonSchema> };
    const answer = (path: string, method: string, status: number) =>
      (document.paths[path]?.[method]?.responses[status] as Answer | undefined)?.content['application/json']?.schema;

    for (const [path, method, status] of [
      ['/users/register', 'post', 201],
      ['/users/login', 'post', 200],
      ['/users/{id}', 'put', 200],
    ] as const) {
      const schema = answer(path, method, status);
      expect(schema?.required, `${method} ${path} ${status}`).toEqual(['user']);
      expect(schema?.properties?.user?.required).toEqual(expect.arrayContaining(['id', 'name', 'email', 'role']));
    }
    // Only clients that are not browsers get a token.
    expect(answer('/users/login', 'post', 200)?.properties?.token).toMatchObject({ type: 'string' });
    for (const path of ['/users/logout', '/users/forgot-password', '/users/reset-password']) {
      expect(answer(path, 'post', 200), path).toMatchObject({ required: ['message'] });
    }
  });

  it('lists what the Worker refuses on every call of a kind: 403 from another site, 413 for a body over its limit', async () => {
    const document = await openApi();
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ label: `${method} ${path}`, method, operation })),
    );
    const unsafe = operations.filter(({ method }) => ['post', 'put', 'delete'].includes(method));
    expect(unsafe.length).toBeGreaterThanOrEqual(11);
    for (const { label, operation } of unsafe) expect(operation.responses[403], label).toBeDefined();
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    expect(withBody.map(({ label }) => label)).toEqual(
      expect.arrayContaining(['post /users/login', 'post /users/register', 'put /users/{id}', 'post /contact']),
    );
    for (const { label, operation } of withBody) expect(operation.responses[413], label).toBeDefined();
  });

  it('describes Google sign-in: what starts it, and the redirects that answer it', async () => {
    const document = await openApi();
    const start = document.paths['/auth/google']?.get;
    expect(start?.parameters?.map((p) => [p.name, p.in])).toEqual([
      ['from', 'query'],
      ['next', 'query'],
      ['remember', 'query'],
    ]);
    expect(start?.parameters?.find((p) => p.name === 'from')?.schema.enum).toEqual(['login', 'register']);
    for (const path of ['/auth/google', '/auth/google/callback']) {
      const answers = document.paths[path]?.get?.responses ?? {};
      expect(Object.keys(answers), path).toEqual(['302']);
      expect(answers[302]?.headers, path).toHaveProperty('Location');
    }
  });
});
