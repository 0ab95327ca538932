/**
 * The most tracks one ask for a buyer's upgrades may name (GET /api/payments/orders/upgrades),
 * without zod: the storefront's pages read it in the browser. A page shows at most ten rows (the
 * catalogue), so this leaves room for larger pages without letting one request name the catalogue.
 */
export const UPGRADE_QUERY_MAX_IDS = 60;
