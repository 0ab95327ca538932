/** 'Export CSV' on a list page: downloads the API's export with the list's current filters. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { exportHref } from './export-csv.ts';
import type { ListFilters } from './use-list-table.ts';

export function ExportCsvButton({ path, filters }: { path: string; filters: ListFilters }) {
  return (
    <Button icon={<DownloadOutlined />} href={exportHref(path, filters)} download>
      Export CSV
    </Button>
  );
}
