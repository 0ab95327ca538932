/**
 * What the about page shows: its text from the `pages` collection and the store's newest tracks
 * for the story's three cards and the Discography (none when the catalogue cannot be read: the
 * text still shows).
 */
import { getEntry } from 'astro:content';
import type { Song } from '@beats/contract';
import { loadNewReleases } from '../catalogue/catalogue.server.ts';
import { type PlayableTrack, toPlayable } from '../player/playable.ts';

const DISCOGRAPHY_SIZE = 9;

export async function loadAbout() {
  const text = await getEntry('pages', 'about');
  if (!text) throw new Error('The about page text (src/content/pages/about.md) is missing');
  let songs: Song[] = [];
  let failed = false;
  try {
    songs = await loadNewReleases(DISCOGRAPHY_SIZE);
  } catch (error) {
    console.error('About page: the catalogue could not be read', error);
    failed = true;
  }
  const tracks: PlayableTrack[] = songs.map(toPlayable);
  return { text, tracks, failed };
}
