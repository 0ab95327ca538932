import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeEach } from 'vitest';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Children before parents, so foreign keys hold while emptying.
const TABLES = [
  'upload_parts',
  'uploads',
  'free_downloads',
  'order_items',
  'order_refunds',
  'orders',
  'discounts',
  'customer_totals',
  'exclusive_holds',
  'paypal_events',
  'likes',
  'plays',
  'song_tags',
  'songs',
  'license_plans',
  'auth_sessions',
  'password_reset_tokens',
  'oauth_accounts',
  'known_devices',
  'admin_mail_settings',
  'users',
  'rate_limits',
  'contact_messages',
  'mail_outbox',
  'daily_salts',
  'store_alerts',
  'voice_tag',
  'store_settings',
];

/** Every test starts from an empty store: D1 tables and both R2 buckets. */
beforeEach(async () => {
  await env.DB.batch(TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  for (const bucket of [env.MEDIA, env.FILES]) {
    const listed = await bucket.list();
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key));
  }
});
