import fc from 'fast-check';
import { HOSTILE_DATES, hostileValue, operatorObject } from './hostile-values';

/** The part of an OpenAPI 3 schema object the generated document uses. */
export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
};

/** Values the known test fixtures make meaningful, so some requests get past "not found". */
export type FuzzFixtures = {
  uuids: string[];
  phones: string[];
  emails: string[];
  strings: string[];
  /** Prices and totals that exist, so amounts sometimes match the server's own figure. */
  integers: number[];
};

/**
 * A value that mostly fits the schema (so requests reach the deeper rules), with every field now and
 * then swapped for a hostile one, dropped, or joined by unexpected keys.
 */
export function fromSchema(schema: JsonSchema | undefined, fixtures: FuzzFixtures, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 8, arbitrary: fitting(schema, fixtures, depth) }, { weight: 1, arbitrary: hostileValue });
}

function fitting(schema: JsonSchema | undefined, fixtures: FuzzFixtures, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fitting(s, fixtures, depth + 1)));
  if (schema.allOf?.length) return fitting(Object.assign({}, ...schema.allOf), fixtures, depth + 1);
  const base = byType(schema, fixtures, depth);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function byType(schema: JsonSchema, fixtures: FuzzFixtures, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, fixtures, depth);
    case 'array':
      return fc.array(fromSchema(schema.items, fixtures, depth + 1), { maxLength: 4 });
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1) }),
        fc.constantFrom(0, 1, 5, 10, 3000, 500_000, -1, ...fixtures.integers),
      );
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema, fixtures);
    default:
      return hostileValue;
  }
}

function stringArbitrary(schema: JsonSchema, fixtures: FuzzFixtures): fc.Arbitrary<unknown> {
  const max = Math.min(schema.maxLength ?? 60, 200);
  const plain = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(max, schema.minLength ?? 0) });
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.constantFrom(...fixtures.uuids), fc.uuid());
    case 'email':
      return fc.oneof(fc.constantFrom(...fixtures.emails), fc.emailAddress());
    case 'date':
    case 'date-time':
      return fc.oneof(
        fc.constantFrom(...HOSTILE_DATES),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, schema.format === 'date' ? 10 : 24)),
      );
    default: {
      const known = fc.constantFrom(...fixtures.strings, ...fixtures.phones, ...fixtures.emails);
      if (!schema.pattern) return fc.oneof(plain, known);
      return fc.oneof(
        { weight: 2, arbitrary: fc.stringMatching(new RegExp(schema.pattern)).map((v) => v.slice(0, max)) },
        { weight: 1, arbitrary: plain },
        { weight: 1, arbitrary: known },
      );
    }
  }
}

function objectArbitrary(schema: JsonSchema, fixtures: FuzzFixtures, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = props.map(([key, child]) =>
    fc
      .tuple(
        fc.constant(key),
        fc.oneof(
          { weight: 16, arbitrary: fitting(child, fixtures, depth + 1) },
          { weight: 1, arbitrary: hostileValue },
          { weight: required.has(key) ? 1 : 2, arbitrary: fc.constant(MISSING) },
        ),
      )
      .map(([k, v]) => [k, v] as const),
  );
  const extras = fc.array(
    fc.tuple(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'isAdmin',
        'role',
        'premiumUntil',
        'id',
        '_id',
        '$where',
        'status',
      ),
      hostileValue,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...fields), extras, fc.option(operatorObject, { freq: 8 }))
    .map(([pairs, extra, operator]) => {
      // JSON.parse keeps "__proto__" as an own key, exactly as a client could send it.
      const entries = [...pairs.filter(([, v]) => v !== MISSING), ...extra];
      const text = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
      const value = JSON.parse(text) as Record<string, unknown>;
      return operator ? Object.assign(value, { $or: operator }) : value;
    });
}

const MISSING = Symbol('missing');
