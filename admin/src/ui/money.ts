/**
 * An amount the API sent in dollars (24.99: the records the data provider hands over as sent, so
 * forms edit what they read) as the store shows prices: `$24.99`.
 */
export const formatDollars = (dollars: number): string => `$${dollars.toFixed(2)}`;
