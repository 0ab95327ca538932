/**
 * Helpers for the admin's browser tests: signing in as the demo store owner, real media files to
 * upload (a JPEG cover, an MP3, a stems ZIP), songs made through the API, and the store's own
 * D1 and R2 (the same local state `wrangler dev` serves) for what a test must set up or check
 * that no page shows: orders, which only a payment records, and the licensed files kept for buyers.
 */
import { type AdminSong, AdminSongDetailSchema, UploadDetailSchema } from '@beats/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { renderCover } from '../scripts/demo/cover.ts';
import { type LocalPlatform, openLocalPlatform } from '../scripts/lib/local-platform.ts';
import { DEMO_ACCOUNTS } from '../scripts/seed/demo-accounts.ts';
import { getDb } from '../worker/src/db/client.ts';
import { songs } from '../worker/src/db/schema.ts';
import { mp3, wav } from '../worker/test/media-samples.ts';
import { insertOrder, type OrderSeed } from '../worker/test/order-records.ts';
import { expect } from './fixtures.ts';
import { storeStateDir } from './test-store.ts';

export const ADMIN = DEMO_ACCOUNTS.admin;
export const CUSTOMER = DEMO_ACCOUNTS.customer;

/**
 * Clicks the button `name` of a dialog once the dialog has finished opening. A dialog grows from
 * where the pointer clicked to open it; a click while it still grows can press the button in one
 * place and release it in another, which is no click at all (the dialog stays open, untouched).
 */
export async function answerDialog(dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  await dialog.getByRole('button', { name, exact: true }).click();
}

/** Signs in on the store's login page (an admin lands in /admin, spec), then opens `path`. */
export async function signInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  if (path !== '/admin') await page.goto(path);
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

let covers = 0;
export const coverFile = (): UploadFile => ({
  name: 'cover.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(renderCover({ seed: 9_000 + ++covers, size: 320 })),
});

export const audioFile = (seconds: number): UploadFile => ({
  name: 'preview.mp3',
  mimeType: 'audio/mpeg',
  buffer: Buffer.from(mp3(seconds)),
});

/** A stems ZIP of about `megabytes` MB (stored WAVs: larger than one upload part when asked). */
export function stemsFile(megabytes: number): UploadFile {
  const stem = wav(Math.max(0.2, (megabytes * 1024 * 1024) / 2 / 2 / 8000));
  const zip = zipSync({ 'drums.wav': stem, 'bass.wav': stem }, { level: 0 });
  return { name: 'stems.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) };
}

/** A song made through the API as the signed-in admin of `request` (the page's cookies). */
export async function createSong(
  request: APIRequestContext,
  fields: { title: string; pricing?: string; publishAt?: string },
): Promise<AdminSong> {
  const cover = coverFile();
  const audio = audioFile(2);
  const res = await request.post('/api/songs', {
    headers: { 'sec-fetch-site': 'same-origin' },
    multipart: {
      title: fields.title,
      pricing: fields.pricing ?? '19.99',
      ...(fields.publishAt && { publishAt: fields.publishAt }),
      coverImage: cover,
      audioFile: audio,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return AdminSongDetailSchema.parse(await res.json()).data;
}

/** Opens the store's D1 and R2 for the length of `use`. */
export async function withStore<T>(use: (platform: LocalPlatform) => Promise<T>): Promise<T> {
  const platform = await openLocalPlatform(storeStateDir());
  try {
    return await use(platform);
  } finally {
    await platform.dispose();
  }
}

/** Records orders as a payment would (the checkout's own recording is not part of the admin). */
export const recordOrders = (seeds: OrderSeed[]): Promise<string[]> =>
  withStore(async ({ env }) => {
    const ids: string[] = [];
    for (const seed of seeds) ids.push(await insertOrder(getDb(env.DB), seed));
    return ids;
  });

/** Gives a song its untagged MP3 through the upload API, as the edit form does: its bytes and FILES key. */
export async function addLicensedMp3(
  request: APIRequestContext,
  songId: number,
): Promise<{ key: string; bytes: Buffer }> {
  const headers = { 'sec-fetch-site': 'same-origin' };
  const bytes = audioFile(1).buffer;
  const started = await request.post('/api/uploads', {
    headers,
    data: { kind: 'mp3', format: 'mp3', size: bytes.length },
  });
  expect(started.status()).toBe(201);
  const { id } = UploadDetailSchema.parse(await started.json()).data;
  const part = await request.put(`/api/uploads/${id}/parts/1`, {
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    data: bytes,
  });
  expect(part.status()).toBe(200);
  expect((await request.post(`/api/uploads/${id}/complete`, { headers })).status()).toBe(200);
  const changed = await request.put(`/api/songs/${songId}`, { headers, data: { mp3Upload: id } });
  expect(changed.status()).toBe(200);
  const key = await withStore(async ({ env }) => {
    const [row] = await getDb(env.DB).select({ mp3Key: songs.mp3Key }).from(songs).where(eq(songs.id, songId));
    if (!row?.mp3Key) throw new Error(`Song ${songId} has no MP3 after its upload`);
    return row.mp3Key;
  });
  return { key, bytes };
}
