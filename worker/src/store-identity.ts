/**
 * The store's name where the Worker writes it for people: PayPal's checkout, receipts, password
 * resets, license agreements, alerts. The same as the storefront's (packages/contract's identity).
 */
import { STORE_IDENTITY } from '@beats/contract/store-identity';

export const STORE_NAME = STORE_IDENTITY.name;

/** The seller's postal address, a line each, for license agreements (receipts read the identity whole). */
export const STORE_ADDRESS = STORE_IDENTITY.address;
