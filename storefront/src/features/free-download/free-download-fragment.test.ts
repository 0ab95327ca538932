import { FREE_DOWNLOAD_FRAGMENT, freeDownloadLink } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { readFreeDownloadFragment, withoutFragment } from './free-download-fragment.ts';

/** Every symbol of the tokens' alphabet, once: 32 of them, as long as a token. */
const TOKEN = 'abcdefghijkmnpqrstuvwxyz23456789';

describe("the Free Download dialog's fragment", () => {
  it('reads the link a mail gives', () => {
    const link = new URL(freeDownloadLink('https://store.example', 7, TOKEN));
    expect(link.pathname).toBe('/products/7');
    expect(readFreeDownloadFragment(link.hash)).toEqual({ kind: 'link', token: TOKEN });
    expect(readFreeDownloadFragment(`${FREE_DOWNLOAD_FRAGMENT}=${TOKEN}`)).toEqual({ kind: 'link', token: TOKEN });
  });

  it('opens the form for the bare fragment, with or without an empty token', () => {
    expect(readFreeDownloadFragment('#free-download')).toEqual({ kind: 'ask' });
    expect(readFreeDownloadFragment('free-download')).toEqual({ kind: 'ask' });
    expect(readFreeDownloadFragment('#free-download=')).toEqual({ kind: 'ask' });
  });

  it('refuses a token that cannot be one, without asking the API', () => {
    for (const token of [
      TOKEN.slice(1),
      `${TOKEN}a`,
      TOKEN.toUpperCase(),
      `${TOKEN.slice(0, 31)}l`,
      `${TOKEN.slice(0, 31)}0`,
      `${TOKEN.slice(0, 31)}1`,
      `${TOKEN}&utm_source=mail`,
      'not a token',
    ]) {
      expect(readFreeDownloadFragment(`#free-download=${token}`), token).toEqual({ kind: 'bad-link' });
    }
  });

  it('leaves other fragments alone', () => {
    for (const hash of ['', '#', '#main', '#search-section', '#free-downloads', '#free-download-x', `#x=${TOKEN}`]) {
      expect(readFreeDownloadFragment(hash), hash).toBeNull();
    }
  });

  it('takes the fragment out of the address, keeping the path and the query', () => {
    expect(withoutFragment({ pathname: '/products/7', search: '' })).toBe('/products/7');
    expect(withoutFragment({ pathname: '/products/7', search: '?ref=mail' })).toBe('/products/7?ref=mail');
  });
});
