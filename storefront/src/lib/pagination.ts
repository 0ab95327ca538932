/**
 * Which page links a pager shows: always the first and last page, the current one and its
 * neighbours, with gaps (null) where pages are left out. 1-based.
 */
export function pageWindow(current: number, last: number, neighbours = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    const shown = page === 1 || page === last || Math.abs(page - current) <= neighbours;
    if (shown) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
