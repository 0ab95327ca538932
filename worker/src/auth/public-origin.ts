import type { Env } from '../env.ts';

/**
 * The store's origin for links that leave the request (mails, OAuth redirect URIs): PUBLIC_URL
 * when configured, else the origin the request came to.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL'>, requestUrl: string): string {
  return new URL(env.PUBLIC_URL || requestUrl).origin;
}
