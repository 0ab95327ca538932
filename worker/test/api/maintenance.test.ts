import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  authSessions,
  dailySalts,
  freeDownloads,
  knownDevices,
  mailOutbox,
  passwordResetTokens,
  plays,
  rateLimits,
  storeAlerts,
} from '../../src/db/schema.ts';
import { mergeSearchIndex } from '../../src/maintenance/search-merge.ts';
import { makeAccount } from './auth-fixtures.ts';
import { db, getJson, makeSong, makeUser } from './fixtures.ts';
import worker from './test-worker.ts';

const DAY = 86_400_000;

/** Runs the Worker's Cron Trigger handler in workerd, as Cloudflare does every hour. */
async function runScheduled(scheduledTime: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(scheduledTime), cron: '7 * * * *' });
  await worker.scheduled(controller, env);
}

describe('the scheduled maintenance', () => {
  it("forgets free downloads whose link was never opened, 30 days after the link's end; keeps confirmed ones", async () => {
    const now = Date.UTC(2026, 10, 20, 12, 7);
    const song = await makeSong(await makeUser());
    const request = (email: string, expiresAt: number, downloadedAt: number | null) => ({
      email,
      songId: song,
      tokenHash: crypto.randomUUID(),
      expiresAt,
      downloadedAt,
    });
    await db()
      .insert(freeDownloads)
      .values([
        request('never-opened@example.com', now - 31 * DAY, null),
        request('opened@example.com', now - 400 * DAY, now - 406 * DAY),
        request('recently-ended@example.com', now - 29 * DAY, null),
      ]);
    await runScheduled(now);
    const kept = await db().select({ email: freeDownloads.email }).from(freeDownloads).orderBy(freeDownloads.email);
    expect(kept.map((row) => row.email)).toEqual(['opened@example.com', 'recently-ended@example.com']);
  });

  it('prunes expired rate limits, sessions and reset codes, old plays, idle browsers, past salts, old outbox mail and long-resolved alerts', async () => {
    const now = Date.UTC(2026, 10, 20, 12, 7);
    const user = (await makeAccount()).id;
    const song = await makeSong(await makeUser());
    const session = (id: string, expiresAt: number) => ({
      id,
      userId: user,
      secretHash: 'x'.repeat(64),
      lastUsedAt: now - DAY,
      expiresAt,
    });
    await db().batch([
      db()
        .insert(rateLimits)
        .values([
          { key: 'expired', windowStart: now - DAY, count: 3, expiresAt: now - 1 },
          { key: 'current', windowStart: now - 60_000, count: 3, expiresAt: now + 60_000 },
        ]),
      db()
        .insert(authSessions)
        .values([session('expired-session', now - 1), session('live-session', now + DAY)]),
      db()
        .insert(passwordResetTokens)
        .values([
          { tokenHash: 'expired-code', userId: user, expiresAt: now - 1 },
          { tokenHash: 'live-code', userId: user, expiresAt: now + 3_600_000 },
        ]),
      db()
        .insert(plays)
        .values([
          { songId: song, listener: 'addr:old', createdAt: now - 91 * DAY },
          { songId: song, listener: 'addr:recent', createdAt: now - 89 * DAY },
        ]),
      db()
        .insert(mailOutbox)
        .values([
          { to: 'a@example.com', subject: 'old', text: 't', createdAt: now - 8 * DAY },
          { to: 'a@example.com', subject: 'recent', text: 't', createdAt: now - DAY },
        ]),
      db()
        .insert(knownDevices)
        .values([
          { tokenHash: 'idle', userId: user, lastUsedAt: now - 366 * DAY },
          { tokenHash: 'in-use', userId: user, lastUsedAt: now - 30 * DAY },
        ]),
      db()
        .insert(dailySalts)
        .values([
          { day: '2026-11-19', salt: 'yesterday' },
          { day: '2026-11-20', salt: 'today' },
        ]),
      db()
        .insert(storeAlerts)
        .values(
          [
            ['resolved-long-ago', now - 91 * DAY],
            ['resolved-lately', now - 89 * DAY],
            ['open', null],
          ].map(([key, resolvedAt]) => ({
            key: key as string,
            kind: 'order-reconciled' as const,
            message: 'm',
            lastSeenAt: now - 200 * DAY,
            resolvedAt: resolvedAt as number | null,
          })),
        ),
    ]);

    await runScheduled(now);

    expect((await db().select().from(rateLimits)).map((r) => r.key)).toEqual(['current']);
    expect((await db().select().from(authSessions)).map((r) => r.id)).toEqual(['live-session']);
    expect((await db().select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['live-code']);
    expect((await db().select().from(plays)).map((r) => r.listener)).toEqual(['addr:recent']);
    expect((await db().select().from(mailOutbox)).map((r) => r.subject)).toEqual(['recent']);
    expect((await db().select().from(knownDevices)).map((r) => r.tokenHash)).toEqual(['in-use']);
    expect((await db().select().from(dailySalts)).map((r) => r.day)).toEqual(['2026-11-20']);
    expect((await db().select().from(storeAlerts)).map((r) => r.key)).toEqual(['resolved-lately', 'open']);
  });

  it('keeps rate limits counting until their window ends', async () => {
    const now = Date.UTC(2026, 10, 20, 12, 7);
    await db()
      .insert(rateLimits)
      .values({ key: 'ends-now', windowStart: now - 900_000, count: 1, expiresAt: now + 1 });
    await runScheduled(now);
    expect(await db().select().from(rateLimits)).toHaveLength(1);
    await runScheduled(now + 1);
    expect(await db().select().from(rateLimits)).toEqual([]);
  });
});

describe("the search index's merge", () => {
  /** How many segments (b-trees) the index is spread over: its page index names each one. */
  const segments = async () =>
    (await env.DB.prepare('SELECT count(DISTINCT segid) AS n FROM songs_fts_idx').first<number>('n')) ?? 0;
  const search = async () =>
    (await getJson<{ data: { title: string }[]; total: number }>('/api/songs/published?search=night&limit=50')).body;

  it('leaves the index one b-tree after songs were written one by one, and searches find the same songs', async () => {
    const artist = await makeUser();
    // Each song is its own transaction, so its own segment, as songs added over time are.
    for (let i = 0; i < 40; i++) await makeSong(artist, { title: i % 2 === 0 ? `Night ${i}` : `Morning ${i}` });
    const before = await search();
    expect(before.total).toBe(20);
    expect(await segments()).toBeGreaterThan(1);

    const first = await mergeSearchIndex(db());
    expect(first).toMatchObject({ merged: true });
    expect(first.steps).toBeGreaterThan(0);
    expect(await segments()).toBe(1);
    expect(await search()).toEqual(before);
    // Nothing left: the next run changes nothing.
    expect(await mergeSearchIndex(db())).toEqual({ steps: 0, merged: true });
  });

  it('is done by the hourly run, after which the next finds nothing to merge', async () => {
    const artist = await makeUser();
    for (let i = 0; i < 10; i++) await makeSong(artist, { title: `Night ${i}` });
    await runScheduled(Date.now());
    expect(await mergeSearchIndex(db())).toEqual({ steps: 0, merged: true });
    expect(await segments()).toBe(1);
  });

  it('stops after the steps it is given and goes on at the next run', async () => {
    const artist = await makeUser();
    for (let i = 0; i < 10; i++) await makeSong(artist, { title: `Night ${i}` });
    expect(await mergeSearchIndex(db(), 0)).toEqual({ steps: 0, merged: false });
    expect((await mergeSearchIndex(db())).merged).toBe(true);
  });
});
