/**
 * Hostile input for property-based tests (fast-check): the strings, numbers and shapes attackers
 * and broken clients send. Every validator and every route must refuse them with a 4xx and a
 * message, or take them for what they are; never fail (500), never echo a stack.
 */
import fc from 'fast-check';

/** Text that has broken stores: injection syntax, look-alikes, invisible and control characters. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  // SQL and FTS5 syntax (the catalogue search is FTS5).
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "1' UNION SELECT email, password_hash FROM users --",
  '%',
  '_',
  '\\',
  '"',
  '"unbalanced',
  'a" OR "b',
  'NEAR(a b, 3)',
  'a AND OR NOT b',
  'title:x',
  '^start',
  '*',
  'a*',
  '(',
  ')',
  '-a',
  '{title description}: x',
  'ORDER BY 1',
  // Unicode look-alikes and compatibility forms.
  'ａｄｍｉｎ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'аdmin@example.com',
  'admın@example.com',
  'ﬁle',
  'K\u212A',
  'e\u0301',
  // Direction marks, zero-width and invisible characters.
  '\u202Egnp.exe',
  'abc\u2066def\u2069',
  'a\u200Bb',
  'a\u200Db',
  '\uFEFFx',
  'a\u2060b',
  '\u2028line',
  // Lone surrogates.
  '\uD800',
  'a\uDFFFb',
  'x\uD83D',
  // Controls.
  '\u0000',
  'a\u0000b',
  'x\r\nBcc: victim@example.com',
  '\u001B[31mred',
  '\u0085',
  '\u007F',
  // Markup and paths.
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  'file.png\u0000.html',
  '//evil.example',
  '__proto__',
  'constructor',
  '{{7*7}}',
  '$' + '{7*7}',
] as const;

const huge = fc.constantFrom(300, 1_001, 5_001, 70_000).map((length) => 'A'.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u202E', '\u200B', '\u0000', '\uD800', 'a', '"', "'", '*'),
      maxLength: 12,
    }),
  },
  { weight: 1, arbitrary: huge },
);

/** Numbers a JSON body can carry that no amount, id or count should take as they are. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, 1.5, -0.01, 0.001, 24.999, 1e-7, 1e21, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 2 ** 31),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
);

/** Any JSON value, hostile ones first. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, ['a', 'b']) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Field names a mass-assignment attempt adds. */
export const extraField = fc.oneof(
  fc.constantFrom(
    'role',
    'price',
    'total',
    'userId',
    'id',
    'isAdmin',
    'status',
    '__proto__',
    'constructor',
    'prototype',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One change to a JSON body. */
export type Mutation =
  | { op: 'set'; path: (string | number)[]; value: unknown }
  | { op: 'delete'; path: (string | number)[] }
  | { op: 'extra'; field: string; value: unknown }
  | { op: 'replace'; value: unknown };

/** The paths of every value in a JSON document (objects' keys and arrays' indexes). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

/** Mutations of a sample body: hostile values in its fields, fields missing, fields added, or another body. */
export function mutations(sample: unknown): fc.Arbitrary<Mutation[]> {
  const paths = pathsOf(sample);
  const mutation: fc.Arbitrary<Mutation> =
    paths.length === 0
      ? fc.record({ op: fc.constant('replace' as const), value: hostileValue })
      : fc.oneof(
          {
            weight: 6,
            arbitrary: fc.record({
              op: fc.constant('set' as const),
              path: fc.constantFrom(...paths),
              value: hostileValue,
            }),
          },
          { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), path: fc.constantFrom(...paths) }) },
          {
            weight: 2,
            arbitrary: fc.record({ op: fc.constant('extra' as const), field: extraField, value: hostileValue }),
          },
          { weight: 1, arbitrary: fc.record({ op: fc.constant('replace' as const), value: hostileValue }) },
        );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

/** A deep copy of plain objects and arrays; files and other values are kept as they are. */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
  }
  return value;
}

/**
 * The sample with the mutations applied (a deep copy). Each change's value is copied in too: the
 * generated values are shared (a constant `{}` across runs, one object replacing the body and then
 * set inside it), so writing into them in place could leak into later runs or make a body that
 * holds itself, which no JSON can send.
 */
export function mutate(sample: unknown, changes: Mutation[]): unknown {
  let body: unknown = copy(sample);
  for (const change of changes) {
    if (change.op === 'replace') {
      body = copy(change.value);
      continue;
    }
    if (!body || typeof body !== 'object') continue;
    if (change.op === 'extra') {
      // Defined as an own property, as JSON.parse makes `__proto__` one.
      Object.defineProperty(body, change.field, {
        value: copy(change.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      continue;
    }
    const parentPath = change.path.slice(0, -1);
    const key = change.path.at(-1) as string | number;
    let parent: unknown = body;
    for (const step of parentPath)
      parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[step] : undefined;
    if (!parent || typeof parent !== 'object') continue;
    if (change.op === 'delete') {
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
      else delete (parent as Record<string, unknown>)[key];
    } else (parent as Record<string, unknown>)[key] = copy(change.value);
  }
  return body;
}

/**
 * Bodies that are not the JSON they claim to be, or JSON that parsers treat differently: a key
 * twice, NaN, nesting deep enough to exhaust a recursive parser, a byte-order mark, a cut-off
 * document, trailing garbage.
 */
export function malformedJson(sampleText: string): fc.Arbitrary<string> {
  const firstKey = /^\{"([^"]+)":/.exec(sampleText)?.[1];
  return fc.constantFrom(
    '',
    '{',
    sampleText.slice(0, Math.max(1, Math.floor(sampleText.length / 2))),
    `${sampleText}garbage`,
    `\uFEFF${sampleText}`,
    sampleText.replace(/(:\s*)(-?\d+(\.\d+)?|"[^"]*")/, '$1NaN'),
    sampleText.replace(/(:\s*)(-?\d+(\.\d+)?|"[^"]*")/, '$1-Infinity'),
    firstKey ? sampleText.replace('{', `{"${firstKey}": {"$ne": null}, `) : '{"a":1,"a":2}',
    '['.repeat(20_000) + ']'.repeat(20_000),
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    'null',
    '"just a string"',
    '12',
    '[]',
    "{'single': 'quotes'}",
  );
}

/** Content types a JSON body is sent under when a client (or an attacker's form) lies. */
export const WRONG_CONTENT_TYPES = [
  null,
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-here',
  'application/jsonp',
  // What a page of another site may send without asking first, dressed up as JSON.
  'text/plain; x=application/json',
  'application/x-www-form-urlencoded; charset=application/json',
  'image/png',
] as const;
