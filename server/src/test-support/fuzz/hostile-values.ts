import fc from 'fast-check';

/** Strings that have broken other services: injections, encodings, path tricks, oversized input. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE members;--',
  "') UNION SELECT password_hash FROM admins--",
  '" OR ""="',
  '%',
  '%_%',
  "\\'",
  '$where',
  '{"$gt":""}',
  '../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '\u202e\u0301\u200b',
  '\ud800',
  '😀👩‍👩‍👧‍👦',
  'ﷺ𒐫',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2348031234501',
  '08031234501',
  '+2348031234501',
  'a'.repeat(5_000),
];

/** PostgreSQL text cannot hold U+0000; the API refuses it with a 400, probed by the random strings and fuzz.test.ts. */
export const NUL = '\u0000';

/** Paths and query strings travel percent-encoded; NUL there is probed by the fixed test instead. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this strips.
export const withoutNul = (text: string) => text.replace(/\u0000/g, '');

export const HOSTILE_DATES = [
  '0001-01-01',
  '0000-00-00',
  '9999-12-31',
  '1900-02-29',
  '2024-02-30',
  '2024-13-45',
  '1970-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '1995-04-12',
  '12/04/1995',
  '2100-01-01',
];

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.01,
  1.5,
  99.999,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
];

/** Mongo-style operators and prototype-pollution shapes, as JSON text so `__proto__` stays an own key. */
const OPERATOR_OBJECTS = [
  '{"$gt":""}',
  '{"$ne":null}',
  '{"$where":"sleep(1000)"}',
  '{"$regex":".*"}',
  '{"__proto__":{"isAdmin":true,"role":"Super Admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
];
export const operatorObject = fc.constantFrom(...OPERATOR_OBJECTS).map((text) => JSON.parse(text) as unknown);

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 90_000 }).map((n) => 'x'.repeat(n)) },
);

/** Any JSON value of the wrong kind, or a right kind with a hostile value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]]) },
  { weight: 2, arbitrary: operatorObject },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('a', '$gt', '__proto__', 'constructor', 'length'),
      fc.constantFrom<unknown>(1, 'x', null),
      { maxKeys: 3 },
    ),
  },
);

/** Top-level bodies that are not the object an endpoint expects at all. */
export const wrongShapeBody = fc.oneof(
  fc.constantFrom<unknown>(null, 0, -1, 'text', true, [], [1, 2], {}),
  fc.jsonValue({ maxDepth: 3 }),
  operatorObject,
);
