/**
 * The id of an empty mark after the open order of the order history. The page's first frame waits
 * for it (order-history.astro): on a slow phone a frame painted halfway through the order's
 * licenses saw each line's Upgrade arrive and wrap under its play and like buttons.
 */
export const OPEN_ORDER_END = 'open-order-end';
