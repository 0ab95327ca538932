/** Test data: the signed-in state of a visitor. */
import type { Me, User } from '@beats/contract';
import type { AuthState } from './auth.store.ts';

/** A customer as the API describes them. */
export const testUser: User = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  phoneNumber: '',
  role: 'user',
  profileImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A signed-in customer who uploaded and owns the given songs. */
export const signedIn = (uploadedSongIds: number[], ownedSongIds: number[]): AuthState => ({
  status: 'signed-in',
  me: { user: testUser, uploadedSongIds, ownedSongIds } satisfies Me,
});
