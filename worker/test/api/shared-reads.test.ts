import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { listNewReleases, SHARED_READ_MAX_AGE_MS, sharedRead } from '../../src/catalogue/index.ts';
import type { Env } from '../../src/env.ts';
import { db, makeSong, makeUser } from './fixtures.ts';

const workerEnv = env as unknown as Env;

/** A read of the newest titles that counts how often it ran. */
function countedTitles() {
  const read = async () => {
    read.runs += 1;
    return (await listNewReleases(db(), 5)).map((song) => song.title);
  };
  read.runs = 0;
  return read;
}

describe('reads shared while the catalogue stays as it is', () => {
  it('reads once for every render until a catalogue write, then shows the write', async () => {
    const artist = await makeUser();
    await makeSong(artist, { title: 'Shared One' });
    const read = countedTitles();
    const now = Date.now();
    const [first, second] = await Promise.all([
      sharedRead(workerEnv, 'test:write', read, now),
      sharedRead(workerEnv, 'test:write', read, now),
    ]);
    expect(await sharedRead(workerEnv, 'test:write', read, now + 1000)).toEqual(first);
    expect(second).toEqual(first);
    expect(first).toContain('Shared One');
    expect(read.runs).toBe(1);

    // A write that bypasses the API (a console, the seed) moves the catalogue's version too.
    await makeSong(artist, { title: 'Shared Two', publishAt: now - 1 });
    const after = await sharedRead(workerEnv, 'test:write', read, now + 2000);
    expect(after[0]).toBe('Shared Two');
    expect(read.runs).toBe(2);
  });

  it('reads again when a scheduled song is released, with no write at all', async () => {
    const artist = await makeUser();
    const now = Date.now();
    await makeSong(artist, { title: 'Out Soon', publishAt: now + 60_000 });
    const read = countedTitles();
    expect(await sharedRead(workerEnv, 'test:release', read, now)).not.toContain('Out Soon');
    expect(await sharedRead(workerEnv, 'test:release', read, now + 30_000)).not.toContain('Out Soon');
    expect(read.runs).toBe(1);
    const released = await sharedRead(
      workerEnv,
      'test:release',
      async () => {
        read.runs += 1;
        return (await listNewReleases(db(), 5, now + 60_000)).map((song) => song.title);
      },
      now + 60_000,
    );
    expect(released[0]).toBe('Out Soon');
    expect(read.runs).toBe(2);
  });

  it('keeps a copy for at most SHARED_READ_MAX_AGE_MS (play counts move without a write)', async () => {
    const read = countedTitles();
    const now = Date.now();
    await sharedRead(workerEnv, 'test:age', read, now);
    await sharedRead(workerEnv, 'test:age', read, now + SHARED_READ_MAX_AGE_MS - 1);
    expect(read.runs).toBe(1);
    await sharedRead(workerEnv, 'test:age', read, now + SHARED_READ_MAX_AGE_MS);
    expect(read.runs).toBe(2);
  });

  it('does not keep a failed read: the next render tries again', async () => {
    const now = Date.now();
    await expect(
      sharedRead(workerEnv, 'test:failure', () => Promise.reject(new Error('D1 is unavailable')), now),
    ).rejects.toThrow('D1 is unavailable');
    expect(await sharedRead(workerEnv, 'test:failure', async () => ['read again'], now)).toEqual(['read again']);
  });

  it('keeps each name apart', async () => {
    const now = Date.now();
    expect(await sharedRead(workerEnv, 'test:a', async () => 'a', now)).toBe('a');
    expect(await sharedRead(workerEnv, 'test:b', async () => 'b', now)).toBe('b');
  });
});
