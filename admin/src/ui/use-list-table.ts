/**
 * Refine's useTable as the admin's lists use it: paged on the server, 20 a page, newest first (by
 * `createdAt`, or the time field the list's API sorts by), filtered by the list's own controls (a
 * search box, a status select, dates). A new filter or a new sort starts from the first page:
 * Refine's setFilters and antd's sorter keep the page, so a search typed on page 2 asked for
 * page 2 of the matches and showed "No songs found".
 *
 * A list opens where the owner left it in this tab (list-place.ts): back from editing a song on
 * page 3, or after reloading, the list shows page 3 in the same order, as long as its filters
 * are the same.
 */
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { keepListPlace, keptListPlace } from './list-place.ts';

/** A list's filters by field; an undefined value is no filter. */
export type ListFilters = Record<string, string | boolean | undefined>;

export function useListTable<T extends BaseRecord>(
  resource: string,
  filters: ListFilters,
  { newestFirst = 'createdAt' }: { newestFirst?: string } = {},
) {
  // The same filters make the same key from one render to the next (JSON leaves out undefined).
  const key = JSON.stringify(filters);
  const [kept] = useState(() => keptListPlace(resource, key));
  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation: false,
    sorters: { initial: kept?.sorters ?? [{ field: newestFirst, order: 'desc' }] },
    pagination: { pageSize: 20, currentPage: kept?.page ?? 1 },
  });
  const { setFilters, setCurrentPage, currentPage, sorters } = table;
  // The first filters are those the kept place was for: its page stays. Any later change starts over.
  const opening = useRef(kept !== null);
  useEffect(() => {
    const chosen = Object.entries(JSON.parse(key) as ListFilters).map(
      ([field, value]): CrudFilter => ({ field, operator: 'eq', value }),
    );
    setFilters(chosen, 'replace');
    if (opening.current) opening.current = false;
    else setCurrentPage(1);
  }, [key, setFilters, setCurrentPage]);
  useEffect(
    () => keepListPlace(resource, { filters: key, page: currentPage, sorters }),
    [resource, key, currentPage, sorters],
  );

  const { onChange } = table.tableProps;
  const firstPageOnSort: TableProps<T>['onChange'] = (pagination, tableFilters, sorter, extra) =>
    onChange?.(extra.action === 'sort' ? { ...pagination, current: 1 } : pagination, tableFilters, sorter, extra);
  return { ...table, tableProps: { ...table.tableProps, onChange: firstPageOnSort } };
}
