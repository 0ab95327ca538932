import { env } from 'cloudflare:test';
import {
  AdminFreeDownloadListSchema,
  AUTH_MESSAGES,
  FREE_DOWNLOAD_MESSAGES,
  FreeDownloadLinkSchema,
  SONG_MESSAGES,
  SONG_NOT_FOUND,
  SongDetailSchema,
} from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { catalogueVersion, freeDownloads, mailOutbox, songs } from '../../src/db/schema.ts';
import { exportFreeDownloadAddresses } from '../../src/free-downloads/admin-free-downloads.ts';
import { adminCookie, asAdmin, customerCookie, putSong, songForm } from './admin-fixtures.ts';
import { fetchRaw, freshEmail, mailTo, makeAccount, signIn } from './auth-fixtures.ts';
import { db, getAnswer, getJson, makeSong, makeUser } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

const PREVIEW = new Uint8Array(4096).map((_, i) => (i * 7) % 251);
const DAY = 86_400_000;

let artist: string;
let song: number;

beforeEach(async () => {
  await db().delete(freeDownloads);
  artist = await makeUser({ role: 'admin' });
  await env.MEDIA.put('previews/night-drive.mp3', PREVIEW, { httpMetadata: { contentType: 'audio/mpeg' } });
  song = await makeSong(artist, { title: 'Night Drive', previewKey: 'previews/night-drive.mp3', freeDownload: true });
});

interface Answer {
  message: string;
  errors?: Record<string, string[]>;
}

const ask = (body: unknown, headers: Record<string, string> = {}) =>
  getJson<Answer>('/api/free-downloads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = () => db().select().from(freeDownloads).orderBy(freeDownloads.id);

/** Downloads are counted after the answer: waits until `done` holds (or 3 s). */
async function waitFor(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** The token of the link mailed to an address. */
async function mailedToken(address: string, songId = song): Promise<{ token: string; text: string; subject: string }> {
  const mail = await mailTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  const match = /\/products\/(\d+)#free-download=([a-z0-9]+)/.exec(mail.text);
  if (!match?.[2]) throw new Error(`no link in: ${mail.text}`);
  expect(Number(match[1])).toBe(songId);
  return { token: match[2], text: mail.text, subject: mail.subject };
}

async function linkFor(address = freshEmail('fan')): Promise<string> {
  expect((await ask({ songId: song, email: address })).status).toBe(202);
  return (await mailedToken(address)).token;
}

describe('POST /api/free-downloads', () => {
  it("keeps the request and mails a link to the track's page; only the link's hash is stored", async () => {
    const { status, body } = await ask({ songId: song, email: '  Maya@Example.COM ', news: true });
    expect(status).toBe(202);
    expect(body).toEqual({ message: FREE_DOWNLOAD_MESSAGES.linkSent });

    const mail = await mailedToken('maya@example.com');
    expect(mail.subject).toBe('Your free download: Night Drive');
    expect(mail.text).toContain(`http://store.test/products/${song}#free-download=`);
    expect(mail.text).toContain('The link works for 7 days.');
    const [row] = await stored();
    expect(row).toMatchObject({ email: 'maya@example.com', songId: song, news: true, userId: null, downloads: 0 });
    expect(row?.downloadedAt).toBeNull();
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(mail.token);
    expect(row?.expiresAt).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
  });

  it('leaves news unticked unless asked, and notes the account of a visitor who asks for their own address', async () => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    expect((await ask({ songId: song, email: account.email }, { cookie })).status).toBe(202);
    expect((await ask({ songId: song, email: 'someone-else@example.com' }, { cookie })).status).toBe(202);
    const rows = await stored();
    expect(rows.map((row) => [row.email, row.news, row.userId])).toEqual([
      [account.email, false, account.id],
      // Typed for another address: who that is, nobody knows.
      ['someone-else@example.com', false, null],
    ]);
  });

  it('says in the mail that news starts once the link is opened, only to those who asked for news', async () => {
    expect((await ask({ songId: song, email: 'news@example.com', news: true })).status).toBe(202);
    expect((await ask({ songId: song, email: 'quiet@example.com' })).status).toBe(202);
    const starts = 'that starts once you open the link';
    expect((await mailedToken('news@example.com')).text).toContain(starts);
    expect((await mailedToken('quiet@example.com')).text).not.toContain(starts);
  });

  it('mails a link once while it is unused and new, and again once it was used', async () => {
    const address = freshEmail('again');
    expect((await ask({ songId: song, email: address })).status).toBe(202);
    const { token } = await mailedToken(address);
    expect((await ask({ songId: song, email: address })).status).toBe(202);
    expect(await stored()).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, address))).toHaveLength(1);

    await (await fetchRaw(`/api/free-downloads/${token}/file`)).arrayBuffer();
    await waitFor(async () => (await stored())[0]?.downloads === 1);
    expect((await ask({ songId: song, email: address })).status).toBe(202);
    expect(await stored()).toHaveLength(2);
  });

  it('refuses a track that is not offered free (409), and one visitors cannot see (404); nothing kept or mailed', async () => {
    const paid = await makeSong(artist, { previewKey: 'previews/night-drive.mp3' });
    const sold = await makeSong(artist, { previewKey: 'previews/night-drive.mp3', freeDownload: true });
    await db().update(songs).set({ exclusiveSoldAt: Date.now() }).where(eq(songs.id, sold));
    const silent = await makeSong(artist, { freeDownload: true }); // no preview to give
    const scheduled = await makeSong(artist, {
      previewKey: 'previews/night-drive.mp3',
      freeDownload: true,
      publishAt: Date.now() + DAY,
    });
    const deleted = await makeSong(artist, { previewKey: 'previews/night-drive.mp3', freeDownload: true });
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, deleted));

    for (const songId of [paid, sold, silent]) {
      const { status, body } = await ask({ songId, email: freshEmail() });
      expect(status, String(songId)).toBe(409);
      expect(body.message).toBe(FREE_DOWNLOAD_MESSAGES.notFree);
    }
    for (const songId of [scheduled, deleted, 999_999]) {
      const { status, body } = await ask({ songId, email: freshEmail() });
      expect(status, String(songId)).toBe(404);
      expect(body.message).toBe(SONG_NOT_FOUND);
    }
    expect(await stored()).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it('refuses a missing or bad address, a bad track id or choice, with a message per field', async () => {
    const cases: [unknown, string, string][] = [
      [{ songId: song }, 'email', AUTH_MESSAGES.emailRequired],
      [{ songId: song, email: '   ' }, 'email', AUTH_MESSAGES.emailRequired],
      [{ songId: song, email: 'not-an-address' }, 'email', AUTH_MESSAGES.invalidEmail],
      [{ songId: song, email: `${'a'.repeat(250)}@example.com` }, 'email', AUTH_MESSAGES.emailTooLong],
      [{ songId: song, email: 'a@example.com\r\nBcc: b@example.com' }, 'email', AUTH_MESSAGES.invalidEmail],
      [{ songId: song, email: 42 }, 'email', AUTH_MESSAGES.emailRequired],
      [{ songId: '1', email: 'a@example.com' }, 'songId', 'songId must be a song id'],
      [{ songId: 1.5, email: 'a@example.com' }, 'songId', 'songId must be a song id'],
      [{ songId: -3, email: 'a@example.com' }, 'songId', 'songId must be a song id'],
      [{ songId: song, email: 'a@example.com', news: 'yes' }, 'news', 'news must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await stored()).toEqual([]);
  });

  it('takes JSON only (415), and no body over the limit (413)', async () => {
    const form = await getJson<Answer>('/api/free-downloads', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.113.9' },
      body: `songId=${song}&email=a%40example.com`,
    });
    expect(form.status).toBe(415);
    const huge = await ask(JSON.stringify({ songId: song, email: 'a@example.com', pad: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('limits requests per inbox (5 an hour, its +tags alike) and per client network (20 an hour): 429', async () => {
    await clearOfWindowTurn();
    const address = freshEmail('eager');
    const [local, domain] = address.split('@');
    for (let i = 0; i < 5; i++) {
      expect((await ask({ songId: song, email: `${local}+${i}@${domain}` })).status).toBe(202);
    }
    const refused = await ask({ songId: song, email: address.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many free downloads asked for\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);

    // One IPv6 subscriber's /64 is one client, whichever of its addresses asks.
    for (let i = 0; i < 20; i++) {
      const client = { 'cf-connecting-ip': `2001:db8:7:7::${(i + 1).toString(16)}` };
      expect((await ask({ songId: song, email: freshEmail() }, client)).status).toBe(202);
    }
    const sameNetwork = { 'cf-connecting-ip': '2001:db8:7:7:ffff::1' };
    expect((await ask({ songId: song, email: freshEmail() }, sameNetwork)).status).toBe(429);
    const nextNetwork = { 'cf-connecting-ip': '2001:db8:7:8::1' };
    expect((await ask({ songId: song, email: freshEmail() }, nextNetwork)).status).toBe(202);
    expect(await stored()).toHaveLength(26);
  });

  it('counts nothing against an address for a request the track refuses', async () => {
    const paid = await makeSong(artist, { previewKey: 'previews/night-drive.mp3' });
    const address = freshEmail('target');
    for (let i = 0; i < 8; i++) expect((await ask({ songId: paid, email: address })).status).toBe(409);
    expect((await ask({ songId: song, email: address })).status).toBe(202);
  });

  it('in production without a mail API, answers 503 and keeps nothing', async () => {
    const res = await app.request(
      'http://store.test/api/free-downloads',
      {
        method: 'POST',
        body: JSON.stringify({ songId: song, email: 'a@example.com' }),
        headers: { 'content-type': 'application/json' },
      },
      { ...env, APP_ENV: 'production' },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: FREE_DOWNLOAD_MESSAGES.mailFailed });
    expect(await stored()).toEqual([]);
  });
});

describe('the mailed link', () => {
  it('names the track and the file, and is kept by no cache', async () => {
    const token = await linkFor();
    const { status, data, res } = await getAnswer(FreeDownloadLinkSchema, `/api/free-downloads/${token}`);
    expect(status).toBe(200);
    expect(data?.data).toMatchObject({
      song: { id: song, title: 'Night Drive' },
      fileName: 'Night Drive (free download).mp3',
    });
    expect(Date.parse(data?.data.expiresAt ?? '')).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("downloads the track's preview as an attachment, and counts the downloads that start the file", async () => {
    const token = await linkFor('count-me@example.com');
    const res = await fetchRaw(`/api/free-downloads/${token}/file`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PREVIEW);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Night Drive (free download).mp3"; filename*=UTF-8''Night%20Drive%20%28free%20download%29.mp3`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    // A resumed download (a range past the start) is the same download.
    const resumed = await fetchRaw(`/api/free-downloads/${token}/file`, { headers: { range: 'bytes=1000-' } });
    expect(resumed.status).toBe(206);
    expect(new Uint8Array(await resumed.arrayBuffer())).toEqual(PREVIEW.slice(1000));
    await fetchRaw(`/api/free-downloads/${token}/file`);

    await waitFor(async () => (await stored())[0]?.downloads === 2);
    const [row] = await stored();
    expect(row?.downloads).toBe(2);
    expect(row?.downloadedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends after its days, when the offer is switched off, the track deleted or its exclusive sold: 404 everywhere', async () => {
    const endings: [string, () => Promise<unknown>][] = [
      [
        'expired',
        () =>
          db()
            .update(freeDownloads)
            .set({ expiresAt: Date.now() - 1 }),
      ],
      ['switched off', () => db().update(songs).set({ freeDownload: false }).where(eq(songs.id, song))],
      ['deleted', () => db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, song))],
      ['sold', () => db().update(songs).set({ exclusiveSoldAt: Date.now() }).where(eq(songs.id, song))],
    ];
    for (const [why, end] of endings) {
      await db().delete(freeDownloads);
      await db()
        .update(songs)
        .set({ freeDownload: true, deletedAt: null, exclusiveSoldAt: null })
        .where(eq(songs.id, song));
      const token = await linkFor();
      await end();
      for (const path of [`/api/free-downloads/${token}`, `/api/free-downloads/${token}/file`]) {
        const res = await getJson<Answer>(path);
        expect(res.status, `${why}: ${path}`).toBe(404);
        expect(res.body.message).toBe(FREE_DOWNLOAD_MESSAGES.linkInvalid);
      }
    }
  });

  it('refuses unknown and malformed tokens alike (404)', async () => {
    await linkFor();
    for (const token of [
      'a'.repeat(32),
      'abc',
      'A'.repeat(32),
      `${'a'.repeat(31)}0`,
      '..%2F..%2Fsecret',
      'a'.repeat(300),
    ]) {
      for (const path of [`/api/free-downloads/${token}`, `/api/free-downloads/${token}/file`]) {
        const res = await getJson<Answer>(path);
        expect(res.status, path).toBe(404);
        expect(res.body.message, path).toBe(FREE_DOWNLOAD_MESSAGES.linkInvalid);
      }
    }
  });
});

describe("the owner's switch", () => {
  it('is set by the edit form (JSON or multipart), shown on the public song, and moves the catalogue on', async () => {
    const { cookie } = await adminCookie();
    const paid = await makeSong(artist, { previewKey: 'previews/night-drive.mp3' });
    const version = async () => (await db().select().from(catalogueVersion))[0]?.version;
    const before = await version();

    const on = await putSong(cookie, paid, { freeDownload: true });
    expect(on.status, on.body.message).toBe(200);
    expect(on.body.data.freeDownload).toBe(true);
    expect(await version()).not.toBe(before);
    const shown = await getAnswer(SongDetailSchema, `/api/songs/${paid}`);
    expect(shown.data?.data.freeDownload).toBe(true);

    const off = await putSong(cookie, paid, songForm({ freeDownload: 'false' }));
    expect(off.status, off.body.message).toBe(200);
    expect(off.body.data.freeDownload).toBe(false);
    expect((await getAnswer(SongDetailSchema, `/api/songs/${paid}`)).data?.data.freeDownload).toBe(false);

    const bad = await putSong(cookie, paid, { freeDownload: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.freeDownload).toEqual([SONG_MESSAGES.freeDownloadInvalid]);
  });

  it('stays set for the admin while a sold exclusive keeps the store from offering it', async () => {
    const { cookie } = await adminCookie();
    await db().update(songs).set({ exclusiveSoldAt: Date.now() }).where(eq(songs.id, song));
    expect((await getAnswer(SongDetailSchema, `/api/songs/${song}`)).data?.data.freeDownload).toBe(false);
    const admin = await asAdmin<{ freeDownload: boolean }>(cookie, `/api/songs/${song}`);
    expect(admin.body.data.freeDownload).toBe(true);
  });
});

describe('GET /api/free-downloads and /export (admins)', () => {
  async function requests() {
    const other = await makeSong(artist, {
      title: 'Low Tide',
      previewKey: 'previews/night-drive.mp3',
      freeDownload: true,
    });
    // [track, address, news, whether its owner opens the link]
    const asks: [number, string, boolean, boolean][] = [
      [song, 'ana@example.com', true, true],
      // Someone else asks for Ana's address without news: never confirmed, it changes nothing.
      [other, 'ana@example.com', false, false],
      [song, 'ben@example.com', false, false],
      // A stranger ticks news for Cleo: never confirmed, Cleo is not on the news list.
      [other, 'cleo@example.com', true, false],
      [song, '=cmd@example.com', true, true],
    ];
    for (const [songId, email, news, opened] of asks) {
      expect((await ask({ songId, email, news })).status).toBe(202);
      if (!opened) continue;
      const { token } = await mailedToken(email, songId);
      await (await fetchRaw(`/api/free-downloads/${token}/file`)).arrayBuffer();
      await waitFor(async () => (await stored()).some((row) => row.email === email && row.downloads === 1));
    }
    return other;
  }

  it('lists every request newest first, with its track, choice and link state; q and news narrow it', async () => {
    const { cookie } = await adminCookie();
    const other = await requests();
    const all = await asAdmin(cookie, '/api/free-downloads?_start=0&_end=10');
    expect(all.status).toBe(200);
    const page = AdminFreeDownloadListSchema.parse(all.body);
    expect(page.total).toBe(5);
    expect(all.res.headers.get('x-total-count')).toBe('5');
    expect(all.res.headers.get('cache-control')).toBe('private, no-store');
    expect(page.data.map((row) => row.email)).toEqual([
      '=cmd@example.com',
      'cleo@example.com',
      'ben@example.com',
      'ana@example.com',
      'ana@example.com',
    ]);
    expect(page.data[1]).toMatchObject({
      song: { id: other, title: 'Low Tide' },
      news: true,
      linkWorks: true,
      downloadedAt: null,
      downloads: 0,
    });

    const ana = AdminFreeDownloadListSchema.parse((await asAdmin(cookie, '/api/free-downloads?q=ANA')).body);
    expect(ana.data.map((row) => row.song.title)).toEqual(['Low Tide', 'Night Drive']);
    const agreed = AdminFreeDownloadListSchema.parse((await asAdmin(cookie, '/api/free-downloads?news=true')).body);
    expect(agreed.data.map((row) => row.email)).toEqual(['=cmd@example.com', 'cleo@example.com', 'ana@example.com']);
    const oldest = AdminFreeDownloadListSchema.parse(
      (await asAdmin(cookie, '/api/free-downloads?_order=asc&_start=0&_end=1')).body,
    );
    expect(oldest.data.map((row) => row.email)).toEqual(['ana@example.com']);
    expect(oldest.total).toBe(5);

    // Switching the offer off ends the links to that track, and the list says so.
    await db().update(songs).set({ freeDownload: false }).where(eq(songs.id, other));
    const ended = AdminFreeDownloadListSchema.parse((await asAdmin(cookie, '/api/free-downloads')).body);
    expect(ended.data.map((row) => [row.song.title, row.linkWorks])).toEqual([
      ['Night Drive', true],
      ['Low Tide', false],
      ['Night Drive', true],
      ['Low Tide', false],
      ['Night Drive', true],
    ]);

    for (const query of ['news=maybe', '_sort=email', `q=${'a'.repeat(201)}`, '_start=-1']) {
      expect((await asAdmin(cookie, `/api/free-downloads?${query}`)).status, query).toBe(400);
    }
  });

  it('exports one row per address with its latest choice about news, formulas defused', async () => {
    const { cookie } = await adminCookie();
    await requests();
    const res = await fetchRaw('/api/free-downloads/export', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="free-downloads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('E-mail,Confirmed,Agreed to news,Tracks,Downloads,First asked,Last asked');
    const cells = lines.slice(1).map((line) => line.split(',').slice(0, 5));
    expect(cells).toEqual([
      ["'=cmd@example.com", 'Yes', 'Yes', 'Night Drive', '1'],
      ['ana@example.com', 'Yes', 'Yes', expect.stringMatching(/^(Night Drive; Low Tide|Low Tide; Night Drive)$/), '1'],
      ['ben@example.com', 'No', 'No', 'Night Drive', '0'],
      ['cleo@example.com', 'No', 'No', 'Low Tide', '0'],
    ]);

    const news = await fetchRaw('/api/free-downloads/export?news=true', { headers: { cookie } });
    const addresses = (await news.text())
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(addresses).toEqual(["'=cmd@example.com", 'ana@example.com']);
  });

  it("takes an address off the news list when its owner's latest confirmed request leaves the box unticked", async () => {
    const { cookie } = await adminCookie();
    const address = freshEmail('changed-mind');
    for (const news of [true, false]) {
      expect((await ask({ songId: song, email: address, news })).status).toBe(202);
      const { token } = await mailedToken(address);
      await (await fetchRaw(`/api/free-downloads/${token}/file`)).arrayBuffer();
      await waitFor(async () => (await stored()).every((row) => row.downloads === 1));
    }
    const csv = await (await fetchRaw('/api/free-downloads/export', { headers: { cookie } })).text();
    expect(csv).toContain(`${address},Yes,No,Night Drive,2,`);
  });

  it('exports in batches that go on from the last address, news filter or not', async () => {
    await requests();
    const read = async (news?: boolean) => {
      const batches: string[][] = [];
      for await (const batch of exportFreeDownloadAddresses(db(), { news }, 2)) {
        batches.push(batch.map((address) => address.email));
      }
      return batches;
    };
    expect(await read()).toEqual([
      ['=cmd@example.com', 'ana@example.com'],
      ['ben@example.com', 'cleo@example.com'],
    ]);
    expect(await read(true)).toEqual([['=cmd@example.com', 'ana@example.com']]);
    expect(await read(false)).toEqual([['ben@example.com', 'cleo@example.com']]);
  });

  it("forgets an address with every request it made, on the admin's word", async () => {
    const { cookie } = await adminCookie();
    await requests();
    const [ana] = (await stored()).filter((row) => row.email === 'ana@example.com');
    const forgot = await asAdmin(cookie, `/api/free-downloads/${ana?.id}`, { method: 'DELETE' });
    expect(forgot.status).toBe(204);
    expect((await stored()).map((row) => row.email).sort()).toEqual([
      '=cmd@example.com',
      'ben@example.com',
      'cleo@example.com',
    ]);
    const again = await asAdmin(cookie, `/api/free-downloads/${ana?.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(FREE_DOWNLOAD_MESSAGES.notFound);
    expect((await asAdmin(cookie, '/api/free-downloads/abc', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses anonymous visitors (401) and customers (403): list, export and forgetting alike', async () => {
    const customer = await customerCookie();
    await requests();
    const [row] = await stored();
    const calls: [string, string][] = [
      ['GET', '/api/free-downloads'],
      ['GET', '/api/free-downloads/export'],
      ['DELETE', `/api/free-downloads/${row?.id}`],
    ];
    for (const [method, path] of calls) {
      const same = { 'sec-fetch-site': 'same-origin' };
      expect((await getJson(path, { method, headers: same })).status, path).toBe(401);
      expect((await getJson(path, { method, headers: { ...same, cookie: customer } })).status, path).toBe(403);
    }
    expect(await stored()).toHaveLength(5);
  });
});
