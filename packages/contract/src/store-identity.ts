/**
 * The store's identity: its name, tagline, description and contact address. One file the owner
 * edits (store-identity.json), read wherever the store names itself: the storefront's pages, the
 * Worker's PayPal checkout, mails and license agreements, and the admin. (The Worker had a name
 * of its own once, so buyers paid "Beat Store" at PayPal for a licence from "Nova Beats".)
 */
import identity from './store-identity.json' with { type: 'json' };

export interface StoreIdentity {
  name: string;
  tagline: string;
  description: string;
  email: string;
  videoChannelTermsUrl: string;
  /** The seller's postal address, a line each, printed on receipts and license agreements (none: []). */
  address: string[];
  /** A tax or VAT number printed on receipts, for an owner who must show one (none: ''). */
  taxId: string;
}

export const STORE_IDENTITY: StoreIdentity = identity;
