/**
 * Profile images: JPEG, PNG or WebP of at most 5 MB, recognised by their first bytes (a renamed
 * file or a wrong Content-Type does not get in), stored in the public MEDIA bucket.
 */
import { AUTH_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { sniffImageType } from '../media/probe/image.ts';
import { putContent } from '../media/store.ts';

/** Checks an uploaded profile image (413 too large, 415 not an image) and stores it; returns its key. */
export async function storeProfileImage(bucket: R2Bucket, file: File): Promise<string> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) throw new HttpError(413, AUTH_MESSAGES.imageTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, AUTH_MESSAGES.imageInvalid);
  const stored = await putContent(bucket, 'avatars', bytes, type.extension, type.contentType);
  return stored.key;
}

/**
 * Removes a profile image nobody shows any more (replaced, or stored for a sign-up that lost a
 * race). Keys are content hashes: two accounts with the same picture share one object, which
 * stays while either uses it.
 */
export async function deleteUnusedProfileImage(db: Db, bucket: R2Bucket, key: string): Promise<void> {
  const [stillUsed] = await db.select({ id: users.id }).from(users).where(eq(users.profileImageKey, key)).limit(1);
  if (!stillUsed) await bucket.delete(key);
}
