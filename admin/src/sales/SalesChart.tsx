/** 'Sales Statistic': revenue per bar of the period (hours, days or months), bars 20 px thick. */
import { formatPrice } from '@beats/contract';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STORE_COLOURS } from '../theme/theme.ts';

export interface ChartBar {
  timeLabel: string;
  dateLabel: string;
  /** Cents. */
  totalRevenue: number;
  totalPurchase: number;
}

const purchasesText = (count: number) => `${count} ${count === 1 ? 'purchase' : 'purchases'}`;

export function SalesChart({ bars }: { bars: ChartBar[] }) {
  const data = bars.map((bar) => ({ ...bar, revenue: bar.totalRevenue / 100 }));
  return (
    <figure className="admin-chart" aria-label="Sales Statistic: revenue per period">
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={STORE_COLOURS.border} vertical={false} />
          <XAxis dataKey="timeLabel" stroke={STORE_COLOURS.muted} tick={{ fontSize: 12 }} />
          <YAxis stroke={STORE_COLOURS.muted} tick={{ fontSize: 12 }} tickFormatter={(value: number) => `$${value}`} />
          <Tooltip
            cursor={{ fill: STORE_COLOURS.surface2 }}
            contentStyle={{ background: STORE_COLOURS.surface2, border: `1px solid ${STORE_COLOURS.border}` }}
            labelFormatter={(_, items) => items[0]?.payload?.dateLabel ?? ''}
            separator=": "
            // Purchases (orders), as the 'Total purchase' card counts them: one can hold several
            // licenses, which the best sellers' 'Sold' counts.
            formatter={(_, __, item) => [
              `${formatPrice(item.payload.totalRevenue)} · ${purchasesText(item.payload.totalPurchase)}`,
              'Revenue',
            ]}
          />
          <Bar dataKey="revenue" name="Revenue" fill={STORE_COLOURS.accent} barSize={20} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
