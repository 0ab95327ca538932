/**
 * Capacity rows of `npm run bench`: bytes per song, order and play in D1 as stored (each table's
 * pages with its indexes, from SQLite's `dbstat`), read from the benchmark stores, and what they
 * come to for 1,000,000 songs and 100,000 orders a day against D1's 10 GB per database.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** D1's size limit per database (Workers Paid): it cannot be raised. */
export const D1_MAX_BYTES = 10 * 1000 ** 3;

/** The SQLite file behind a local D1 state (`wrangler dev --persist-to <state>`). */
export function d1File(state: string): string {
  const dir = join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`No database in ${dir}`);
  return join(dir, file);
}

/** Bytes of each table with its indexes; the full-text index's tables count as `songs_fts`. */
export function bytesByTable(file: string): Map<string, number> {
  const db = new DatabaseSync(file);
  try {
    const rows = db
      .prepare(
        `SELECT m.tbl_name AS tbl, sum(s.pgsize) AS bytes
         FROM dbstat s JOIN sqlite_schema m ON m.name = s.name GROUP BY m.tbl_name`,
      )
      .all() as { tbl: string; bytes: number }[];
    const byTable = new Map<string, number>();
    for (const { tbl, bytes } of rows) {
      const table = tbl.startsWith('songs_fts') ? 'songs_fts' : tbl;
      byTable.set(table, (byTable.get(table) ?? 0) + bytes);
    }
    return byTable;
  } finally {
    db.close();
  }
}

export function countRows(file: string, table: string): number {
  const db = new DatabaseSync(file);
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Bytes per play: `plays` rows shaped as the Worker writes them (an anonymous listener's salted
 * hash, a song, a time) added to a scratch copy of `file`, and the table's growth measured.
 */
export function bytesPerPlay(file: string, plays = 100_000): number {
  const dir = mkdtempSync(join(tmpdir(), 'beat-store-plays-'));
  try {
    const copy = join(dir, 'copy.sqlite');
    copyFileSync(file, copy);
    const before = bytesByTable(copy).get('plays') ?? 0;
    const db = new DatabaseSync(copy);
    try {
      const songIds = (db.prepare('SELECT id FROM songs LIMIT 200').all() as { id: number }[]).map((r) => r.id);
      const insert = db.prepare('INSERT INTO plays (song_id, user_id, listener, created_at) VALUES (?, NULL, ?, ?)');
      const now = Date.now();
      db.exec('BEGIN');
      for (let i = 0; i < plays; i++) {
        const listener = `addr:${(i * 2_654_435_761).toString(16).padStart(64, '0').slice(-64)}`;
        insert.run(songIds[i % songIds.length] ?? 1, listener, now - i * 1000);
      }
      db.exec('COMMIT');
    } finally {
      db.close();
    }
    return ((bytesByTable(copy).get('plays') ?? 0) - before) / plays;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Footprint {
  perSong: number;
  perOrder: number;
  perPlay: number;
}

/** Bytes per song (its row, tags, search index and kept counts), per order (its row and lines), per play. */
export function measureFootprint(catalogueFile: string, orderFile: string): Footprint {
  const catalogue = bytesByTable(catalogueFile);
  const songBytes = ['songs', 'song_tags', 'songs_fts', 'catalogue_counts'].reduce(
    (sum, table) => sum + (catalogue.get(table) ?? 0),
    0,
  );
  const orders = bytesByTable(orderFile);
  const orderBytes = (orders.get('orders') ?? 0) + (orders.get('order_items') ?? 0);
  return {
    perSong: songBytes / countRows(catalogueFile, 'songs'),
    perOrder: orderBytes / countRows(orderFile, 'orders'),
    perPlay: bytesPerPlay(orderFile),
  };
}
