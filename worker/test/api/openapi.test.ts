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
