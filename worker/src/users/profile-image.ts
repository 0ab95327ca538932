/**
 * Profile images: JPEG, PNG or WebP of at most 5 MB, recognised by their bytes (a renamed file or
 * a wrong Content-Type does not get in) and whole (media/image-structure.ts: not cut off, not also
 * a page or an archive), stored in the public MEDIA bucket under a key made of their content.
 */
import { AUTH_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { isWholeImage } from '../media/image-structure.ts';
import { putContent } from '../media/store.ts';

export interface ImageType {
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the bytes declare, or null when they are not a JPEG, PNG or WebP file. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

/** Checks an uploaded profile image (413 too large, 415 not an image) and stores it; returns its key. */
export async function storeProfileImage(bucket: R2Bucket, file: File): Promise<string> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) throw new HttpError(413, AUTH_MESSAGES.imageTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || !isWholeImage(bytes, type.extension)) throw new HttpError(415, AUTH_MESSAGES.imageInvalid);
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
