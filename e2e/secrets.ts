/** The secrets the test store was configured with (scripts/serve-e2e.ts writes them to fakes.json), and .dev.vars. */
import { existsSync, readFileSync } from 'node:fs';
import { SECRET_NAMES } from '../worker/src/env.ts';

export { SECRET_NAMES };

export function configuredSecretValues(): string[] {
  const port = process.env.E2E_PORT ?? '8788';
  const vars: Record<string, string> = JSON.parse(
    readFileSync(new URL(`../.wrangler/e2e-${port}/fakes.json`, import.meta.url), 'utf8'),
  );
  const devVars = new URL('../.dev.vars', import.meta.url);
  if (existsSync(devVars)) {
    for (const line of readFileSync(devVars, 'utf8').split('\n')) {
      const match = /^\s*([A-Z_]+)\s*=\s*"?([^"\n]*)"?\s*$/.exec(line);
      if (match?.[1] && match[2]) vars[match[1]] = match[2];
    }
  }
  const values = SECRET_NAMES.map((name) => vars[name]).filter((value): value is string => Boolean(value));
  if (values.length === 0) throw new Error('The test store has no secrets configured: nothing to look for');
  return values;
}
