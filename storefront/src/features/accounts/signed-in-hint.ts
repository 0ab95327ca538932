/**
 * The readable companion of the HttpOnly session cookie (worker/src/auth/cookies.ts): it holds
 * no secret, only whether asking the API who is signed in is worth a request.
 */
const SIGNED_IN_COOKIE = 'store_signed_in';

export function maySignedIn(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}
