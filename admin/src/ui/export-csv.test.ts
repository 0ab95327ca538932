import { describe, expect, it } from 'vitest';
import { exportHref } from './export-csv.ts';

describe('exportHref', () => {
  it('is the bare export without filters', () => {
    expect(exportHref('/api/orders/export', {})).toBe('/api/orders/export');
    expect(exportHref('/api/orders/export', { status: undefined, q: undefined })).toBe('/api/orders/export');
  });

  it('carries the filters that are set, encoded', () => {
    expect(
      exportHref('/api/orders/export', { status: 'completed', from: '2026-01-01', to: undefined, q: 'a&b c' }),
    ).toBe('/api/orders/export?status=completed&from=2026-01-01&q=a%26b+c');
  });

  it('keeps a filter that is false, and leaves out a blank one', () => {
    expect(exportHref('/api/free-downloads/export', { news: false, q: '' })).toBe(
      '/api/free-downloads/export?news=false',
    );
    expect(exportHref('/api/free-downloads/export', { news: 'true' })).toBe('/api/free-downloads/export?news=true');
  });
});
