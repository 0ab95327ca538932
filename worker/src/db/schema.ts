/**
 * The whole product's tables. Private to the worker: the API contract lives in @beats/contract.
 * Times are integer milliseconds since the epoch; money is integer cents.
 */
import { STORE_ALERT_KINDS, type VoiceTag } from '@beats/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    profileImageKey: text('profile_image_key'),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The admin's customers by when they joined, newest first, a page read off the index.
    index('users_created').on(t.createdAt, t.id),
  ],
);

export const authSessions = sqliteTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the session secret, hex. The secret itself is only in the cookie. */
    secretHash: text('secret_hash').notNull(),
    /** Remember me: a 30-day cookie; otherwise a browser-session cookie. */
    persistent: integer('persistent', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('auth_sessions_user').on(t.userId), index('auth_sessions_expires').on(t.expiresAt)],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    /** SHA-256 of the oobCode, hex. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId), index('password_reset_tokens_expires').on(t.expiresAt)],
);

export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('oauth_accounts_user').on(t.userId)],
);

/**
 * Counters for rate limits (login, sign-up, password reset, contact), keyed by a SHA-256 of the
 * limit and its subject (an address, an e-mail), never the subject itself. Fixed windows count
 * requests from `window_start`; growing delays keep the last counted attempt there. A row is of
 * no use after `expires_at` (and pruned).
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: integer('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('rate_limits_expires').on(t.expiresAt)],
);

/**
 * Browsers that have signed in to an account with its password (the `store_device` cookie; only
 * a SHA-256 of its token is kept). Such a browser keeps its own allowance of failed logins, so
 * an attacker's guesses elsewhere never lock the owner out of a browser they use.
 */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index('known_devices_user').on(t.userId),
    index('known_devices_last_used').on(t.lastUsedAt),
  ],
);

export const songs = sqliteTable(
  'songs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds'),
    bpm: integer('bpm'),
    musicalKey: text('musical_key'),
    label: text('label'),
    /** Price of the track's cheapest license, in cents. */
    pricing: integer('pricing').notNull().default(0),
    previewColor: text('preview_color'),
    /** 75 peaks in 0..1 as JSON, computed from the audio at upload. */
    waveform: text('waveform').notNull().default('[]'),
    /** Public bucket (MEDIA) keys. */
    coverKey: text('cover_key'),
    /**
     * The cover as WebP at the widths the pages draw it (`{ "128": key, "800": key }`, JSON),
     * rendered by the admin's browser at upload; empty for tracks uploaded without them.
     */
    coverSizes: text('cover_sizes').notNull().default('{}'),
    previewKey: text('preview_key'),
    /** Private bucket (FILES) keys: what a license delivers. */
    mp3Key: text('mp3_key'),
    wavKey: text('wav_key'),
    stemsKey: text('stems_key'),
    playCount: integer('play_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Publication time: a song is public once this is reached (scheduled releases). */
    publishAt: integer('publish_at', { mode: 'number' }).notNull(),
    /** Soft delete: hidden from the catalogue, kept for everyone who owns a license. */
    deletedAt: integer('deleted_at', { mode: 'number' }),
    /** When an exclusive license sold: the track stays listed, but nothing more can be bought. */
    exclusiveSoldAt: integer('exclusive_sold_at', { mode: 'number' }),
    exclusiveOrderId: text('exclusive_order_id'),
    /** Offered free for an e-mail address: the preview as heard, by a link in a mail (free_downloads). */
    freeDownload: integer('free_download', { mode: 'boolean' }).notNull().default(false),
    /**
     * The preview was made by the admin from the untagged audio with the store's voice tag (the
     * admin says so when it sends one; any other new preview clears it), so it can be made again
     * when the tag changes.
     */
    previewVoiceTag: integer('preview_voice_tag', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [
    // Partial indexes over live songs, one per catalogue ordering, alone and within a BPM: each
    // ordering walks its index (see catalogue/list-songs.ts), `publish_at <= now` is a range on
    // the first column or a cheap filter on the next.
    index('songs_live_publish').on(t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_pricing').on(t.pricing, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_title').on(sql`${t.title} COLLATE NOCASE`, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_bpm').on(t.bpm, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_bpm_pricing').on(t.bpm, t.pricing, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_bpm_title').on(t.bpm, sql`${t.title} COLLATE NOCASE`, t.publishAt).where(sql`deleted_at IS NULL`),
    // The admin's song list orders live songs by these too (songs-admin/admin-song-list.ts),
    // ties by publication time then id, as the indexes above hold them; and counts sold exclusives.
    index('songs_live_created').on(t.createdAt, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_plays').on(t.playCount, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_likes').on(t.likeCount, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_duration').on(t.durationSeconds, t.publishAt).where(sql`deleted_at IS NULL`),
    index('songs_live_sold').on(t.exclusiveSoldAt).where(sql`deleted_at IS NULL AND exclusive_sold_at IS NOT NULL`),
    // Deleted songs, which a search's count takes away from the full-text index's matches.
    index('songs_deleted').on(t.deletedAt).where(sql`deleted_at IS NOT NULL`),
    index('songs_user').on(t.userId),
    // The previews to make again when the voice tag changes (voice-tag/voice-tag-songs.ts).
    index('songs_live_voice_tagged').on(t.id).where(sql`deleted_at IS NULL AND preview_voice_tag = 1`),
  ],
);

/**
 * A song's tags. `tagKey` is the lower-cased tag the catalogue filters on. The columns after
 * `position` are copies of the song's, kept by triggers (migrations/0008_catalogue_counts.sql)
 * whatever writes the song or its tags: with them a tag's page walks one index in the page's
 * order and stops after the page, like the whole catalogue's, and a tag and BPM are counted
 * from one index.
 */
export const songTags = sqliteTable(
  'song_tags',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    tagKey: text('tag_key').notNull(),
    position: integer('position').notNull().default(0),
    publishAt: integer('publish_at', { mode: 'number' }).notNull().default(0),
    pricing: integer('pricing').notNull().default(0),
    title: text('title').notNull().default(''),
    bpm: integer('bpm'),
    deletedAt: integer('deleted_at', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.songId, t.tagKey] }),
    index('song_tags_key').on(t.tagKey, t.songId),
    // A song's tags in their order, read without a sort.
    index('song_tags_song_position').on(t.songId, t.position, t.tag),
    // The catalogue's orderings within a tag, over live songs (as the songs' own indexes).
    index('song_tags_live_publish').on(t.tagKey, t.publishAt, t.songId).where(sql`deleted_at IS NULL`),
    index('song_tags_live_pricing').on(t.tagKey, t.pricing, t.publishAt, t.songId).where(sql`deleted_at IS NULL`),
    index('song_tags_live_title')
      .on(t.tagKey, sql`${t.title} COLLATE NOCASE`, t.publishAt, t.songId)
      .where(sql`deleted_at IS NULL`),
    index('song_tags_live_bpm').on(t.tagKey, t.bpm, t.publishAt).where(sql`deleted_at IS NULL`),
  ],
);

/**
 * How many live (not deleted) songs the catalogue has per tag, and in all (`tagKey` ''), kept by
 * triggers (migrations/0008_catalogue_counts.sql). The published songs are these less the live
 * songs not yet released, which are few: a page's total costs a few index reads however large
 * the catalogue is.
 */
export const catalogueCounts = sqliteTable('catalogue_counts', {
  tagKey: text('tag_key').primaryKey(),
  liveSongs: integer('live_songs').notNull(),
});

/**
 * One row: the catalogue's version, which every write the public pages and lists show moves on
 * (triggers in migrations/0010_catalogue_version.sql, so every write path does). The Worker's
 * page cache keys its copies by it (http/edge-cache.ts).
 */
export const catalogueVersion = sqliteTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

export const licensePlans = sqliteTable(
  'license_plans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    tier: text('tier').notNull(),
    features: text('features').notNull().default('[]'),
    popular: integer('popular', { mode: 'boolean' }).notNull().default(false),
    note: text('note'),
    /** JSON array of 'mp3' | 'wav' | 'stems'. */
    deliverables: text('deliverables').notNull().default('["mp3"]'),
    exclusive: integer('exclusive', { mode: 'boolean' }).notNull().default(false),
    /** UsageTerms (contract) as JSON: what the license agreement grants. */
    terms: text('terms').notNull().default('{}'),
    position: integer('position').notNull().default(0),
    /** Soft delete: orders keep pointing at the plan they bought. */
    deletedAt: integer('deleted_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [index('license_plans_live').on(t.position).where(sql`deleted_at IS NULL`)],
);

/**
 * An order: created pending with its PayPal order, completed once the capture is verified and
 * recorded, refunded by PayPal's refund events; a pending order that is cancelled or never paid
 * expires. Only completed orders give their buyer the tracks and files.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'completed', 'refunded', 'expired'] })
      .notNull()
      .default('pending'),
    paypalOrderId: text('paypal_order_id'),
    paypalCaptureId: text('paypal_capture_id'),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    payerEmail: text('payer_email'),
    payerId: text('payer_id'),
    /** Snapshots of the buyer at checkout, for the receipt and the license agreements. */
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    /** What PayPal refunded (cents) in all; each refund is in `order_refunds`, at its time. */
    refundTotal: integer('refund_total').notNull().default(0),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'number' }),
    refundedAt: integer('refunded_at', { mode: 'number' }),
    expiredAt: integer('expired_at', { mode: 'number' }),
    /**
     * When the store first asked PayPal to capture the order. A pending order with it set may
     * have been paid (a capture PayPal holds as pending, or one whose answer never came): its
     * lines cannot be paid for again until PayPal says how it ended.
     */
    captureRequestedAt: integer('capture_requested_at', { mode: 'number' }),
    /** The discounts taken off (contract AppliedDiscount[] as JSON); `total` is after them. */
    discounts: text('discounts').notNull().default('[]'),
    /** The discount code used, in capitals: a code's uses are the orders that name it. */
    discountCode: text('discount_code'),
  },
  (t) => [
    uniqueIndex('orders_paypal_order').on(t.paypalOrderId),
    index('orders_user').on(t.userId, t.createdAt),
    index('orders_completed').on(t.status, t.completedAt),
    index('orders_refunded').on(t.refundedAt).where(sql`refunded_at IS NOT NULL`),
    index('orders_pending').on(t.createdAt).where(sql`status = 'pending'`),
    // Sales analytics: a sale counts at `completed_at` (each refund at its own time: order_refunds);
    // the index covers the amounts, so a period's figures are read from the index alone.
    index('orders_sales').on(t.completedAt, t.total).where(sql`completed_at IS NOT NULL`),
    // The admin's order list: newest first, optionally one status.
    index('orders_created').on(t.createdAt),
    index('orders_status_created').on(t.status, t.createdAt),
    // A buyer's paid orders, from the index alone: what customer_totals' triggers read when a paid
    // order stops being one, and the admin's customers when checking those totals.
    index('orders_buyer_paid')
      .on(t.userId, t.completedAt, t.status, t.total, t.refundTotal)
      .where(sql`completed_at IS NOT NULL`),
    // A code's uses, counted at every checkout that names it.
    index('orders_discount_code').on(t.discountCode, t.status).where(sql`discount_code IS NOT NULL`),
  ],
);

/**
 * Each buyer's paid orders summed (paid: completed, or refunded since), for the admin's customers
 * sorted by what they spent or when they last bought without summing 100,000 orders first. Kept
 * by triggers on `orders` (migration 0021), in the same statement as the order's own change, so
 * no code path can forget it: a row is added to when an order is paid, and taken from when a paid
 * order's amount, refund or state changes. A buyer whose paid orders all left keeps a row with
 * `paid_orders = 0`.
 */
export const customerTotals = sqliteTable(
  'customer_totals',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidOrders: integer('paid_orders').notNull(),
    /** Cents: the paid orders' totals less what was refunded of them. */
    spent: integer('spent').notNull(),
    /** When the newest paid order was paid (ms). */
    lastPurchaseAt: integer('last_purchase_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('customer_totals_spent').on(t.spent, t.userId),
    index('customer_totals_latest').on(t.lastPurchaseAt, t.userId),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => licensePlans.id),
    /** What the buyer paid for the line: its price less its share of the order's discounts. */
    price: integer('price').notNull(),
    /** Its price before discounts (null in orders from before discounts: the same as `price`). */
    listPrice: integer('list_price'),
    /**
     * For an upgrade, what the buyer had paid for the track's licenses before (cents): the plan's
     * price less this is `list_price`. 0 for a first purchase.
     */
    credit: integer('credit').notNull().default(0),
    /** Snapshots taken at checkout: what the buyer saw and bought, whatever later edits do. */
    songTitle: text('song_title').notNull(),
    planName: text('plan_name').notNull(),
    /** JSON array of 'mp3' | 'wav' | 'stems'. */
    deliverables: text('deliverables').notNull(),
    /** UsageTerms (contract) as JSON. */
    terms: text('terms').notNull().default('{}'),
    exclusive: integer('exclusive', { mode: 'boolean' }).notNull().default(false),
    /** The FILES keys delivered (`{ mp3?, wav?, stems? }`), so a replaced file never changes a purchase. */
    files: text('files').notNull().default('{}'),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    index('order_items_song').on(t.songId),
    // Sales analytics: an order's lines by song and plan with their prices, read without the rows.
    index('order_items_sales').on(t.orderId, t.songId, t.planId, t.price),
    // The upgrades of a track (lines with a credit, few): which paid orders a later upgrade counted,
    // for the admin's orders (orders/upgraded-later.ts).
    index('order_items_upgrades').on(t.songId, t.orderId).where(sql`credit > 0`),
  ],
);

/**
 * Each refund of an order, as PayPal's running total grew: what it gave back and when, so the
 * sales figures subtract each refund in its own period (a second partial refund a month after the
 * first counts in that month). `whole` marks the refund that gave back what was left, when the
 * order stops counting as a purchase. `orders.refund_total` stays the sum, for the order's views.
 */
export const orderRefunds = sqliteTable(
  'order_refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    whole: integer('whole', { mode: 'boolean' }).notNull(),
    refundedAt: integer('refunded_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_refunds_order').on(t.orderId),
    // Sales analytics: a period's refunds read from the index alone.
    index('order_refunds_sales').on(t.refundedAt, t.amount, t.whole),
  ],
);

/**
 * The owner's discounts: codes (`code`, `percent_off` or `amount_off`, `exclusive`, `max_uses`)
 * and bulk deals (`buy`, `free`). A code is kept in capitals and is unique among codes.
 */
export const discounts = sqliteTable(
  'discounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['code', 'bulk'] }).notNull(),
    code: text('code'),
    percentOff: integer('percent_off'),
    /** A code's amount off the order (cents), in place of `percent_off`. */
    amountOff: integer('amount_off'),
    exclusive: integer('exclusive', { mode: 'boolean' }).notNull().default(false),
    maxUses: integer('max_uses'),
    /** A code each buyer may use for one order (a welcome code). */
    oncePerBuyer: integer('once_per_buyer', { mode: 'boolean' }).notNull().default(false),
    buy: integer('buy'),
    free: integer('free'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** When it starts applying (ms); null: as soon as it is switched on (a scheduled sale has one). */
    startsAt: integer('starts_at', { mode: 'number' }),
    endsAt: integer('ends_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discounts_code').on(t.code),
    // The bulk deals switched on, by end: what the catalogue's state (the next deal end) and the
    // public deals read about once a second per isolate, however many codes the store has made.
    index('discounts_bulk_live').on(t.endsAt).where(sql`kind = 'bulk' AND active = 1`),
    // The same deals by start: the catalogue's state seeks the next deal start in it, as it seeks
    // the next end in the index above, so a scheduled sale shows within the minute of its start.
    index('discounts_bulk_starts').on(t.startsAt).where(sql`kind = 'bulk' AND active = 1`),
  ],
);

/**
 * An exclusive license held for one checkout (15 minutes), so two buyers cannot pay for the same
 * exclusive: taken atomically at checkout, checked again at capture.
 */
export const exclusiveHolds = sqliteTable('exclusive_holds', {
  songId: integer('song_id')
    .primaryKey()
    .references(() => songs.id),
  orderId: text('order_id').notNull(),
  userId: text('user_id').notNull(),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
});

/** PayPal webhook events already handled: a duplicate delivery changes nothing twice. */
export const paypalEvents = sqliteTable('paypal_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: integer('received_at', { mode: 'number' }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
});

/** R2 multipart uploads of large files, so abandoned ones are aborted and nothing is orphaned. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    /** 'MEDIA' or 'FILES'. */
    bucket: text('bucket', { enum: ['MEDIA', 'FILES'] }).notNull(),
    key: text('key').notNull(),
    r2UploadId: text('r2_upload_id').notNull(),
    /** What the file is for: 'preview' | 'mp3' | 'wav' | 'stems' (contract `UPLOAD_KINDS`). */
    kind: text('kind', { enum: ['preview', 'mp3', 'wav', 'stems'] }).notNull(),
    size: integer('size').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'number' }),
    /** Audio: its length as read from the completed file. */
    durationSeconds: integer('duration_seconds'),
  },
  // A song that takes a completed upload deletes its row (the song holds the key from then on):
  // rows left are open or unclaimed uploads, which the Cron deletes after a day.
  (t) => [
    index('uploads_open').on(t.createdAt).where(sql`completed_at IS NULL`),
    index('uploads_finished').on(t.completedAt).where(sql`completed_at IS NOT NULL`),
  ],
);

/**
 * The parts of an upload R2 has received, with the ETags completing it needs (R2's binding cannot
 * list them): also what a client resuming after a dropped connection asks for.
 */
export const uploadParts = sqliteTable(
  'upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

export const likes = sqliteTable(
  'likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.songId] }), index('likes_song').on(t.songId)],
);

export const plays = sqliteTable(
  'plays',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id),
    userId: text('user_id'),
    /**
     * Who listened, for counting one play per listener and track per half hour: `user:<id>` when
     * signed in, else `addr:<SHA-256 of the address with the day's salt>`. Never an address.
     */
    listener: text('listener'),
    createdAt: createdAt(),
  },
  (t) => [
    index('plays_song').on(t.songId, t.createdAt),
    index('plays_listener').on(t.listener, t.songId, t.createdAt),
    index('plays_created').on(t.createdAt),
  ],
);

/**
 * One random salt per UTC day for hashing anonymous listeners' addresses. Past days' salts are
 * pruned, after which nobody (the store included) can tell which address a stored hash came from.
 */
export const dailySalts = sqliteTable('daily_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    readAt: integer('read_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

/**
 * A free download asked for: the visitor's e-mail address (the owner's list of listeners), the
 * track, whether they agreed to hear of new releases, and the mailed link (only its SHA-256 is
 * kept) with when it ends and how often it was used. Kept after the link ends: it is the lead.
 */
export const freeDownloads = sqliteTable(
  'free_downloads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id),
    /** The account that asked, when signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    news: integer('news', { mode: 'boolean' }).notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    downloadedAt: integer('downloaded_at', { mode: 'number' }),
    downloads: integer('downloads').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('free_downloads_token').on(t.tokenHash),
    index('free_downloads_created').on(t.createdAt),
    index('free_downloads_email').on(t.email, t.createdAt),
  ],
);

/** Mail sent while no mail API is configured (local development and tests). */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created').on(t.createdAt)],
);

/**
 * What the store owner must know about (alerts/store-alerts.ts): a capture the store could not
 * record, a capture that does not match its order, webhook deliveries PayPal did not verify, an
 * order only the reconciliation completed. One row per `key` (the kind and its order, or the
 * kind and the hour), counted again when it happens again; mailed to the admins when it is new
 * (or back after being resolved), and listed in the admin until resolved.
 */
export const storeAlerts = sqliteTable(
  'store_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    kind: text('kind', { enum: STORE_ALERT_KINDS }).notNull(),
    orderId: text('order_id'),
    message: text('message').notNull(),
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at', { mode: 'number' }).notNull(),
    resolvedAt: integer('resolved_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('store_alerts_key').on(t.key), index('store_alerts_recent').on(t.lastSeenAt)],
);

/**
 * The producer's voice tag: one row (`id` 1), or none before the owner uploads one. The file is
 * in the private FILES bucket under a key of its content, so a new file has a new key (and the
 * admin's copy a new address); previews carry the tag, licensed files never do.
 */
export const voiceTag = sqliteTable(
  'voice_tag',
  {
    id: integer('id').primaryKey(),
    fileKey: text('file_key').notNull(),
    /** What the file is, by its content (media/probe/audio.ts). */
    format: text('format').$type<VoiceTag['format']>().notNull(),
    contentType: text('content_type').notNull(),
    durationMs: integer('duration_ms').notNull(),
    everySeconds: integer('every_seconds').notNull(),
    volumePercent: integer('volume_percent').notNull(),
    /** How many seconds of a track's start a preview keeps; null: the whole track. */
    previewSeconds: integer('preview_seconds'),
    updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [check('voice_tag_one_row', sql`${t.id} = 1`)],
);

/**
 * The settings the owner saves on the admin's Settings page: one row (`id` 1), or none before the
 * first save, when the deployment's variables (`SALE_MAIL`, `STORE_TIME_ZONE`) stand in.
 */
export const storeSettings = sqliteTable(
  'store_settings',
  {
    id: integer('id').primaryKey(),
    saleMail: integer('sale_mail', { mode: 'boolean' }).notNull(),
    /** An IANA name `Intl` knew when it was saved. */
    timeZone: text('time_zone').notNull(),
    updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [check('store_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Each admin's own mail choices, saved on the Settings page's 'Your mail': a row once they save,
 * none before, when the defaults hold (sale mails on). Read beside the admins' addresses when a
 * sale is mailed (mail/owners.ts), so an admin who opted out is left out in the same query.
 */
export const adminMailSettings = sqliteTable('admin_mail_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Whether this admin gets the sale mails while the store's own switch is on. */
  saleMail: integer('sale_mail', { mode: 'boolean' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
});
