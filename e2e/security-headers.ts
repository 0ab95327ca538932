/** The security headers every answer of the store carries (worker/src/http/security-headers.ts, `_headers`). */
import type { APIResponse } from '@playwright/test';
import { expect } from './fixtures.ts';

/** `frameable`: the one kind of page other sites may frame (the embeddable player, /embed/{id}). */
export function expectSecurityHeaders(res: APIResponse, label: string, frameable = false): void {
  const headers = res.headers();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe(frameable ? undefined : 'DENY');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['content-security-policy'], label).toContain(
    frameable ? 'frame-ancestors *' : "frame-ancestors 'none'",
  );
  expect(headers['content-security-policy']?.match(/frame-ancestors/g), label).toHaveLength(1);
  // Pages and the admin shell name object-src; everything else gets the inert policy, where default-src says it.
  expect(headers['content-security-policy'], label).toMatch(/object-src 'none'|^default-src 'none'/);
}
