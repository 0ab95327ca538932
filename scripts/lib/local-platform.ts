/**
 * The local Cloudflare bindings (D1, R2) that `wrangler dev` uses, opened from Node through
 * wrangler's platform proxy: the seed and the benchmarks write and read the very same state.
 */
import { getPlatformProxy } from 'wrangler';
import type { Env } from '../../worker/src/env.ts';

export interface LocalPlatform {
  env: Env;
  dispose: () => Promise<void>;
}

export async function openLocalPlatform(stateDir: string): Promise<LocalPlatform> {
  const proxy = await getPlatformProxy<Env>({
    configPath: 'wrangler.toml',
    persist: { path: `${stateDir}/v3` },
    remoteBindings: false,
  });
  return { env: proxy.env, dispose: proxy.dispose };
}
