/**
 * Sending a song form from a page: the one progress figure while it goes, and an end to it when
 * the page is left or the form discarded (the server's sweep removes unfinished parts).
 */
import { useEffect, useRef, useState } from 'react';
import { type RequestFailure, requestFailure } from '../../api/client.ts';
import type { SongRecord } from '../../api/records.ts';
import { type Progress, type SendSongRequest, sendSong } from './send-song.ts';

/** The song as saved, why it was not, or null when it was stopped. */
export type SendOutcome = { song: SongRecord } | { failure: RequestFailure } | null;

export function useSongSender() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  const send = async (request: Omit<SendSongRequest, 'signal' | 'onProgress'>): Promise<SendOutcome> => {
    const controller = new AbortController();
    sending.current = controller;
    setProgress({ sent: 0, total: 0 });
    try {
      return { song: await sendSong({ ...request, signal: controller.signal, onProgress: setProgress }) };
    } catch (error) {
      return controller.signal.aborted ? null : { failure: requestFailure(error) };
    } finally {
      sending.current = null;
      setProgress(null);
    }
  };
  return { progress, busy: progress !== null, send, stop: () => sending.current?.abort() };
}
