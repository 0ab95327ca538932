/**
 * `client:player`: hydrates an island once the site's player has started (start-player.ts), so
 * the bottom bar and its store cost nothing on a page where nothing plays. Registered in
 * astro.config.mjs.
 */
import type { ClientDirective } from 'astro';
import { whenPlayerStarts } from './player-started.ts';

const playerDirective: ClientDirective = (load) => {
  whenPlayerStarts(async () => {
    await (await load())();
  });
};

export default playerDirective;
