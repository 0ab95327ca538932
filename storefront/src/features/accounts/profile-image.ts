import { AUTH_MESSAGES, PROFILE_IMAGE_ACCEPT, PROFILE_IMAGE_MAX_BYTES } from '@beats/contract';

/** The browser's check of a chosen profile image (type and size); the server checks its bytes again. */
export function imageProblem(file: File): string | null {
  if (!PROFILE_IMAGE_ACCEPT.split(',').includes(file.type)) return AUTH_MESSAGES.imageInvalid;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return AUTH_MESSAGES.imageTooLarge;
  return null;
}
