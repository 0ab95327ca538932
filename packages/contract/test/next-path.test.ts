import { describe, expect, it } from 'vitest';
import { landingPath, safeNextPath } from '../src/next-path.ts';
import { OPEN_REDIRECT_PAYLOADS, staysOn } from './redirect-payloads.ts';

describe('where to go after signing in', () => {
  it.each([
    [undefined, '/'],
    ['/account', '/account'],
    ['/tracks?search=lofi#top', '/tracks?search=lofi#top'],
    ['/a/./b/../c', '/a/c'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/x/..//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
  ])('safeNextPath(%j) is %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('keeps %j on this site', (payload) => {
    const path = safeNextPath(payload);
    expect(path.startsWith('/') && !path.startsWith('//'), path).toBe(true);
    expect(staysOn('http://store.test', path), path).toBe(true);
    // The answer is a fixed point: checking it again changes nothing.
    expect(safeNextPath(path)).toBe(path);
  });

  it('admins go to the dashboard, others where they were going', () => {
    expect(landingPath('admin', '/account')).toBe('/admin');
    expect(landingPath('user', '/account')).toBe('/account');
    expect(landingPath('user', null)).toBe('/');
    expect(landingPath('user', '/.//evil.example')).toBe('/');
  });
});
