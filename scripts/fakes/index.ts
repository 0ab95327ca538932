/**
 * Local stand-ins for the services that cannot run here (Google sign-in, PayPal). Each is a
 * small HTTP server speaking the real protocol; the Worker talks to it through the same adapter
 * code it uses in production, configured by the variables returned here. Production never
 * starts them.
 */
import type { Server } from 'node:http';
import { startGoogleOidcFake } from './google-oidc.ts';
import { startPayPalFake } from './paypal/server.ts';

export interface RunningFake {
  name: string;
  /** Worker variables that point the production adapter at this fake. */
  vars: Record<string, string>;
  server: Server;
}

export type FakeStarter = (options: { storeUrl: string }) => Promise<RunningFake>;

/** Every fake the store needs, started in this process. */
const starters: FakeStarter[] = [startGoogleOidcFake, startPayPalFake];

export interface RunningFakes {
  vars: Record<string, string>;
  names: string[];
  stop: () => Promise<void>;
}

export async function startFakes(storeUrl: string): Promise<RunningFakes> {
  const running = await Promise.all(starters.map((startFake) => startFake({ storeUrl })));
  return {
    vars: Object.assign({}, ...running.map((fake) => fake.vars)),
    names: running.map((fake) => fake.name),
    stop: async () => {
      await Promise.all(running.map((fake) => new Promise((resolve) => fake.server.close(resolve))));
    },
  };
}
