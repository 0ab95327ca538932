/** The profile picture an account may upload: the same limits for the form and the API. */

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by the file's bytes, not its name or type. */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
