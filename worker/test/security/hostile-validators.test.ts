/**
 * Every validator and parser of the contract, and the storefront's own reader of the catalogue's
 * address, against hostile input (fast-check): none ever throws; a refusal names its problem in
 * a short message (never the input echoed back); what the field rules accept is what a store can
 * keep (one line, ASCII e-mail addresses, paths of this site).
 */
import * as contract from '@beats/contract';
import {
  isCleanLine,
  isCleanText,
  isEmail,
  MAX_PAGE,
  normalizeEmail,
  normalizeLine,
  normalizeText,
  SongListQuerySchema,
  safeNextPath,
} from '@beats/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CATALOGUE_PAGE_SIZE,
  effectiveSort,
  readCatalogueState,
} from '../../../storefront/src/features/catalogue/catalogue-query.ts';
import { hostileString, hostileValue, NASTY_STRINGS } from './hostile.ts';
import { tally } from './tally.ts';

const RUNS = 150;

/** Every zod schema the contract exports (requests, answers, forms, queries, ids, money). */
const SCHEMAS = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [{ name, schema: value }] : [],
);

/** An input for a schema: any hostile value, or an object with the schema's own fields set to hostile values. */
function inputFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape || typeof shape !== 'object') return hostileValue;
  const keys = Object.keys(shape);
  return fc.oneof(hostileValue, fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }));
}

describe('the contract', () => {
  it('exports its validators', () => {
    expect(SCHEMAS.length).toBeGreaterThan(40);
  });

  it.each(SCHEMAS)('$name never throws, and refuses with short messages', ({ name, schema }) => {
    fc.assert(
      fc.property(inputFor(schema), (input) => {
        const result = schema.safeParse(input);
        tally('hostileInputs');
        if (result.success) return;
        for (const issue of result.error.issues) {
          expect(typeof issue.message, name).toBe('string');
          expect(issue.message.length, `${name}: ${issue.message.slice(0, 200)}`).toBeGreaterThan(0);
          expect(issue.message.length, `${name}: a message, not the input`).toBeLessThan(300);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the field rules', () => {
  const FORBIDDEN_IN_A_LINE = [
    '\u0000',
    '\n',
    '\r',
    '\u001B',
    '\u0085',
    '\u007F',
    '\u2028',
    '\u202E',
    '\u2066',
    '\u200B',
    '\uFEFF',
  ];

  it('refuse a one-line value with a control, direction or zero-width character anywhere', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...FORBIDDEN_IN_A_LINE), fc.string(), (before, bad, after) => {
        // Within the value: the ends are trimmed before the check.
        expect(isCleanLine(normalizeLine(`a${before}${bad}${after}b`))).toBe(false);
        tally('hostileInputs');
      }),
      { numRuns: RUNS },
    );
  });

  it('let multi-line text keep line feeds and tabs, and nothing else of the kind', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...FORBIDDEN_IN_A_LINE.filter((c) => c !== '\n' && c !== '\r')),
        (text, bad) => {
          expect(isCleanText(normalizeText(`a${text}${bad}b`))).toBe(false);
          expect(isCleanText(normalizeText(`line one\n\tline two\r\nline three`))).toBe(true);
          tally('hostileInputs');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('accept as e-mail only plain ASCII addresses of at most 254 characters, whatever was typed', () => {
    const typed = fc.oneof(
      hostileString,
      fc
        .tuple(fc.string(), fc.constantFrom(...NASTY_STRINGS), fc.string())
        .map(([a, b, c]) => `${a}${b}${c}@example.com`),
      fc.emailAddress().map((address) => address.toUpperCase()),
      fc
        .emailAddress()
        .map((address) => address.replace(/[a-z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0))),
    );
    fc.assert(
      fc.property(typed, (value) => {
        const email = normalizeEmail(value);
        if (isEmail(email)) {
          expect(email).toMatch(/^[\x21-\x7e]+@[\x21-\x7e]+$/);
          expect(email.length).toBeLessThanOrEqual(254);
          expect(email).toBe(email.toLowerCase());
          expect(normalizeEmail(email)).toBe(email);
        }
        tally('hostileInputs');
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("send a return path only to this site's own paths, whatever it says", () => {
    const ORIGIN = 'http://store.test';
    const next = fc.oneof(
      hostileString,
      fc.webUrl(),
      fc
        .tuple(fc.constantFrom('/', '//', '/\\', '/\t/', '/%2F', '/.//', '/..//', '\\\\'), fc.string())
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(next, (value) => {
        const path = safeNextPath(value);
        expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), path).toBe(true);
        expect(new URL(path, ORIGIN).origin, `${JSON.stringify(value)} → ${path}`).toBe(ORIGIN);
        tally('hostileInputs');
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe("the catalogue page's address", () => {
  it('asks the catalogue only what the API would let any client ask', () => {
    const param = fc.tuple(
      fc.constantFrom('search', 'musicTag', 'bpm', 'sort', 'priceSort', 'page', 'limit', 'x'),
      fc.oneof(
        hostileString,
        fc.integer({ min: -10, max: 10_000_000 }).map(String),
        fc.constantFrom('pricing:asc', 'title:desc', 'All'),
      ),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 6 }), (pairs) => {
        const state = readCatalogueState(new URLSearchParams(pairs));
        // The query the page runs (catalogue.server.ts), as the API's own clients would send it.
        const query: Record<string, string> = {
          page: String(state.page),
          limit: String(CATALOGUE_PAGE_SIZE),
          sort: effectiveSort(state),
        };
        if (state.search) query.search = state.search;
        if (state.musicTag) query.musicTag = state.musicTag;
        if (state.bpm !== null) query.bpm = String(state.bpm);
        const checked = SongListQuerySchema.safeParse(query);
        expect(checked.success, `${new URLSearchParams(pairs)} → ${JSON.stringify(query)}`).toBe(true);
        expect(state.page).toBeLessThanOrEqual(MAX_PAGE);
        tally('hostileInputs');
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
