// `npm start`, `npm test` and `npm run bench` begin here, on whatever Node npm runs (20 or newer). This brings
// pnpm and the project's own Node 24 (the `node` devDependency), then hands over to the real
// script, which `pnpm run` starts with Node 24. Plain JavaScript on purpose: Node 20 runs it.
import { spawnSync } from 'node:child_process';

const PNPM = ['-y', 'pnpm@10.34.9'];
const TASKS = { start: 'start:local', test: 'test:all', bench: 'bench:all' };

const task = TASKS[process.argv[2]];
if (!task) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(TASKS).join('|')}`);
  process.exit(2);
}

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  npm_config_update_notifier: 'false',
};

function pnpm(args) {
  const result = spawnSync('npx', [...PNPM, ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Quick when nothing changed; the lockfile is the source of truth.
pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
pnpm(['run', task, ...process.argv.slice(3)]);
