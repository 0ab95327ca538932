import { SongIdParamSchema } from '@beats/contract';

/** A track id from a route parameter, or null when it cannot name a track (then the page is a 404). */
export function parseTrackId(param: string | undefined): number | null {
  const parsed = SongIdParamSchema.safeParse({ id: param ?? '' });
  return parsed.success ? parsed.data.id : null;
}
