import {
  AdminFreeDownloadListQuerySchema,
  FREE_DOWNLOAD_MESSAGES,
  FreeDownloadExportQuerySchema,
} from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { exportHref } from '../ui/export-csv.ts';
import { emptyText, FILTERED_EMPTY, freeDownloadFilters, NEWS_CHOICES, newsChoiceOf } from './free-download-filters.ts';

/** The query string a filter set becomes (as the export link and simple-rest send it), read back as the API reads it. */
const asTheApiReads = (filters: ReturnType<typeof freeDownloadFilters>) => {
  const query = Object.fromEntries(new URL(exportHref('/x', filters), 'http://store').searchParams);
  return {
    list: AdminFreeDownloadListQuerySchema.parse(query),
    export: FreeDownloadExportQuerySchema.parse(query),
  };
};

describe('the Free downloads filters', () => {
  it('ask for everything by default', () => {
    const filters = freeDownloadFilters('', 'all');
    expect(filters).toEqual({ q: undefined, news: undefined });
    const read = asTheApiReads(filters);
    expect(read.list).toEqual({ _start: 0, _sort: 'askedAt', _order: 'desc' });
    expect(read.export).toEqual({});
  });

  it('send the search without the spaces around it; spaces alone are no search', () => {
    expect(freeDownloadFilters('  fan@example ', 'all').q).toBe('fan@example');
    expect(freeDownloadFilters('   ', 'all').q).toBeUndefined();
  });

  it('map each News choice to the API’s news value', () => {
    expect(freeDownloadFilters('', 'agreed').news).toBe('true');
    expect(freeDownloadFilters('', 'notAgreed').news).toBe('false');
    expect(asTheApiReads(freeDownloadFilters('fan', 'agreed')).export).toEqual({ q: 'fan', news: true });
    expect(asTheApiReads(freeDownloadFilters('fan', 'notAgreed')).list).toMatchObject({ q: 'fan', news: false });
  });

  it('read the News control’s value, anything unknown as All', () => {
    expect(NEWS_CHOICES.map((choice) => choice.label)).toEqual(['All', 'Agreed', 'Not agreed']);
    expect(newsChoiceOf('agreed')).toBe('agreed');
    expect(newsChoiceOf('notAgreed')).toBe('notAgreed');
    expect(newsChoiceOf('yes')).toBe('all');
    expect(newsChoiceOf(undefined)).toBe('all');
  });

  it('say an empty list is empty, or that nothing matches the filters', () => {
    expect(emptyText(freeDownloadFilters('', 'all'))).toBe(FREE_DOWNLOAD_MESSAGES.empty);
    expect(emptyText(freeDownloadFilters('nobody', 'all'))).toBe(FILTERED_EMPTY);
    expect(emptyText(freeDownloadFilters('', 'notAgreed'))).toBe(FILTERED_EMPTY);
  });
});
