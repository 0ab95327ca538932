import { env } from 'cloudflare:workers';
import { type License, LicenseListSchema } from '@beats/contract';
import { app, type Env } from '@beats/worker';

/**
 * The license plans on sale, read through the API's own route (GET /api/licenses) inside this
 * Worker: the home page shows exactly what the license modal and the checkout use. The
 * contract's schema turns the answer's dollar prices back into cents.
 */
export async function loadLicenses(): Promise<License[]> {
  const res = await app.request('/api/licenses', { headers: { accept: 'application/json' } }, env as unknown as Env);
  if (!res.ok) throw new Error(`GET /api/licenses answered ${res.status}`);
  return LicenseListSchema.parse(await res.json()).data;
}
