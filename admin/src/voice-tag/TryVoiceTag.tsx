/**
 * 'Hear it on a track', on the voice tag page: plays a track with the tag over it as the form
 * stands (a newly chosen recording, the timing, volume and preview length chosen), before anything
 * is saved or any preview is made. Mixed here with Web Audio and played through it; nothing is
 * encoded or sent.
 */
import type { VoiceTagSong } from '@beats/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { requestFailure } from '../api/client.ts';
import type { MixSettings } from './mix-voice-tag.ts';
import { taggedPreviewSource } from './preview-source.ts';
import { decodeTag, mixWithTag } from './tagged-preview.ts';
import { fetchVoiceTagSongsPage, voiceTagSongsQueryKey } from './voice-tag-api.ts';

/** When the form above has no recording, or settings out of range (they say why under them). */
const CHECK_THE_FORM = 'Choose your voice tag and check its settings above first.';

export interface TryVoiceTagProps {
  /** The tag as the form stands: the recording chosen, else the one saved, and the settings typed. */
  current: () => Promise<{ tag: Blob; settings: MixSettings } | null>;
}

/** The tracks to try it on: those with an untagged file (the first page of each list). */
function useTracks(): VoiceTagSong[] {
  const made = useQuery({ queryKey: voiceTagSongsQueryKey(true), queryFn: () => fetchVoiceTagSongsPage(true) });
  const others = useQuery({ queryKey: voiceTagSongsQueryKey(false), queryFn: () => fetchVoiceTagSongsPage(false) });
  return [...(made.data?.data ?? []), ...(others.data?.data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
}

export function TryVoiceTag({ current }: TryVoiceTagProps) {
  const { message } = App.useApp();
  const tracks = useTracks();
  const [songId, setSongId] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'mixing' | 'playing'>('idle');
  const playing = useRef<{ context: AudioContext; abort: AbortController } | null>(null);

  const stop = () => {
    playing.current?.abort.abort();
    void playing.current?.context.close();
    playing.current = null;
    setState('idle');
  };
  // Leaving the page ends what plays.
  useEffect(
    () => () => {
      playing.current?.abort.abort();
      void playing.current?.context.close();
    },
    [],
  );

  const listen = async () => {
    const song = tracks.find((track) => track.id === songId);
    const source = song && taggedPreviewSource({}, song);
    if (!source) return;
    stop();
    // Made within the press, so the browser lets it play once the mix is ready.
    const context = new AudioContext();
    const abort = new AbortController();
    playing.current = { context, abort };
    setState('mixing');
    try {
      const form = await current();
      if (!form) throw new Error(CHECK_THE_FORM);
      const { mixed } = await mixWithTag(
        source,
        { tag: await decodeTag(form.tag), settings: form.settings },
        abort.signal,
      );
      if (abort.signal.aborted) return;
      const node = context.createBufferSource();
      node.buffer = mixed;
      node.connect(context.destination);
      node.onended = () => {
        if (playing.current?.context === context) stop();
      };
      node.start();
      setState('playing');
    } catch (error) {
      if (abort.signal.aborted) return;
      stop();
      message.error(requestFailure(error).message);
    }
  };

  if (tracks.length === 0) return null;
  const title = tracks.find((track) => track.id === songId)?.title;
  return (
    <section aria-labelledby="voice-tag-try">
      <Typography.Title level={2} id="voice-tag-try" className="admin-section-title">
        Hear it on a track
      </Typography.Title>
      <Typography.Paragraph>
        Plays a track with your voice tag as set above, before you save or make any preview.
      </Typography.Paragraph>
      <Space wrap>
        <Select
          aria-label="Track to hear it on"
          placeholder="Choose a track"
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 260 }}
          value={songId}
          onChange={setSongId}
          options={tracks.map((track) => ({ value: track.id, label: track.title }))}
        />
        {state === 'idle' ? (
          <Button disabled={songId === null} onClick={() => void listen()}>
            Listen
          </Button>
        ) : (
          <Button onClick={stop}>Stop</Button>
        )}
      </Space>
      <div role="status" aria-live="polite" className="admin-player__time">
        {state === 'mixing' && `Mixing ${title} with your voice tag...`}
        {state === 'playing' && `Playing ${title} with your voice tag.`}
      </div>
    </section>
  );
}
