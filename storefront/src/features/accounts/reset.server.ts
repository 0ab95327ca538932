/**
 * What /reset-password asks for, decided on the server from the address's `oobCode`: a new
 * password for the account the code belongs to, the news that the code is unknown, used or
 * expired, or (without a code) the e-mail to send a link to.
 */
import { findResetAccount } from '@beats/worker/auth';
import { db } from '../../lib/db.server.ts';
import type { ResetMode } from './ResetDialog.tsx';

export async function resetModeFor(oobCode: string): Promise<ResetMode> {
  if (!oobCode) return { kind: 'send-link' };
  const account = await findResetAccount(db(), oobCode);
  return account ? { kind: 'reset-password', oobCode, email: account.email } : { kind: 'invalid-link' };
}
