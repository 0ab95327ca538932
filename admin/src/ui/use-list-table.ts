/**
 * Refine's useTable as the admin's lists use it: paged on the server, 20 a page, newest first (by
 * `createdAt`, or the time field the list's API sorts by), filtered by the list's own controls (a
 * search box, a status select, dates). A new filter or a new sort starts from the first page:
 * Refine's setFilters and antd's sorter keep the page, so a search typed on page 2 asked for
 * page 2 of the matches and showed "No songs found".
 */
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useEffect } from 'react';

/** A list's filters by field; an undefined value is no filter. */
export type ListFilters = Record<string, string | boolean | undefined>;

export function useListTable<T extends BaseRecord>(
  resource: string,
  filters: ListFilters,
  { newestFirst = 'createdAt' }: { newestFirst?: string } = {},
) {
  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation: false,
    sorters: { initial: [{ field: newestFirst, order: 'desc' }] },
    pagination: { pageSize: 20 },
  });
  const { setFilters, setCurrentPage } = table;
  // The same filters make the same key from one render to the next (JSON leaves out undefined).
  const key = JSON.stringify(filters);
  useEffect(() => {
    const chosen = Object.entries(JSON.parse(key) as ListFilters).map(
      ([field, value]): CrudFilter => ({ field, operator: 'eq', value }),
    );
    setFilters(chosen, 'replace');
    setCurrentPage(1);
  }, [key, setFilters, setCurrentPage]);

  const { onChange } = table.tableProps;
  const firstPageOnSort: TableProps<T>['onChange'] = (pagination, tableFilters, sorter, extra) =>
    onChange?.(extra.action === 'sort' ? { ...pagination, current: 1 } : pagination, tableFilters, sorter, extra);
  return { ...table, tableProps: { ...table.tableProps, onChange: firstPageOnSort } };
}
