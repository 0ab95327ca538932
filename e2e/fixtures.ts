/**
 * `test` and `expect` for every browser test. An automatic fixture guards every page the test
 * opens: the test fails on any Content-Security-Policy violation (an inline script, style or
 * resource the policy refuses, so a page that works only because a check is missing) and on any
 * uncaught error in a page, hydration mismatches (React #418, #423, #425) included. Pages and
 * requests go to the worker's own store.
 */
import { test as base, expect } from '@playwright/test';
import { storeUrl } from './test-store.ts';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  page: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: Violation) => void;
  }
}

export const test = base.extend<{ pageGuard: undefined }>({
  // Each worker has a store of its own (test-store.ts); a worker process knows its index from
  // its start, before this module loads.
  baseURL: storeUrl(),
  pageGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await context.exposeFunction('__reportCspViolation', (v: Violation) => {
        problems.push(`CSP violation on ${v.page}: ${v.directive} refused ${v.blocked} (${v.source}:${v.line})`);
      });
      // Registered before any page script, in every page and frame of the test.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__reportCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sourceFile,
            line: event.lineNumber,
            page: location.pathname,
          });
        });
      });
      context.on('weberror', (error) => {
        problems.push(`Uncaught error on ${error.page()?.url() ?? 'a page'}: ${error.error().message}`);
      });
      await use(undefined);
      expect(problems, 'no CSP violation and no uncaught page error').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
