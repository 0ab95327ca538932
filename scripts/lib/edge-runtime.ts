/**
 * Serves the built Worker in wrangler's local runtime (workerd, with local D1 and R2) as
 * `wrangler dev` does, but without its inspector: the benchmarks' servers.
 *
 * `wrangler dev` always attaches an inspector to the Worker (for DevTools) and relays every
 * `console.log` through it to its own process, where the line is source-mapped and printed. The
 * store logs one line per request (http/request-log.ts), and that relay costs the dev server about
 * 3.5 ms of CPU per request on the benchmark machine: more than a cached page costs workerd, and
 * taken from the same two cores. At the edge there is no inspector: the lines go to Workers Logs,
 * outside the request. Here workerd writes them to its output instead, and this process drops the
 * ordinary ones (warnings and errors are printed).
 *
 *   node scripts/lib/edge-runtime.ts --persist-to DIR --port N [--var KEY:VALUE ...]
 */
import { parseArgs } from 'node:util';
import { unstable_startWorker } from 'wrangler';

const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string' },
    port: { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
  },
});
const persist = values['persist-to'];
const port = Number(values.port);
if (!persist || !Number.isInteger(port)) throw new Error('--persist-to and --port are required');

const bindings = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(':');
    if (at < 1) throw new Error(`--var ${pair}: expected KEY:VALUE`);
    return [pair.slice(0, at), { type: 'plain_text' as const, value: pair.slice(at + 1) }];
  }),
);

const worker = await unstable_startWorker({
  config: 'storefront/dist/server/wrangler.json',
  bindings,
  dev: {
    server: { hostname: '127.0.0.1', port },
    inspector: false,
    persist,
    watch: false,
    logLevel: 'warn',
    structuredLogsHandler: ({ level, message }: { level: string; message: string }) => {
      if (level === 'warn' || level === 'error') console.error(message);
    },
  },
});
await worker.ready;

const stop = () => {
  void worker.dispose().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
