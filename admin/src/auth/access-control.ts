/**
 * Refine's access control: every screen and action of the back office is the store owner's. The
 * API refuses everyone else (401, 403) whatever the pages show; this keeps the pages from
 * offering what the signed-in user could not do.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { currentUser } from './session.ts';

export const accessControlProvider: AccessControlProvider = {
  can: async () => {
    const user = await currentUser().catch(() => null);
    return user?.role === 'admin' ? { can: true } : { can: false, reason: 'Only the store owner can do this.' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
