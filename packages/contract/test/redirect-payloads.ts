/**
 * `next` values that try to send a signed-in visitor to another site: dot segments that collapse
 * into `//host`, encoded slashes and backslashes, tabs and newlines (which browsers drop from
 * URLs), backslashes (which browsers read as slashes), protocol-relative and absolute URLs, and
 * script URLs. Every return path of the store is tested with all of them.
 */
export const OPEN_REDIRECT_PAYLOADS = [
  '//evil.example',
  '///evil.example',
  '//evil.example/%2e%2e',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/x/..//evil.example',
  '/x/%2e%2e//evil.example',
  '/./\\evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/%2f%5cevil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
] as const;

/** Whether a Location (or `next`) value, as a browser resolves it, stays on `origin`. */
export function staysOn(origin: string, location: string): boolean {
  return new URL(location, origin).origin === origin;
}
