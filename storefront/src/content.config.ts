/**
 * The store's editable content: texts and lists the owner changes without touching code.
 *   services    the studio's services (home shows the ones marked hot), with their quote details
 *   videos      the video page's cards, newest first
 *   soundKits   free sound kits on the home page (the section shows only when there are some)
 *   pages       long texts: about, terms, privacy
 * Prices are written in dollars, as people write them, and become cents like every other amount.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

const dollars = z
  .number()
  .nonnegative()
  .transform((value) => Math.round(value * 100));

const services = defineCollection({
  loader: file('src/content/services.json'),
  schema: z.object({
    title: z.string(),
    subtitle: z.string(),
    /** The "from" price of the service. */
    amount: dollars,
    image: z.string(),
    /** Shown on the home page with a 'Hot' badge. */
    hot: z.boolean().default(false),
    position: z.number().int(),
    details: z.object({
      services: z.array(z.object({ name: z.string(), price: dollars })),
      revisions: z.string(),
      emailFilesTo: z.email(),
    }),
  }),
});

const videos = defineCollection({
  loader: file('src/content/videos.json'),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    image: z.string(),
    url: z.url(),
    publishedAt: z.coerce.date(),
  }),
});

const soundKits = defineCollection({
  loader: glob({ pattern: '*.md', base: 'src/content/sound-kits' }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
    image: z.string(),
    /** Where the kit is downloaded; without one the details invite a message instead. */
    downloadUrl: z.string().optional(),
    position: z.number().int(),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: 'src/content/pages' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    /** Cards of the about page's 'What Sets Us Apart'. */
    highlights: z.array(z.object({ title: z.string(), text: z.string() })).default([]),
    updated: z.coerce.date().optional(),
  }),
});

export const collections = { services, videos, soundKits, pages };
