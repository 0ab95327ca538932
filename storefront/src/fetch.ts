/**
 * Astro's request pipeline for the storefront's pages (Astro's fetch file, `src/fetch.ts`): the
 * pipeline Astro runs by default, with each page rendered whole before it is sent rather than
 * streamed.
 *
 * Why: a streamed render on workerd goes through an async iterator and a ReadableStream chunk by
 * chunk: 7–9% of a page's CPU (`bench:compare`, 40 rounds of 80: `/` −7.4%, `/tracks` −8.6%,
 * `/products/{id}` −7.2%).
 * It buys nothing here:
 * - public pages go into the Worker's page cache, which reads the whole answer first;
 * - every page reads its data in its frontmatter, before the first byte of HTML, so there is
 *   nothing to send early.
 */
import type { Fetchable } from 'astro';
import { astro, FetchState } from 'astro/fetch';

export default {
  fetch(request) {
    const state = new FetchState(request);
    state.streaming = false;
    return astro(state);
  },
} satisfies Fetchable;
