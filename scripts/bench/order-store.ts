/**
 * The store of 100,000 orders (by default) the analytics benchmark and the capacity rows of
 * `npm run bench` read: the demo store plus generated orders over two years, in a state of its own.
 */
import { openLocalPlatform } from '../lib/local-platform.ts';
import { run } from '../lib/run.ts';
import { seedBenchOrders } from '../seed/bench-orders.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';

export const ORDER_STATE = '.wrangler/bench-analytics';

/** Migrates and seeds the order store up to `orders` orders, and refreshes the planner's statistics. */
export async function prepareOrderStore(orders: number): Promise<string> {
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', ORDER_STATE], { quiet: true });
  run('node', ['scripts/seed.ts', '--state', ORDER_STATE]);
  const platform = await openLocalPlatform(ORDER_STATE);
  try {
    const d1 = platform.env.DB;
    const buyer = await d1
      .prepare('SELECT id FROM users WHERE email = ?')
      .bind(DEMO_ACCOUNTS.customer.email)
      .first<{ id: string }>();
    if (!buyer) throw new Error('The demo customer is missing');
    const started = performance.now();
    const added = await seedBenchOrders(d1, buyer.id, orders);
    if (added > 0)
      console.log(`Added ${added.toLocaleString('en-US')} orders in ${Math.round(performance.now() - started)} ms.`);
    await d1.prepare('ANALYZE').run();
  } finally {
    await platform.dispose();
  }
  return ORDER_STATE;
}
