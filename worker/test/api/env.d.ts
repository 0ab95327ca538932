import type { D1Migration } from 'cloudflare:test';
import type { Env as StoreEnv } from '../../src/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends StoreEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
