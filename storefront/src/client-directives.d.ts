// The store's own client directives (astro.config.mjs; src/features/player/player-directive.ts,
// src/ui/needed-directive.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates once the site's player has started. */
    'client:player'?: boolean;
    /** Hydrates once the island has something to show (src/ui/island-needs.ts). */
    'client:needed'?: import('./ui/island-needs.ts').IslandNeed;
  }
}

export {};
