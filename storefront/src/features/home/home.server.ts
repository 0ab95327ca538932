/**
 * What the home page shows, read on the server: the newest releases (the featured track, the
 * New Releases strip, Browse Tracks), the license plans, and the sound kits and hot services from
 * the content files. `failed` when the catalogue cannot be read: the page says so rather than
 * showing an empty store.
 */
import type { License, Song } from '@beats/contract';
import { loadNewReleases } from '../catalogue/catalogue.server.ts';
import { services, soundKits } from '../content/content.ts';
import { loadLicenses } from '../licenses/licenses.server.ts';
import { type PlayableTrack, toPlayable } from '../player/playable.ts';

const STRIP_SIZE = 6;
const BROWSE_SIZE = 6;

export interface HomeData {
  failed: boolean;
  /** The newest release, in the hero. */
  featured: Song | undefined;
  /** The New Releases strip (the featured track plays from it too). */
  strip: PlayableTrack[];
  browse: Song[];
  plans: License[];
  kits: Awaited<ReturnType<typeof soundKits>>;
  hotServices: Awaited<ReturnType<typeof services>>;
}

export async function loadHome(): Promise<HomeData> {
  let releases: Song[] = [];
  let plans: License[] = [];
  let failed = false;
  try {
    [releases, plans] = await Promise.all([loadNewReleases(Math.max(STRIP_SIZE, BROWSE_SIZE)), loadLicenses()]);
  } catch (error) {
    console.error('Home page: the catalogue could not be read', error);
    failed = true;
  }
  const [kits, allServices] = await Promise.all([soundKits(), services()]);
  return {
    failed,
    featured: releases[0],
    strip: releases.slice(0, STRIP_SIZE).map(toPlayable),
    browse: releases.slice(0, BROWSE_SIZE),
    plans,
    kits,
    hotServices: allServices.filter((service) => service.data.hot),
  };
}
