import { env } from 'cloudflare:test';
import { type ApiError, ApiErrorSchema } from '@beats/contract';
import { expect } from 'vitest';
import { z } from 'zod';
import { createSong, type NewSong } from '../../src/catalogue/create-song.ts';
import { getDb } from '../../src/db/client.ts';
import { licensePlans, users } from '../../src/db/schema.ts';

export const db = () => getDb(env.DB);

let counter = 0;

export async function makeUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  counter += 1;
  const id = overrides.id ?? `user-${counter}-${crypto.randomUUID()}`;
  await db()
    .insert(users)
    .values({ id, email: `u${counter}-${id}@example.com`, name: `Artist ${counter}`, ...overrides });
  return id;
}

const HOUR = 3_600_000;

export async function makeSong(userId: string, overrides: Partial<NewSong> = {}): Promise<number> {
  counter += 1;
  return createSong(db(), {
    userId,
    title: `Song ${counter}`,
    tags: ['Chill'],
    bpm: 90,
    pricing: 2999,
    durationSeconds: 150,
    publishAt: Date.now() - HOUR,
    ...overrides,
  });
}

export async function makePlan(overrides: Partial<typeof licensePlans.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(licensePlans)
    .values({
      name: 'Basic MP3',
      description: 'Untagged MP3 for demos and streaming.',
      price: 2999,
      tier: 'Basic License',
      features: JSON.stringify(['Untagged MP3', '10,000 streams']),
      ...overrides,
    })
    .returning({ id: licensePlans.id });
  if (!row) throw new Error('no plan');
  return row.id;
}

export async function getJson<T = unknown>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T; res: Response }> {
  const { exports } = await import('cloudflare:workers');
  const res = await (exports as unknown as { default: Fetcher }).default.fetch(
    path.startsWith('http') ? path : `http://store.test${path}`,
    init,
  );
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
}

/**
 * An answer read as a client of the contract reads it: a success is decoded with `schema` and
 * must be exactly what the schema describes (an answer with a field more, a hash say, fails the
 * test); an error is read with the API's error schema.
 */
export async function getAnswer<T>(
  schema: z.ZodType<T>,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; res: Response; data?: T; error?: ApiError }> {
  const { status, body, res } = await getJson(path, init);
  if (!res.ok) return { status, res, error: ApiErrorSchema.parse(body) };
  const data = schema.parse(body);
  expect(z.encode(schema, data), `the answer of ${path} is the contract's, exactly`).toEqual(body);
  return { status, res, data };
}
