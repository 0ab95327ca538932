/**
 * The voice tag page's 'Previews made with your voice tag': how many songs have one, and making
 * them all again with the tag as saved now (after a new recording, or new timing or volume), one
 * after another in this browser, with Stop. The songs list shows each song's new preview after.
 */

import type { VoiceTaggedSong } from '@beats/contract';
import { useInvalidate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type RemakeOutcome, type RemakeProgress, remakePreviews } from './remake-previews.ts';
import { fetchVoiceTaggedSongs, VOICE_TAGGED_SONGS_QUERY_KEY } from './voice-tag-api.ts';

const previews = (n: number) => (n === 1 ? '1 preview' : `${n} previews`);

export function RemakePreviews() {
  const { message } = App.useApp();
  const queries = useQueryClient();
  const invalidate = useInvalidate();
  const { data: songs = [] } = useQuery({ queryKey: VOICE_TAGGED_SONGS_QUERY_KEY, queryFn: fetchVoiceTaggedSongs });
  // The songs being made again, as listed when it started (the list may be read again meanwhile).
  const [batch, setBatch] = useState<VoiceTaggedSong[]>([]);
  const [progress, setProgress] = useState<RemakeProgress | null>(null);
  const [outcome, setOutcome] = useState<RemakeOutcome | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setOutcome(null);
    setBatch(songs);
    const result = await remakePreviews(songs, { signal: controller.signal, onProgress: setProgress });
    running.current = null;
    setProgress(null);
    setOutcome(result);
    const made = `${previews(result.made)} made again with your voice tag.`;
    if (result.made > 0) message.success(made);
    else message.warning(made);
    await Promise.all([
      queries.invalidateQueries({ queryKey: VOICE_TAGGED_SONGS_QUERY_KEY }),
      invalidate({ resource: 'songs', invalidates: ['list', 'detail'] }),
    ]);
  };

  const current = progress && batch[progress.index];
  return (
    <section aria-labelledby="remake-previews">
      <Typography.Title level={2} id="remake-previews" className="admin-section-title">
        Previews made with your voice tag
      </Typography.Title>
      <Typography.Paragraph>
        {songs.length === 0
          ? 'None yet.'
          : `${previews(songs.length)}. After changing your voice tag, make them again so every track carries it as it is now.`}
      </Typography.Paragraph>
      {progress && current ? (
        <div role="status" aria-live="polite">
          <Progress
            percent={Math.floor(((progress.index + progress.share) / batch.length) * 100)}
            status="active"
            aria-label="Making previews again"
          />
          <Space>
            <Typography.Text>
              Making {progress.index + 1} of {batch.length}: {current.title}
            </Typography.Text>
            <Button onClick={() => running.current?.abort()}>Stop</Button>
          </Space>
        </div>
      ) : (
        songs.length > 0 && <Button onClick={() => void start()}>Make them again with this tag</Button>
      )}
      {outcome && outcome.failed.length > 0 && (
        <div role="alert">
          <Typography.Paragraph>Not made again:</Typography.Paragraph>
          <ul>
            {outcome.failed.map(({ id, title, reason }) => (
              <li key={id}>
                {title}: {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
