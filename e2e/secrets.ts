/** The secrets the test store was configured with (scripts/serve-e2e.ts writes them to fakes.json), and .dev.vars. */
import { existsSync, readFileSync } from 'node:fs';
import { SECRET_NAMES } from '../worker/src/env.ts';
import { storeFakeVars } from './test-store.ts';

export { SECRET_NAMES };

export function configuredSecretValues(): string[] {
  const vars = storeFakeVars();
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
