import { describe, expect, it } from 'vitest';
import { getJson } from './fixtures.ts';

describe('GET /api/openapi.json', () => {
  it('describes the catalogue with the validated parameters', async () => {
    const { status, body } = await getJson<{
      openapi: string;
      paths: Record<string, { get?: { parameters?: { name: string; schema: { enum?: string[] } }[] } }>;
    }>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const params = body.paths['/songs/published']?.get?.parameters ?? [];
    expect(params.map((p) => p.name)).toEqual(['page', 'limit', 'search', 'musicTag', 'bpm', 'sort']);
    expect(params.find((p) => p.name === 'sort')?.schema.enum).toContain('pricing:asc');
  });
});

describe('the OpenAPI document', () => {
  it('lists the account and contact calls with their bodies', async () => {
    const { body } = await getJson<{
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }
        >
      >;
    }>('/api/openapi.json');
    for (const path of [
      '/users/register',
      '/users/login',
      '/users/me',
      '/users/{id}',
      '/users/forgot-password',
      '/users/reset-password',
      '/contact',
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
    const login = body.paths['/users/login']?.post?.requestBody?.content['application/json']?.schema.properties ?? {};
    expect(Object.keys(login)).toEqual(['email', 'password', 'rememberMe']);
    const register =
      body.paths['/users/register']?.post?.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(Object.keys(register)).toContain('profileImage');
  });
});
