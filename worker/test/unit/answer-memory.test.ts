import { describe, expect, it } from 'vitest';
import { AnswerMemory, sharedLifetimeMs } from '../../src/http/answer-memory.ts';

const PUBLIC = 'public, max-age=60, s-maxage=300';
const answer = (body: string, cacheControl = PUBLIC, extra: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html', 'Cache-Control': cacheControl, ...extra } });
const text = async (res: Response | null) => (res ? res.text() : null);

describe("the isolate's copies of cached answers", () => {
  it('answers a kept copy with its status, headers and body, as often as asked', async () => {
    const memory = new AnswerMemory();
    await memory.put('v1', '/tracks', answer('<h1>Tracks</h1>'), 0);
    for (let i = 0; i < 2; i++) {
      const res = memory.get('v1', '/tracks', 1000);
      expect(res?.status).toBe(200);
      expect(res?.headers.get('Content-Type')).toBe('text/html');
      expect(await text(res)).toBe('<h1>Tracks</h1>');
    }
    expect(memory.get('v1', '/about', 1000)).toBeNull();
  });

  it('drops every copy when the catalogue state moves on, and never serves one to another state', async () => {
    const memory = new AnswerMemory();
    await memory.put('v1', '/tracks', answer('old'), 0);
    await memory.put('v1', '/', answer('old home'), 0);
    expect(memory.get('v2', '/tracks', 1)).toBeNull();
    expect(memory.bytes).toBe(0);
    // Back to the old state (a restored database): nothing of it was kept.
    expect(memory.get('v1', '/', 1)).toBeNull();
  });

  it('keeps a copy as long as a shared cache may, less the time it spent in the cache already', async () => {
    const memory = new AnswerMemory();
    await memory.put('v1', '/a', answer('a'), 0);
    expect(await text(memory.get('v1', '/a', 299_999))).toBe('a');
    expect(memory.get('v1', '/a', 300_000)).toBeNull();
    await memory.put('v1', '/b', answer('b', PUBLIC, { Age: '250' }), 0);
    expect(await text(memory.get('v1', '/b', 49_999))).toBe('b');
    expect(memory.get('v1', '/b', 50_000)).toBeNull();
    await memory.put('v1', '/c', answer('c', 'public, no-cache'), 0);
    expect(memory.get('v1', '/c', 0)).toBeNull();
  });

  it('never keeps an answer larger than a copy may be, and lets the least recently used go past its size', async () => {
    const memory = new AnswerMemory(30, 10);
    await memory.put('v1', '/big', answer('x'.repeat(11)), 0);
    expect(memory.get('v1', '/big', 1)).toBeNull();
    await memory.put('v1', '/1', answer('1'.repeat(10)), 0);
    await memory.put('v1', '/2', answer('2'.repeat(10)), 0);
    await memory.put('v1', '/3', answer('3'.repeat(10)), 0);
    memory.get('v1', '/1', 1); // read: now the most recent
    await memory.put('v1', '/4', answer('4'.repeat(10)), 0);
    expect(memory.bytes).toBe(30);
    expect(memory.get('v1', '/2', 1)).toBeNull();
    expect(await text(memory.get('v1', '/1', 1))).toBe('1'.repeat(10));
    expect(await text(memory.get('v1', '/4', 1))).toBe('4'.repeat(10));
  });

  it('reads the lifetime a shared cache may keep an answer', () => {
    expect(sharedLifetimeMs('public, max-age=60, s-maxage=300')).toBe(300_000);
    expect(sharedLifetimeMs('public, max-age=60')).toBe(60_000);
    expect(sharedLifetimeMs('public')).toBe(0);
    expect(sharedLifetimeMs(null)).toBe(0);
  });
});
