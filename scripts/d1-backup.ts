/**
 * `npm run db:backup`: every row of the store's D1 database as an SQL file of INSERTs, for a copy
 * kept outside Cloudflare. `wrangler d1 export` cannot do it: it refuses a whole database that
 * holds an FTS5 table (the catalogue's search index, `songs_fts`; workers-sdk#6305). The index is
 * derived from the songs and rebuilt by its triggers when the rows are restored, so it is left
 * out, with the migrations' own table (a restored database is migrated first).
 *
 *   node scripts/d1-backup.ts --remote [--out backups/beat-store-YYYY-MM-DD.sql]
 *   node scripts/d1-backup.ts --state .wrangler/state [--out …]      (a local store)
 *
 * Restore (README, Operations): create a database, `wrangler d1 migrations apply` it, then
 * `wrangler d1 execute <db> --file <backup>`. Tables are written parents first, so foreign keys
 * hold at every row.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { toolEnv } from './lib/run.ts';

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    state: { type: 'string' },
    out: { type: 'string' },
    database: { type: 'string', default: 'DB' },
  },
});
if (!values.remote && !values.state) {
  console.error('usage: node scripts/d1-backup.ts --remote | --state DIR [--out FILE] [--database DB]');
  process.exit(2);
}
const where = values.remote ? ['--remote'] : ['--local', '--persist-to', values.state ?? ''];
const out = values.out ?? `backups/beat-store-${new Date().toISOString().slice(0, 10)}.sql`;
/** Rows per query: D1 answers at most a few MB per statement. */
const PAGE = 500;

type Row = Record<string, string | number | null>;

function query(sql: string): Row[] {
  const result = spawnSync('wrangler', ['d1', 'execute', values.database, ...where, '--json', '--command', sql], {
    env: toolEnv,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  const [answer] = JSON.parse(result.stdout) as { results: Row[] }[];
  return answer?.results ?? [];
}

/** The tables that hold the store's data: not SQLite's, Cloudflare's, the migrations' or the search index's. */
function dataTables(): string[] {
  const all = query("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name");
  const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(String(t.sql))).map((t) => String(t.name));
  return all
    .map((t) => String(t.name))
    .filter(
      (name) =>
        !/^(sqlite_|_cf_|d1_migrations$)/.test(name) &&
        !virtual.some((index) => name === index || name.startsWith(`${index}_`)),
    );
}

/** Parents before children, so every foreign key finds its row when the file is replayed. */
function parentsFirst(tables: string[]): string[] {
  const parents = new Map(
    tables.map((table) => [
      table,
      query(`SELECT "table" FROM pragma_foreign_key_list('${table}')`)
        .map((row) => String(row.table))
        .filter((parent) => parent !== table && tables.includes(parent)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

const literal = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

const lines = [`-- Beat Store D1 backup, ${new Date().toISOString()}: restore into a migrated database.`];
let rows = 0;
for (const table of parentsFirst(dataTables())) {
  for (let offset = 0; ; offset += PAGE) {
    const page = query(`SELECT * FROM "${table}" ORDER BY rowid LIMIT ${PAGE} OFFSET ${offset}`);
    for (const row of page) {
      const columns = Object.keys(row);
      lines.push(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((c) => literal(row[c] ?? null)).join(', ')});`,
      );
    }
    rows += page.length;
    if (page.length < PAGE) break;
  }
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`Backed up ${rows} rows to ${out}.`);
