/**
 * The voice tag page's lists of previews to make with the tag as saved now: those made with it
 * (again, after a new recording or new timing, volume or preview length), and the others of
 * tracks that have an untagged MP3 or WAV (uploaded before the tag, or chosen as files; replacing
 * them asks first). One song after another in this browser, with Stop; the songs list shows the
 * new previews after.
 */
import type { VoiceTagSong } from '@beats/contract';
import { useInvalidate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { requestFailure } from '../api/client.ts';
import { type RemakeOutcome, type RemakeProgress, remakePreviews } from './remake-previews.ts';
import { type LoadedVoiceTag, loadVoiceTag } from './tagged-preview.ts';
import { fetchVoiceTagSongs, fetchVoiceTagSongsPage, voiceTagSongsQueryKey } from './voice-tag-api.ts';

const previews = (n: number) => (n === 1 ? '1 preview' : `${n} previews`);
const tracks = (n: number) => (n === 1 ? '1 track has' : `${n} tracks have`);

/** How many a list holds, as the page says it: its first page only, and "more than" when there are others. */
interface Count {
  n: number;
  more: boolean;
}
const moreThan = ({ more }: Count) => (more ? 'More than ' : '');

/** What each list says and does. */
const LISTS = {
  made: {
    title: 'Previews made with your voice tag',
    none: 'None yet.',
    some: (count: Count) =>
      `${moreThan(count)}${previews(count.n)}. After changing your voice tag, make them again so every track carries it as it is now.`,
    action: 'Make them again with this tag',
    confirm: null,
  },
  others: {
    title: 'Other previews',
    none: 'Every track with an untagged MP3 or WAV has a preview made with your voice tag.',
    some: (count: Count) => `${moreThan(count)}${tracks(count.n)} an untagged MP3 or WAV and a preview of their own.`,
    action: 'Make their previews with your voice tag',
    confirm: (count: Count) => ({
      title: `Replace ${moreThan(count).toLowerCase()}${previews(count.n)}?`,
      content: 'Each is made from its untagged MP3 (or WAV) with your voice tag, in place of the preview it has now.',
    }),
  },
} as const;

function PreviewList({ made }: { made: boolean }) {
  const list = LISTS[made ? 'made' : 'others'];
  const { message, modal } = App.useApp();
  const queries = useQueryClient();
  const invalidate = useInvalidate();
  // The first page tells how many there are (or that there are more); the rest is read on start.
  const { data: first } = useQuery({
    queryKey: voiceTagSongsQueryKey(made),
    queryFn: () => fetchVoiceTagSongsPage(made),
  });
  const count: Count = { n: first?.data.length ?? 0, more: (first?.next ?? null) !== null };
  // The songs being made, as read when it started (the first page may be read again meanwhile).
  const [batch, setBatch] = useState<VoiceTagSong[]>([]);
  const [progress, setProgress] = useState<RemakeProgress | null>(null);
  const [outcome, setOutcome] = useState<RemakeOutcome | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    running.current = controller;
    setOutcome(null);
    let songs: VoiceTagSong[];
    let voiceTag: LoadedVoiceTag;
    try {
      [songs, voiceTag] = await Promise.all([fetchVoiceTagSongs(made), loadVoiceTag(controller.signal)]);
    } catch (error) {
      running.current = null;
      message.error(requestFailure(error).message);
      return;
    }
    setBatch(songs);
    // Never fails as a whole: a song that fails is in the outcome, and the rest go on.
    const result = await remakePreviews(songs, voiceTag, { signal: controller.signal, onProgress: setProgress });
    running.current = null;
    setProgress(null);
    setOutcome(result);
    const done = `${previews(result.made)} made with your voice tag.`;
    if (result.made > 0) message.success(done);
    else message.warning(done);
    await Promise.all([
      queries.invalidateQueries({ queryKey: ['voice-tag', 'songs'] }),
      invalidate({ resource: 'songs', invalidates: ['list', 'detail'] }),
    ]);
  };
  const start = () => {
    const confirm = list.confirm?.(count);
    if (!confirm) return void run();
    modal.confirm({ ...confirm, okText: 'Replace', cancelText: 'Cancel', onOk: () => void run() });
  };

  const id = `voice-tag-${made ? 'made' : 'others'}`;
  const current = progress && batch[progress.index];
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id} className="admin-section-title">
        {list.title}
      </Typography.Title>
      <Typography.Paragraph>{count.n === 0 ? list.none : list.some(count)}</Typography.Paragraph>
      {progress && current ? (
        <div role="status" aria-live="polite">
          <Progress
            percent={Math.floor(((progress.index + progress.share) / batch.length) * 100)}
            status="active"
            aria-label={`${list.title}: progress`}
          />
          <Space>
            <Typography.Text>
              Making {progress.index + 1} of {batch.length}: {current.title}
            </Typography.Text>
            <Button onClick={() => running.current?.abort()}>Stop</Button>
          </Space>
        </div>
      ) : (
        count.n > 0 && <Button onClick={start}>{list.action}</Button>
      )}
      {outcome && outcome.failed.length > 0 && (
        <div role="alert">
          <Typography.Paragraph>Not made:</Typography.Paragraph>
          <ul>
            {outcome.failed.map(({ id: songId, title, reason }) => (
              <li key={songId}>
                {title}: {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export function RemakePreviews() {
  return (
    <>
      <PreviewList made />
      <PreviewList made={false} />
    </>
  );
}
