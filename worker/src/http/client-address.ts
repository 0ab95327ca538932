/**
 * The client's address as Cloudflare reports it. Locally (wrangler dev, tests) the header may be
 * absent; callers then treat all clients as one (rate limits) or one listener (play counts).
 */
export function clientAddress(headers: Headers): string | null {
  return headers.get('cf-connecting-ip');
}
