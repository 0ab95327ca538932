/** Test data: the signed-in state of a visitor. */
import type { Me } from '@beats/contract';
import type { AuthState } from './auth.store.ts';

/** A signed-in customer who uploaded and owns the given songs. */
export const signedIn = (uploadedSongIds: number[], ownedSongIds: number[]): AuthState => ({
  status: 'signed-in',
  me: {
    user: {
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      phoneNumber: '',
      role: 'user',
      profileImage: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    uploadedSongIds,
    ownedSongIds,
  } satisfies Me,
});
