// The store's own client directive (astro.config.mjs, src/features/player/player-directive.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates once the site's player has started. */
    'client:player'?: boolean;
  }
}

export {};
