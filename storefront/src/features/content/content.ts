/** The content collections in the order the owner set. */
import { getCollection } from 'astro:content';

export async function services() {
  return (await getCollection('services')).sort((a, b) => a.data.position - b.data.position);
}

export async function soundKits() {
  return (await getCollection('soundKits')).sort((a, b) => a.data.position - b.data.position);
}

/** Newest first. */
export async function videos() {
  return (await getCollection('videos')).sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime());
}
