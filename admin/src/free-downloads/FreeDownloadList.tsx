/**
 * 'Free downloads': every track asked for free with an e-mail address, newest first: the address,
 * the track, when it was asked, whether the mailed link still works, its downloads and the
 * visitor's choice about news when asking (per request). Searched by address and filtered by that
 * choice on the server, and the addresses exported as CSV (one row each, for a mailing tool) with
 * the same filters; the export's news is the address's latest choice among the requests whose link
 * it opened, which the line by the button says. Forget deletes every request of a row's address
 * (someone who asks to be erased), after asking.
 */

import { DeleteOutlined } from '@ant-design/icons';
import { ADMIN_SEARCH_MAX_LENGTH } from '@beats/contract';
import { getDefaultSortOrder } from '@refinedev/antd';
import { Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { FreeDownloadRecord } from '../api/records.ts';
import { EmailAddress } from '../ui/EmailAddress.tsx';
import { ExportCsvButton } from '../ui/ExportCsvButton.tsx';
import { BEYOND_PHONES, usePhone, useTableScroll } from '../ui/phone.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.ts';
import { useDebounced } from '../ui/use-debounced.ts';
import { useListTable } from '../ui/use-list-table.ts';
import {
  EXPORT_NOTE,
  emptyText,
  FORGET_MESSAGES,
  freeDownloadFilters,
  NEWS_CHOICES,
  type NewsChoice,
  newsChoiceOf,
} from './free-download-filters.ts';
import { askedText, downloadedText, linkText, newsText, trackPath } from './free-download-row.ts';

export function FreeDownloadList() {
  const [search, setSearch] = useState('');
  const [news, setNews] = useState<NewsChoice>('all');
  const filters = freeDownloadFilters(useDebounced(search, 300), news);
  const { tableProps, sorters } = useListTable<FreeDownloadRecord>('free-downloads', filters, {
    newestFirst: 'askedAt',
  });
  const scroll = useTableScroll(860);
  const phone = usePhone();
  const now = Date.now();
  const forget = useConfirmDelete('free-downloads', FORGET_MESSAGES);

  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Free downloads
        </Typography.Title>
        <Space wrap>
          <Input
            type="search"
            allowClear
            placeholder="E-mail address..."
            aria-label="Search by e-mail address"
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Segmented
            aria-label="News (asked)"
            value={news}
            options={NEWS_CHOICES.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => setNews(newsChoiceOf(value))}
          />
          <ExportCsvButton path="/api/free-downloads/export" filters={filters} />
          <Typography.Text type="secondary">{EXPORT_NOTE}</Typography.Text>
        </Space>
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        // Eight columns and Forget: with antd's default cells (16 px either side) they took more than
        // a laptop's page, even for a short address, and the last one went under the Forget kept in view.
        // A phone, with three columns, keeps the default's taller rows: 44 px targets for a finger.
        size={phone ? undefined : 'middle'}
        // The cells only: the pages below keep the size of every other list's.
        pagination={tableProps.pagination && { ...tableProps.pagination, size: 'default' }}
        // A phone keeps who asked, for which track, and Forget.
        scroll={scroll}
        // Widths from the content, as without the column kept in view (which would make them even).
        tableLayout="auto"
        locale={{ emptyText: <Typography.Text type="secondary">{emptyText(filters)}</Typography.Text> }}
        columns={[
          {
            dataIndex: 'email',
            title: 'E-mail',
            render: (email: string) => <EmailAddress email={email} />,
          },
          {
            key: 'track',
            title: 'Track',
            className: 'admin-whole-words',
            render: (_, request) => (
              <Typography.Link href={trackPath(request)} target="_blank" rel="noopener noreferrer">
                {request.song.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Typography.Link>
            ),
          },
          {
            dataIndex: 'askedAt',
            title: 'Asked',
            sorter: true,
            responsive: BEYOND_PHONES,
            defaultSortOrder: getDefaultSortOrder('askedAt', sorters),
            render: (_, request) => askedText(request),
          },
          { key: 'link', title: 'Link', responsive: BEYOND_PHONES, render: (_, request) => linkText(request, now) },
          {
            key: 'downloaded',
            title: 'Downloaded',
            responsive: BEYOND_PHONES,
            render: (_, request) => downloadedText(request),
          },
          { dataIndex: 'downloads', title: 'Downloads', align: 'right', responsive: BEYOND_PHONES },
          {
            key: 'news',
            title: 'News (asked)',
            responsive: BEYOND_PHONES,
            render: (_, request) => <Tag color={request.news ? 'green' : 'default'}>{newsText(request)}</Tag>,
          },
          {
            key: 'forget',
            title: <span className="visually-hidden">Actions</span>,
            // Kept in view while a table wider than the screen scrolls sideways.
            fixed: 'right',
            render: (_, request) => (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Forget ${request.email}`}
                onClick={() => forget(request.id, FORGET_MESSAGES.title(request.email), FORGET_MESSAGES.content)}
              >
                Forget
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
