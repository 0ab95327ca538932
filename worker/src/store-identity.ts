/** The store's name where the Worker writes it for people: PayPal's checkout, receipts, license agreements. */
export const STORE_NAME = 'Beat Store';
