/**
 * 'Sales Analysis': a period (quick filters, a day or a range, a month of this year: one at a
 * time), the 'Total revenue' and 'Total purchase' cards with their change against the period
 * before, the 'Sales Statistic' chart, and the period's best-selling tracks and licenses.
 */
import { ANALYTICS_MESSAGES, type Analytics, AnalyticsSchema, changeText, formatPrice } from '@beats/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api, requestFailure } from '../api/client.ts';
import { DAY_PICKER_FORMAT } from '../ui/dates.ts';
import { analyticsRequest, DEFAULT_PERIOD, MONTH_NAMES, QUICK_PERIODS, type SalesPeriod } from './period.ts';
import { SalesChart } from './SalesChart.tsx';

const DAY = 'YYYY-MM-DD';

function useAnalytics(period: SalesPeriod) {
  const { path, params } = analyticsRequest(period);
  return useQuery({
    queryKey: ['analytics', path, params],
    queryFn: async () => AnalyticsSchema.parse((await api.get(path, { params })).data).analytics,
    retry: false,
  });
}

/** What the page says when the figures cannot be shown: the server's words for a bad period. */
function errorText(error: unknown): string {
  const failure = requestFailure(error);
  return failure.statusCode === 400 && failure.message ? failure.message : ANALYTICS_MESSAGES.failed;
}

function PeriodPicker({ period, onChange }: { period: SalesPeriod; onChange: (period: SalesPeriod) => void }) {
  const year = dayjs().year();
  // A month still to come has no sales: against the month before it would read as a fall of 100%.
  const thisMonth = dayjs().month() + 1;
  return (
    <Card size="small">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Segmented
            aria-label="Quick period"
            value={period.kind === 'quick' ? period.quick : ''}
            options={QUICK_PERIODS.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => {
              const quick = QUICK_PERIODS.find((option) => option.value === value);
              if (quick) onChange({ kind: 'quick', quick: quick.value });
            }}
          />
          <DatePicker
            aria-label="One day"
            placeholder="One day"
            format={DAY_PICKER_FORMAT}
            value={period.kind === 'day' ? dayjs(period.date) : null}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(day: Dayjs | null) => day && onChange({ kind: 'day', date: day.format(DAY) })}
          />
          <DatePicker.RangePicker
            aria-label="A range of days"
            format={DAY_PICKER_FORMAT}
            // As the day and the months: days to come have no sales, so against the days before
            // a range running into them would read as a fall.
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            value={period.kind === 'range' ? [dayjs(period.startDate), dayjs(period.endDate)] : null}
            onChange={(range) => {
              const [start, end] = range ?? [];
              if (start && end) onChange({ kind: 'range', startDate: start.format(DAY), endDate: end.format(DAY) });
            }}
          />
        </Space>
        <fieldset className="admin-month-grid">
          <legend className="visually-hidden">Months of {year}</legend>
          {MONTH_NAMES.map((name, index) => {
            const chosen = period.kind === 'month' && period.month === index + 1;
            return (
              <Button
                key={name}
                type={chosen ? 'primary' : 'default'}
                aria-pressed={chosen}
                disabled={index + 1 > thisMonth}
                onClick={() => onChange({ kind: 'month', year, month: index + 1 })}
              >
                {name}
              </Button>
            );
          })}
        </fieldset>
      </Space>
    </Card>
  );
}

interface Seller {
  id: number;
  name: string;
  sales: number;
  /** Cents. */
  revenue: number;
}

/** The period's best sellers of one kind, by revenue. */
function TopSellers({ title, label, rows }: { title: string; label: string; rows: Seller[] }) {
  return (
    <Card title={<h2 className="admin-panel-title">{title}</h2>}>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={rows}
        locale={{ emptyText: 'No sales in this period.' }}
        columns={[
          { dataIndex: 'name', title: label },
          { dataIndex: 'sales', title: 'Sold', align: 'right' },
          { dataIndex: 'revenue', title: 'Revenue', align: 'right', render: formatPrice },
        ]}
      />
    </Card>
  );
}

function Figures({ analytics }: { analytics: Analytics }) {
  const { summary, period, salesStatistic, topTracks, topLicenses } = analytics;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Total revenue" value={formatPrice(summary.totalRevenue)} />
            <Typography.Text type="secondary">{changeText(summary.revenueChange, period.comparedTo)}</Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Total purchase" value={summary.totalPurchases} />
            <Typography.Text type="secondary">{changeText(summary.purchasesChange, period.comparedTo)}</Typography.Text>
          </Card>
        </Col>
      </Row>
      <Card title={<h2 className="admin-panel-title">Sales Statistic</h2>}>
        <SalesChart bars={salesStatistic} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <TopSellers
            title="Top tracks"
            label="Track"
            rows={topTracks.map(({ songId, title, ...figures }) => ({ id: songId, name: title, ...figures }))}
          />
        </Col>
        <Col xs={24} lg={12}>
          <TopSellers
            title="Top licenses"
            label="License"
            rows={topLicenses.map(({ planId, name, ...figures }) => ({ id: planId, name, ...figures }))}
          />
        </Col>
      </Row>
      {/* Which midnight the days start at: an owner abroad otherwise reads a day's sales as off by hours. */}
      <Typography.Text type="secondary">
        Days and hours in {period.timeZone}, the store's time zone (set on the Settings page).
      </Typography.Text>
    </Space>
  );
}

export function SalesPage() {
  const [period, setPeriod] = useState<SalesPeriod>(DEFAULT_PERIOD);
  const { data, isLoading, error } = useAnalytics(period);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} className="admin-page-title">
        Sales Analysis
      </Typography.Title>
      <PeriodPicker period={period} onChange={setPeriod} />
      {isLoading && <Typography.Text role="status">{ANALYTICS_MESSAGES.loading}</Typography.Text>}
      {error && <Alert type="error" showIcon message={errorText(error)} />}
      {data && <Figures analytics={data} />}
    </Space>
  );
}
