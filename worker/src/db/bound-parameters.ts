/**
 * D1 binds at most 100 parameters a statement (Cloudflare's D1 limits): a statement that would
 * bind more fails whole ("too many SQL variables"). A list of values of any length never becomes
 * one statement's parameters: it goes in groups, or in a subquery.
 */
export const D1_MAX_BOUND_PARAMETERS = 100;

/**
 * Rows in groups a multi-row INSERT can bind, in order: each row binds one parameter for each
 * column it sets (drizzle writes the others as DEFAULT).
 */
export function insertGroups<T extends object>(rows: readonly T[]): T[][] {
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  const size = Math.max(1, Math.floor(D1_MAX_BOUND_PARAMETERS / columns));
  const groups: T[][] = [];
  for (let start = 0; start < rows.length; start += size) groups.push(rows.slice(start, start + size));
  return groups;
}
