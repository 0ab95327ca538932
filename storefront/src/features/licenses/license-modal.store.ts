/**
 * Which track the 'Choose Your License' dialog is open for, and whether as an upgrade of a license
 * the buyer holds (the order history's Upgrade). Any button can open it; the one dialog mounted
 * in the layout renders it and gives focus back to the button on close.
 */
import { atom } from 'nanostores';
import { raiseNeed } from '../../ui/island-needs.ts';
import type { CartSong, Upgrade } from '../cart/cart-lines.ts';
import { loadDeals } from '../cart/deals.store.ts';
import { loadPlans } from './plans.store.ts';

export interface LicenseModalState {
  song: CartSong;
  /** The control that opened the dialog, focused again when it closes. */
  opener: HTMLElement | null;
  upgrade?: Upgrade;
}

export const $licenseModal = atom<LicenseModalState | null>(null);

export function openLicenseModal(song: CartSong, opener: HTMLElement | null = null, upgrade?: Upgrade): void {
  // The plans (and the deals it tells of) are asked for at once, while the dialog itself loads.
  void loadPlans();
  void loadDeals();
  $licenseModal.set({ song, opener, ...(upgrade ? { upgrade } : {}) });
  // The dialog's island hydrates the first time it is opened (ui/island-needs.ts).
  raiseNeed('license');
}

export function closeLicenseModal(): void {
  $licenseModal.set(null);
}
