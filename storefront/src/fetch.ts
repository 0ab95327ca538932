/**
 * Astro's request pipeline for the storefront's pages (Astro's fetch file, `src/fetch.ts`): the
 * pipeline Astro runs by default, with each page rendered whole before it is sent rather than
 * streamed.
 *
 * Why: a streamed render on workerd goes through an async iterator and a ReadableStream chunk by
 * chunk, about a tenth of a page's CPU (`bench:compare`: `/` −12%, `/privacy` −10%, `/tracks` −7%).
 * It buys nothing here:
 * - public pages go into the Worker's page cache, which reads the whole answer first;
 * - every page reads its data in its frontmatter, before the first byte of HTML, so there is
 *   nothing to send early.
 * The answer also gets its Content-Length.
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
