import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export interface NewUser {
  email: string;
  name: string;
  phoneNumber?: string;
  passwordHash: string | null;
  profileImageKey?: string | null;
  emailVerified?: boolean;
}

/**
 * Creates an account with role user: no request can choose its role. Returns null when the
 * e-mail is taken (also when another request took it a moment ago: the unique index decides).
 */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...input, role: 'user' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export type UserChanges = Partial<Pick<UserRow, 'name' | 'phoneNumber' | 'passwordHash' | 'profileImageKey'>>;

export async function updateUser(db: Db, id: string, changes: UserChanges, now = Date.now()): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`User ${id} vanished during an update`);
  return row;
}
