/**
 * 'Recent Uploads': the newest songs (`GET /api/songs/new-releases?limit=7`), asked again after
 * each upload (the spec's uploadTrigger: the upload page invalidates this query).
 */
import { SongListSchema } from '@beats/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';

export const RECENT_UPLOADS_LIMIT = 7;
const KEY = ['recent-uploads'] as const;

export function useRecentUploads() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const { data } = await api.get('/songs/new-releases', { params: { limit: RECENT_UPLOADS_LIMIT } });
      return SongListSchema.parse(data).data;
    },
  });
}

/** Call after an upload: the list loads again. */
export function useReloadRecentUploads(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}
