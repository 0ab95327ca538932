import type { License } from '@beats/contract';
import { listLicenses } from '@beats/worker/licenses';
import { db, shared } from '../../lib/db.server.ts';

/**
 * The license plans on sale, read as GET /api/licenses reads them: the home page shows exactly
 * what the license modal and the checkout use. Shared by every render while the plans stay as
 * they are (a plan's edit moves the catalogue's version on).
 */
export function loadLicenses(): Promise<License[]> {
  return shared('license-plans', () => listLicenses(db()));
}
