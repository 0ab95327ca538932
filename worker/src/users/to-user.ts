import type { User } from '@beats/contract';
import type { users } from '../db/schema.ts';
import { mediaUrl } from '../media/keys.ts';

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phoneNumber' | 'role' | 'profileImageKey' | 'createdAt'
>;

/** A user as the API shows them: never the password hash or other internals. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    profileImage: row.profileImageKey ? mediaUrl(row.profileImageKey) : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
