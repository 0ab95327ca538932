/**
 * Seeds the local store: demo accounts, license plans, a discount code, the demo catalogue with
 * real media, and a paid order for the demo customer.
 * Idempotent: run it as often as you like.
 *
 *   node scripts/seed.ts [--state .wrangler/state] [--large 100000]
 *
 * --large N adds N generated songs (sharing the demo media) for benchmarks; use it on a separate
 * state directory (e.g. --state .wrangler/bench-state) to keep the demo store small.
 * --test-accounts N adds N accounts for the browser tests (scripts/seed/test-accounts.ts).
 */
import { parseArgs } from 'node:util';
import { getDb } from '../worker/src/db/client.ts';
import { mergeSearchIndex } from '../worker/src/maintenance/search-merge.ts';
import { openLocalPlatform } from './lib/local-platform.ts';
import { DEMO_ACCOUNTS, seedAccounts } from './seed/demo-accounts.ts';
import { seedDiscounts } from './seed/demo-discounts.ts';
import { seedDemoOrder } from './seed/demo-orders.ts';
import { seedPlans } from './seed/demo-plans.ts';
import { seedSongs } from './seed/demo-songs.ts';
import { seedLargeCatalogue } from './seed/large-catalogue.ts';
import { seedTestAccounts } from './seed/test-accounts.ts';

const { values } = parseArgs({
  options: {
    state: { type: 'string', default: '.wrangler/state' },
    large: { type: 'string' },
    'test-accounts': { type: 'string' },
  },
});

const started = performance.now();
const platform = await openLocalPlatform(values.state);
try {
  const db = getDb(platform.env.DB);
  const accounts = await seedAccounts(db);
  await seedPlans(db);
  await seedDiscounts(db);
  const created = await seedSongs(db, platform.env, accounts.admin);
  const { name, email } = DEMO_ACCOUNTS.customer;
  const ordered = await seedDemoOrder(db, { id: accounts.customer, name, email });
  console.log(
    `Seeded the demo store: ${created} new track(s)${ordered ? ', an order for the demo customer' : ''} in ${Math.round(performance.now() - started)} ms.`,
  );
  if (values['test-accounts']) {
    const added = await seedTestAccounts(db, Number(values['test-accounts']));
    console.log(`Test accounts: ${added} added.`);
  }
  if (values.large) {
    const target = Number(values.large);
    if (!Number.isInteger(target) || target < 1) throw new Error('--large takes a positive whole number');
    const added = await seedLargeCatalogue(platform.env.DB, accounts.admin, target);
    console.log(`Large catalogue: ${added} song(s) added, ${target} in all.`);
  }
  // As the store's hourly maintenance keeps it: the search index merged into one b-tree.
  const { steps } = await mergeSearchIndex(db, Number.POSITIVE_INFINITY);
  if (steps > 0) console.log(`Search index merged (${steps} step(s)).`);
} finally {
  await platform.dispose();
}
