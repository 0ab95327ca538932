import type { Page, Song } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { getJson, makeSong, makeUser } from './fixtures.ts';

describe('GET /api/songs/published', () => {
  it('lists only published songs, newest first', async () => {
    const artist = await makeUser({ name: 'Nova' });
    const old = await makeSong(artist, { title: 'Old', publishAt: Date.now() - 10_000_000 });
    const recent = await makeSong(artist, { title: 'Recent', publishAt: Date.now() - 1000 });
    await makeSong(artist, { title: 'Scheduled', publishAt: Date.now() + 3_600_000 });
    await makeSong(artist, { title: 'Deleted', deletedAt: Date.now() } as never);

    const { status, body, res } = await getJson<Page<Song>>('/api/songs/published');
    expect(status).toBe(200);
    expect(body.data.map((s) => s.id)).toEqual([recent, old]);
    expect(body.total).toBe(2);
    expect(body.page).toBe(1);
    expect(body.limit).toBe(10);
    expect(body.data[0]?.user.name).toBe('Nova');
    expect(res.headers.get('cache-control')).toContain('public');
  });
});
