/**
 * Orders for the analytics benchmark: fills a store up to `target` orders spread over the last
 * two years (most completed, some refunded a few days later, some pending or expired), each with
 * one to three lines of the store's songs and plans. Deterministic (seeded). Statements carry
 * their values as literals (all generated here: numbers and fixed-form ids), several hundred rows
 * each, so 100,000 orders go in a few hundred statements rather than D1's 100 bound values at a time.
 */
import { createRng } from '../demo/rng.ts';

const ROWS_PER_STATEMENT = 250;
const DAY = 86_400_000;
const SPAN_DAYS = 730;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function seedBenchOrders(d1: D1Database, buyerId: string, target: number): Promise<number> {
  const count = await d1.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>();
  const existing = count?.n ?? 0;
  const songs = (await d1.prepare('SELECT id, title FROM songs LIMIT 200').all<{ id: number; title: string }>())
    .results;
  const plans = (
    await d1.prepare('SELECT id, name, price FROM license_plans').all<{ id: number; name: string; price: number }>()
  ).results;
  if (songs.length === 0 || plans.length === 0)
    throw new Error('Seed the demo store first: orders need songs and plans.');

  const rng = createRng(20_261_123 + existing);
  const now = Date.now();
  let added = 0;
  for (let start = existing; start < target; start += ROWS_PER_STATEMENT) {
    const orderRows: string[] = [];
    const itemRows: string[] = [];
    const refundRows: string[] = [];
    for (let n = start; n < Math.min(start + ROWS_PER_STATEMENT, target); n++) {
      const id = `bench-${String(n).padStart(7, '0')}`;
      const createdAt = Math.floor(now - rng() * SPAN_DAYS * DAY);
      const roll = rng();
      const status = roll < 0.9 ? 'completed' : roll < 0.95 ? 'refunded' : roll < 0.98 ? 'pending' : 'expired';
      const lines = 1 + Math.floor(rng() * 3);
      let total = 0;
      for (let line = 0; line < lines; line++) {
        const song = songs[Math.floor(rng() * songs.length)] ?? songs[0];
        const plan = plans[Math.floor(rng() * plans.length)] ?? plans[0];
        if (!song || !plan) continue;
        total += plan.price;
        itemRows.push(
          `(${quote(`${id}-${line}`)}, ${quote(id)}, ${song.id}, ${plan.id}, ${plan.price}, ${quote(song.title)}, ${quote(plan.name)}, '["mp3"]')`,
        );
      }
      const completedAt = status === 'completed' || status === 'refunded' ? createdAt + 60_000 : null;
      const refundedAt = status === 'refunded' ? Math.min(now, createdAt + Math.floor(rng() * 7 * DAY)) : null;
      if (refundedAt !== null) refundRows.push(`(${quote(id)}, ${total}, 1, ${refundedAt})`);
      orderRows.push(
        `(${quote(id)}, ${quote(buyerId)}, '${status}', ${quote(`PAY-${id}`)}, ${total}, ${status === 'refunded' ? total : 0}, ${createdAt}, ${completedAt ?? 'NULL'}, ${refundedAt ?? 'NULL'})`,
      );
    }
    await d1.batch([
      d1.prepare(
        `INSERT INTO orders (id, user_id, status, paypal_order_id, total, refund_total, created_at, completed_at, refunded_at) VALUES ${orderRows.join(', ')}`,
      ),
      d1.prepare(
        `INSERT INTO order_items (id, order_id, song_id, plan_id, price, song_title, plan_name, deliverables) VALUES ${itemRows.join(', ')}`,
      ),
      ...(refundRows.length === 0
        ? []
        : [
            d1.prepare(
              `INSERT INTO order_refunds (order_id, amount, whole, refunded_at) VALUES ${refundRows.join(', ')}`,
            ),
          ]),
    ]);
    added += orderRows.length;
  }
  return added;
}
