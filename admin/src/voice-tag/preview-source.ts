/**
 * The audio a tagged preview is made from: the untagged MP3 chosen in the form, else its WAV,
 * else (editing a song) the song's own MP3 or WAV on file. An MP3 first: it is what buyers of
 * the cheapest plans get, and it is the smaller file to fetch again.
 */
import { chosenFile, type SongFormValues } from '../songs/form/song-form-values.ts';

export type PreviewSource = { file: File } | { url: string };

export function taggedPreviewSource(
  values: Pick<SongFormValues, 'mp3' | 'wav'>,
  current?: { id: number; files: { mp3: boolean; wav: boolean } },
): PreviewSource | null {
  const chosen = chosenFile(values.mp3) ?? chosenFile(values.wav);
  if (chosen) return { file: chosen };
  const kind = current?.files.mp3 ? 'mp3' : current?.files.wav ? 'wav' : null;
  return current && kind ? { url: `/api/songs/${current.id}/files/${kind}` } : null;
}

/** How the form names the source under the choice ('the untagged MP3 you chose'). */
export function describeSource(source: PreviewSource | null): string {
  if (!source) return 'the untagged MP3 or WAV, once you choose one';
  if ('url' in source) return `the ${source.url.endsWith('/wav') ? 'WAV' : 'untagged MP3'} on file`;
  return `${source.file.name}`;
}
