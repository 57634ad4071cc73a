import fc from 'fast-check';

/** The part of JSON Schema (as zod writes it into the OpenAPI document) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
}

/**
 * What a careless or hostile client sends instead of the value a field expects: impossible calendar days (the
 * known 500 of issue 36), numbers past every range, text in number fields, the wrong shape, control-free but
 * awkward text. Each field gets one of these now and then.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  '2026-99-99',
  '2026-02-30',
  '2026-13-01T25:61',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '\u{1F600}\u{1D7D8}',
  '\u202Eevil',
  'x'.repeat(5000),
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  true,
  false,
  null,
  [],
  [null],
  [1, 'a', {}],
  {},
  { id: 1 },
  { nested: { deeper: [1, 2, 3] } },
);

/** Integers the fuzzer's world holds (its project, its user...), so that some calls reach past "not found". */
export type KnownIds = number[];

const limitedLength = (schema: JsonSchema) => ({
  minLength: Math.min(schema.minLength ?? 0, 40),
  maxLength: Math.max(Math.min(schema.maxLength ?? 40, 40), Math.min(schema.minLength ?? 0, 40)),
});

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot walk: plain text stands in, which the route's own check refuses.
    }
  }
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({ ...limitedLength(schema), unit: 'grapheme' });
  }
}

function numberFor(schema: JsonSchema, integer: boolean, ids: KnownIds): fc.Arbitrary<number> {
  const lower = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const upper = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  if (!integer) {
    return fc.double({ min: lower ?? -1e6, max: upper ?? 1e6, noNaN: true, noDefaultInfinity: true });
  }
  // A range wider than PostgreSQL's integer column stops one past it: 2^31 is where such a column overflows.
  const min = Math.max(Math.ceil(lower ?? -(2 ** 31)), -(2 ** 31));
  const max = Math.min(Math.floor(upper ?? 2 ** 31), 2 ** 31);
  const inRange = fc.integer({ min: Math.min(min, max), max: Math.max(min, max) });
  // The range's own ends, where off-by-one and overflow live, and the world's ids, which reach past "not found".
  const notable = [max, min, ...ids.filter((id) => id >= min && id <= max)];
  return fc.oneof({ weight: 1, arbitrary: inRange }, { weight: 2, arbitrary: fc.constantFrom(...notable) });
}

/** Values the schema allows (as far as JSON Schema can say: zod's refinements, such as a real calendar day, it cannot). */
export function conforming(schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => conforming(choice, ids, depth)));
  if (schema.allOf && schema.allOf.length > 0) return conforming(Object.assign({}, ...schema.allOf), ids, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const one = (type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return numberFor(schema, true, ids);
      case 'number':
        return numberFor(schema, false, ids);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(anyValue(schema.items ?? {}, ids, depth + 1), {
              minLength: Math.min(schema.minItems ?? 0, 5),
              maxLength: Math.min(schema.maxItems ?? 5, 5),
            });
      case 'object':
        return depth > 3 ? fc.constant({}) : objectOf(schema, ids, depth + 1);
      default:
        return hostileValue;
    }
  };
  const arbitraries = (types.length > 0 ? types : ['string', 'integer', 'object']).map(one);
  if (schema.nullable) arbitraries.push(fc.constant(null));
  return arbitraries.length === 1 && arbitraries[0] ? arbitraries[0] : fc.oneof(...arbitraries);
}

/** Mostly what the schema allows, sometimes anything at all. */
export function anyValue(schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: conforming(schema, ids, depth) }, { weight: 1, arbitrary: hostileValue });
}

type Change =
  | { kind: 'none' }
  | { kind: 'hostile'; at: number; value: unknown }
  | { kind: 'missing'; at: number }
  | { kind: 'stranger'; name: string; value: unknown };

/**
 * An object of the schema's fields, required ones always and optional ones sometimes. Most objects conform in every
 * field, so that the call reaches the service with values from the schema's edges; the others change one thing:
 * one field's value to a hostile one, one field left out, or one field the schema does not know. Several changes at
 * once would mostly stop at validation, which answers for the first it meets.
 */
export function objectOf(schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(names.map((name) => [name, conforming(properties[name] ?? {}, ids, depth)]));
  const record = fc.record(fields, { requiredKeys: names.filter((name) => required.has(name)) });
  const change: fc.Arbitrary<Change> = fc.oneof(
    { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('hostile' as const), at: fc.nat(), value: hostileValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('missing' as const), at: fc.nat() }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('stranger' as const),
        name: fc.string({ minLength: 1, maxLength: 8 }),
        value: hostileValue,
      }),
    },
  );
  return fc.tuple(record, change).map(([value, applied]): Record<string, unknown> => {
    if (applied.kind === 'none') return value;
    if (applied.kind === 'stranger') return { ...value, [applied.name]: applied.value };
    const name = names[applied.at % Math.max(names.length, 1)];
    if (name === undefined) return value;
    if (applied.kind === 'hostile') return { ...value, [name]: applied.value };
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== name));
  });
}
