/**
 * The producer's voice tag, end to end: the owner saves it on its page (refused when it is not
 * audio or too long), then a song's preview is made in the browser from its untagged MP3 with the
 * tag over it, on upload and again on edit from the MP3 on file. The preview the store then plays
 * is decoded here: the tag is heard where it should be, and nowhere else.
 */
import { AdminSongDetailSchema, AdminSongListSchema, VoiceTagSongsSchema } from '@beats/contract';
import type { Page } from '@playwright/test';
import { encodeMp3, encodeWav } from '../scripts/demo/encode.ts';
import { answerDialog, coverFile, signInAsAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

const RATE = 22_050;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** `seconds` of a 660 Hz tone: the "voice". */
function tone(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * 660 * i) / RATE);
  return samples;
}

const tagWav = (seconds: number) => ({
  name: 'my-tag.wav',
  mimeType: 'audio/wav',
  buffer: Buffer.from(encodeWav([tone(seconds)], RATE)),
});

/** A silent untagged MP3: whatever the preview holds besides silence is the tag. */
const silentMp3 = (seconds: number) => ({
  name: 'untagged.mp3',
  mimeType: 'audio/mpeg',
  buffer: Buffer.from(encodeMp3([new Float32Array(seconds * 44_100)], 44_100, 64)),
});

/** The loudness (RMS) of each whole second of the audio at `url`, decoded by the browser. */
const loudnessPerSecond = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const bytes = await (await fetch(address)).arrayBuffer();
    const audio = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(bytes);
    const samples = audio.getChannelData(0);
    const levels: number[] = [];
    for (let start = 0; start + audio.sampleRate <= samples.length; start += audio.sampleRate) {
      let sum = 0;
      for (let i = start; i < start + audio.sampleRate; i++) sum += (samples[i] ?? 0) ** 2;
      levels.push(Math.sqrt(sum / audio.sampleRate));
    }
    return levels;
  }, url);

async function songTitled(page: Page, title: string) {
  const res = await page.request.get(`/api/songs?q=${encodeURIComponent(title)}`);
  const id = AdminSongListSchema.parse(await res.json()).data.find((song) => song.title === title)?.id;
  expect(id).toBeDefined();
  const detail = await page.request.get(`/api/songs/${id}`);
  return AdminSongDetailSchema.parse(await detail.json()).data;
}

test.afterEach(async ({ page }) => {
  // Other tests upload songs with a preview of their own: the store keeps no voice tag after this one.
  expect((await page.request.delete('/api/voice-tag', { headers: SAME_ORIGIN })).status()).toBe(204);
});

test('the owner saves a voice tag; refused files say why under the field', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Voice tag' }).click();
  await expect(page).toHaveURL(/\/admin\/voice-tag$/);
  await expect(page.getByText('No voice tag yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the audio file of your voice tag.')).toBeVisible();

  // Named like audio, checked by its content on the server.
  await page.locator('#file').setInputFiles({ name: 'tag.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(4096, 7) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The voice tag must be an MP3, WAV, FLAC or AAC file.').first()).toBeVisible();

  await page.locator('#file').setInputFiles(tagWav(16));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The voice tag must be at most 15 seconds long.').first()).toBeVisible();

  await page.getByLabel('Play it every (seconds)').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Play it every 10 to 120 seconds, in whole seconds.')).toBeVisible();

  await page.locator('#file').setInputFiles(tagWav(1));
  await page.getByLabel('Play it every (seconds)').fill('12');
  await page.getByLabel('Volume (%)').fill('90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voice tag saved.')).toBeVisible();
  await expect(page.getByLabel('Your voice tag', { exact: true })).toBeVisible();
  // The picker is empty again: saving once more changes the settings alone.
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(0);
  await expect(page.getByText(/^1\.0 s, WAV, saved/)).toBeVisible();

  // Kept as saved, and playable by the admin.
  await page.reload();
  await expect(page.getByLabel('Play it every (seconds)')).toHaveValue('12');
  await expect(page.getByLabel('Volume (%)')).toHaveValue('90');
  const src = await page.getByLabel('Your voice tag', { exact: true }).getAttribute('src');
  const file = await page.request.get(src ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('audio/wav');

  // Heard on a track before anything is saved: the settings as typed, mixed and played here.
  await page.getByLabel('Volume (%)').fill('40');
  const tryIt = page.getByRole('region', { name: 'Hear it on a track' });
  // Found by typing: the list holds every track with an untagged file.
  await tryIt.getByRole('combobox', { name: 'Track to hear it on' }).fill('Midnight');
  await page.locator('.ant-select-item-option[title="Midnight Static"]').click();
  await tryIt.getByRole('button', { name: 'Listen' }).click();
  await expect(tryIt.getByRole('status')).toHaveText('Playing Midnight Static with your voice tag.', {
    timeout: 20_000,
  });
  await tryIt.getByRole('button', { name: 'Stop' }).click();
  await expect(tryIt.getByRole('status')).toHaveText('');
  // A setting out of range is said under it, and nothing plays.
  await page.getByLabel('Play it every (seconds)').fill('200');
  await tryIt.getByRole('button', { name: 'Listen' }).click();
  await expect(page.getByText('Play it every 10 to 120 seconds, in whole seconds.')).toBeVisible();
  await expect(toast(page, 'Choose your voice tag and check its settings above first.')).toBeVisible();
  await page.reload();

  // Removing asks first.
  await page.getByRole('button', { name: 'Remove' }).click();
  await answerDialog(page.getByRole('dialog'), 'Cancel');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Your voice tag', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await answerDialog(page.getByRole('dialog'), 'Remove');
  await expect(toast(page, 'Voice tag removed.')).toBeVisible();
  await expect(page.getByText('No voice tag yet.')).toBeVisible();
});

test('a preview made with the voice tag carries it at the start and every interval, on upload and on edit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, '/admin/voice-tag');
  await page.locator('#file').setInputFiles(tagWav(1));
  await page.getByLabel('Play it every (seconds)').fill('10');
  await page.getByLabel('Volume (%)').fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voice tag saved.')).toBeVisible();

  await page.goto('/admin/upload');
  const title = `Tagged ${Date.now().toString(36)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.locator('#cover').setInputFiles(coverFile());
  // With a voice tag, a new song's preview is made with it unless the owner chooses a file.
  await expect(page.getByRole('radio', { name: 'Make it with my voice tag' })).toBeChecked();
  await expect(page.locator('#preview')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Choose the untagged MP3 or WAV to make the tagged preview from.')).toBeVisible();

  await page.locator('#mp3').setInputFiles(silentMp3(25));
  await expect(
    page.getByText('Made from untagged.mp3 with your voice tag every 10 s, when you publish.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Song published/scheduled successfully!')).toBeVisible({ timeout: 60_000 });

  const song = await songTitled(page, title);
  expect(song.previewVoiceTag).toBe(true);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('voice tag');
  expect(song.files.mp3).toBe(true);
  expect(song.duration).toBe('00:25');
  expect(song.waveform).toHaveLength(75);
  const levels = await loudnessPerSecond(page, song.audioFile ?? '');
  expect(levels.length).toBeGreaterThanOrEqual(24);
  // The tag in seconds 0, 10 and 20; silence between (and no tag at 30: the track has ended).
  for (const second of [0, 10, 20]) expect(levels[second]).toBeGreaterThan(0.1);
  for (const second of [3, 5, 8, 13, 15, 18, 23]) expect(levels[second]).toBeLessThan(0.01);

  // The licensed MP3 stays untagged: the owner's file as uploaded.
  const licensed = await page.request.get(`/api/songs/${song.id}/files/mp3`);
  expect(licensed.status()).toBe(200);
  expect(Buffer.from(await licensed.body()).equals(silentMp3(25).buffer)).toBe(true);

  // Editing: the preview stays unless the owner makes it again, from the MP3 on file.
  await page.goto(`/admin/songs/${song.id}/edit`);
  await expect(page.getByText('Now: a preview made with your voice tag, of a track of 00:25.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Keep or choose a file' })).toBeChecked();
  await page.getByRole('radio', { name: 'Make it with my voice tag' }).check();
  await expect(
    page.getByText('Made from the untagged MP3 on file with your voice tag every 10 s, when you save.'),
  ).toBeVisible();
  await page.goto('/admin/voice-tag');
  await page.getByLabel('Play it every (seconds)').fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voice tag saved.')).toBeVisible();
  await page.goto(`/admin/songs/${song.id}/edit`);
  await page.getByRole('radio', { name: 'Make it with my voice tag' }).check();
  await page.getByRole('button', { name: 'Update Song' }).click();
  await expect(toast(page, 'Song updated successfully!')).toBeVisible({ timeout: 60_000 });

  const edited = await songTitled(page, title);
  expect(edited.audioFile).not.toBe(song.audioFile);
  const again = await loudnessPerSecond(page, edited.audioFile ?? '');
  for (const second of [0, 15]) expect(again[second]).toBeGreaterThan(0.1);
  for (const second of [5, 10, 20]) expect(again[second]).toBeLessThan(0.01);

  // A new timing: every preview made with the tag is made again from its untagged file, on request.
  await page.goto('/admin/voice-tag');
  await page.getByLabel('Play it every (seconds)').fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voice tag saved.')).toBeVisible();
  const remake = page.getByRole('region', { name: 'Previews made with your voice tag' });
  await expect(remake).toContainText('1 preview. After changing your voice tag, make them again');
  await remake.getByRole('button', { name: 'Make them again with this tag' }).click();
  await expect(toast(page, '1 preview made with your voice tag.')).toBeVisible({ timeout: 60_000 });
  const remade = await songTitled(page, title);
  expect(remade.audioFile).not.toBe(edited.audioFile);
  expect(remade.previewVoiceTag).toBe(true);
  const third = await loudnessPerSecond(page, remade.audioFile ?? '');
  for (const second of [0, 20]) expect(third[second]).toBeGreaterThan(0.1);
  for (const second of [5, 10, 15]) expect(third[second]).toBeLessThan(0.01);

  // The demo tracks have untagged files and previews of their own: replacing those asks first.
  const untagged = await page.request.get('/api/voice-tag/songs?made=false');
  const others = VoiceTagSongsSchema.parse(await untagged.json()).data.length;
  expect(others).toBeGreaterThan(1);
  const otherList = page.getByRole('region', { name: 'Other previews' });
  await expect(otherList).toContainText(`${others} tracks have an untagged MP3 or WAV and a preview of their own.`);
  await otherList.getByRole('button', { name: 'Make their previews with your voice tag' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Replace ${others} previews?`);
  await answerDialog(page.getByRole('dialog'), 'Cancel');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(
    VoiceTagSongsSchema.parse(await (await page.request.get('/api/voice-tag/songs?made=false')).json()).data,
  ).toHaveLength(others);

  expect((await page.request.delete(`/api/songs/${song.id}`, { headers: SAME_ORIGIN })).status()).toBe(204);
});

/** Chooses a preview length on the voice tag page (the visible option: antd's role="option" is a hidden list). */
async function choosePreviewLength(page: Page, label: string) {
  // The chosen value's text lies over the combobox's input: the select is clicked as a whole.
  await page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: 'Preview length' }) })
    .click();
  await page.locator(`.ant-select-item-option[title="${label}"]`).click();
  await expect(page.locator(`.ant-select-selection-item[title="${label}"]`)).toBeVisible();
}

/** How long the audio at `url` is, decoded by the browser, in seconds. */
const decodedSeconds = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const bytes = await (await fetch(address)).arrayBuffer();
    return (await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(bytes)).duration;
  }, url);

test("a preview length keeps the track's start, fading out, while the song keeps the whole track's length", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, '/admin/voice-tag');
  await page.locator('#file').setInputFiles(tagWav(1));
  await page.getByLabel('Play it every (seconds)').fill('10');
  await page.getByLabel('Volume (%)').fill('100');
  await expect(page.locator('.ant-select-selection-item[title="Whole track"]')).toBeVisible();
  await choosePreviewLength(page, 'First 30 seconds');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voice tag saved.')).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-select-selection-item[title="First 30 seconds"]')).toBeVisible();

  await page.goto('/admin/upload');
  const title = `Cut ${Date.now().toString(36)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.locator('#cover').setInputFiles(coverFile());
  await page.locator('#mp3').setInputFiles(silentMp3(50));
  await expect(
    page.getByText('Made from untagged.mp3 with your voice tag every 10 s, the first 30 s, when you publish.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Song published/scheduled successfully!')).toBeVisible({ timeout: 60_000 });

  // The track is 50 s long; what plays (and is downloaded free) is its first 30.
  const song = await songTitled(page, title);
  expect(song.previewVoiceTag).toBe(true);
  expect(song.duration).toBe('00:50');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('00:50');
  const preview = song.audioFile ?? '';
  // An MP3 encoder adds a few milliseconds of its own at the ends.
  expect(Math.abs((await decodedSeconds(page, preview)) - 30)).toBeLessThan(0.2);
  const levels = await loudnessPerSecond(page, preview);
  // The tag at 0, 10 and 20; none at 30 (cut off) nor in the fade (27 to 30).
  for (const second of [0, 10, 20]) expect(levels[second]).toBeGreaterThan(0.1);
  for (const second of [5, 15, 25, 27, 28, 29]) expect(levels[second]).toBeLessThan(0.01);

  // A new length is a change of the tag: the page offers to make the preview again, as long as it says.
  await page.goto('/admin/voice-tag');
  await choosePreviewLength(page, 'First 45 seconds');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voice tag saved.')).toBeVisible();
  const remake = page.getByRole('region', { name: 'Previews made with your voice tag' });
  await expect(remake).toContainText('1 preview. After changing your voice tag, make them again');
  await remake.getByRole('button', { name: 'Make them again with this tag' }).click();
  await expect(toast(page, '1 preview made with your voice tag.')).toBeVisible({ timeout: 60_000 });
  const remade = await songTitled(page, title);
  expect(remade.audioFile).not.toBe(song.audioFile);
  expect(remade.duration).toBe('00:50');
  expect(Math.abs((await decodedSeconds(page, remade.audioFile ?? '')) - 45)).toBeLessThan(0.2);
  const longer = await loudnessPerSecond(page, remade.audioFile ?? '');
  // The tag at 40 ends at 41, before the fade (42 to 45).
  for (const second of [0, 10, 20, 30, 40]) expect(longer[second]).toBeGreaterThan(0.1);
  for (const second of [35, 42, 43, 44]) expect(longer[second]).toBeLessThan(0.01);
  // The song's form says the length as the track's.
  await page.goto(`/admin/songs/${song.id}/edit`);
  await expect(page.getByText('Now: a preview made with your voice tag, of a track of 00:50.')).toBeVisible();

  expect((await page.request.delete(`/api/songs/${song.id}`, { headers: SAME_ORIGIN })).status()).toBe(204);
});
