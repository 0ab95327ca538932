/**
 * An amount the API sent in dollars (24.99: the records the data provider hands over as sent, so
 * forms edit what they read) as the store shows prices: `$24.99`.
 */
export const formatDollars = (dollars: number): string => `$${dollars.toFixed(2)}`;

/**
 * The sum of amounts in dollars, as `$…`: added up in whole cents, so 29.99 + 59.99 is $89.98 and
 * no float's tail (89.97999999999999) ever reaches a total.
 */
export const formatDollarSum = (amounts: readonly number[]): string =>
  formatDollars(amounts.reduce((cents, dollars) => cents + Math.round(dollars * 100), 0) / 100);
