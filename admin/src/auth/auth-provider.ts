/**
 * Refine's auth provider over the store's own session (the HttpOnly cookie the storefront's login
 * set). A signed-out visitor is sent to the store's login page and back; anyone but an admin goes
 * to the store's home page. Logging in happens on the storefront, never here.
 */
import { AUTH_MESSAGES } from '@beats/contract';
import type { AuthProvider } from '@refinedev/core';
import type { RequestFailure } from '../api/client.ts';
import { currentUser, leaveAdmin, loginUrl, logOut } from './session.ts';

export interface AdminIdentity {
  id: string;
  name: string;
  role: string;
  avatar: string | null;
}

export const authProvider: AuthProvider = {
  login: async () => {
    leaveAdmin(loginUrl());
    return { success: false };
  },
  logout: async () => {
    try {
      await logOut();
      return { success: true };
    } catch {
      const error = new Error(AUTH_MESSAGES.networkError);
      error.name = 'Log Out';
      return { success: false, error };
    }
  },
  check: async () => {
    const user = await currentUser();
    if (!user) {
      leaveAdmin(loginUrl());
      return { authenticated: false };
    }
    if (user.role !== 'admin') {
      leaveAdmin('/');
      return { authenticated: false };
    }
    return { authenticated: true };
  },
  onError: async (error: RequestFailure) => {
    // The session ended or lost its role while the admin was open: ask again, then leave.
    if (error.statusCode === 401 || error.statusCode === 403) {
      const user = await currentUser({ fresh: true }).catch(() => undefined);
      if (user === null) leaveAdmin(loginUrl());
      else if (user && user.role !== 'admin') leaveAdmin('/');
    }
    return {};
  },
  getIdentity: async (): Promise<AdminIdentity | null> => {
    const user = await currentUser();
    return user && { id: user.id, name: user.name, role: user.role, avatar: user.profileImage };
  },
  getPermissions: async () => (await currentUser())?.role ?? null,
};
