/**
 * What the build ships to browsers: no secret of the store, by name or by value, in any file of
 * the client output (pages, scripts, styles, the admin SPA); and the headers every static file
 * gets from `_headers` (Cloudflare serves static files without running the Worker), HSTS included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { configuredSecretValues, SECRET_NAMES } from './secrets.ts';

const CLIENT = fileURLToPath(new URL('../storefront/dist/client/', import.meta.url));
const TEXT = /\.(html|js|mjs|css|json|txt|xml|svg|webmanifest|map)$|^_headers$|^_redirects$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('no secret of the store is in any page or bundle the build ships', () => {
  const shipped = files(CLIENT).filter((path) => TEXT.test(path.split('/').at(-1) ?? ''));
  expect(shipped.some((path) => path.endsWith('.js'))).toBe(true);
  expect(shipped.some((path) => path.includes('/admin/'))).toBe(true);
  const needles = [...SECRET_NAMES, ...configuredSecretValues()];
  const found: string[] = [];
  for (const path of shipped) {
    const text = readFileSync(path, 'utf8');
    for (const needle of needles) if (text.includes(needle)) found.push(`${path.slice(CLIENT.length)}: ${needle}`);
  }
  expect(found).toEqual([]);
});

test('every static file gets the security headers from _headers, HSTS included', () => {
  const rules = readFileSync(join(CLIENT, '_headers'), 'utf8');
  const all = /^\/\*\n((?:[ \t]+.+\n?)+)/m.exec(rules)?.[1] ?? '';
  expect(all, '_headers has a rule for every path').not.toBe('');
  for (const header of [
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'X-Frame-Options: DENY',
    'Strict-Transport-Security: max-age=63072000; includeSubDomains',
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  ]) {
    expect(all).toContain(header);
  }
});
