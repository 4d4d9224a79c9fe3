// Generators of malformed requests for the security suite: bodies that break an endpoint's JSON
// schema for sure (not an object, a required field missing, a declared field of a type it cannot
// take), dressed with junk (huge strings, unicode, NUL, nested values, prototype-pollution keys).
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u202e\u0301\u{1F9E8}\u{1D54F} \u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '\ud800',
  'x'.repeat(70_000),
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '{{7*7}}${7*7}',
  '-1',
  'NaN',
  '1e309',
  'null',
  '00000000-0000-0000-0000-00000000000g',
];

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

const junkKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...POLLUTING_KEYS, '\u0000', '$where', 'a.b') },
);

const junkLeaf = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1e308, 2 ** 31, -(2 ** 31) - 1),
);

/** An object with own properties for every key, `__proto__` included (plain assignment would set the prototype). */
const objectOf = (entries: fc.Arbitrary<[string, unknown][]>) =>
  entries.map((pairs) => Object.fromEntries(pairs) as Record<string, unknown>);

const { junk } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkLeaf,
    fc.array(tie('junk'), { maxLength: 4 }),
    objectOf(fc.array(fc.tuple(junkKey, tie('junk')), { maxLength: 4 })),
  ),
}));

type Kind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

/** The JSON types a schema accepts, or undefined when it says nothing (anything goes). */
function kindsOf(schema: JsonSchema | undefined, depth = 0): Set<Kind> | undefined {
  if (!schema || depth > 10) return undefined;
  if (schema.const !== undefined || schema.enum)
    return new Set(['string', 'number', 'boolean', 'null']);
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    return new Set(types.map((type) => (type === 'integer' ? 'number' : type) as Kind));
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const kinds = new Set<Kind>();
    for (const branch of branches) {
      const branchKinds = kindsOf(branch, depth + 1);
      if (!branchKinds) return undefined;
      for (const kind of branchKinds) kinds.add(kind);
    }
    return kinds;
  }
  if (schema.allOf)
    return kindsOf(
      schema.allOf.find((part) => kindsOf(part, depth + 1)),
      depth + 1,
    );
  return undefined;
}

// Values no schema of the other kinds accepts, even with zod's coercion (Number([]) is 0,
// Number(true) is 1 and new Date(0) is valid, hence the care for numbers and dates).
const WRONG_VALUES: Array<[Kind, unknown]> = [
  ['object', { nested: { deeper: [1, 'two', null] } }],
  ['array', ['x', { y: ['z'] }]],
  ['string', 'definitely not valid \u202e'],
  ['number', 123456789.5],
  ['boolean', true],
  ['null', null],
];

function wrongValuesFor(schema: JsonSchema): unknown[] | undefined {
  const kinds = kindsOf(schema);
  if (!kinds) return undefined;
  const coercible =
    kinds.has('number') || schema.format === 'date-time' || schema.format === 'date';
  const values = WRONG_VALUES.filter(
    ([kind]) =>
      !kinds.has(kind) &&
      !(coercible && (kind === 'boolean' || kind === 'null' || kind === 'number')),
  ).map(([, value]) => value);
  return values.length > 0 ? values : undefined;
}

export interface MalformedBody {
  /** The raw request body. */
  payload: string;
  contentType: string;
  /** How it breaks the schema, for the failure report. */
  how: string;
}

const json =
  (how: string) =>
  (value: unknown): MalformedBody => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    how,
  });

/** Bodies that a JSON object schema must refuse. */
export function malformedBodies(schema: JsonSchema | undefined): fc.Arbitrary<MalformedBody> {
  const properties = Object.entries(schema?.properties ?? {});
  const required = schema?.required ?? [];
  const extras = fc.array(fc.tuple(junkKey, junk), { maxLength: 3 });
  // The other fields: absent or junk.
  const rest = (skip: string): fc.Arbitrary<[string, unknown][]> => {
    const others = properties.map(([key]) => key).filter((key) => key !== skip);
    return others.length === 0
      ? fc.constant([])
      : fc.array(fc.tuple(fc.constantFrom(...others), junk), { maxLength: others.length });
  };

  // Each object body carries one sure break of the schema, then junk on top.
  const keys = properties.length > 0 ? properties.map(([key]) => key) : ['field'];
  const breaks: fc.Arbitrary<{ how: string; entries: [string, unknown][] }>[] = [
    // A NUL character anywhere: PostgreSQL text cannot hold one.
    fc.tuple(fc.constantFrom(...keys), rest('')).map(([key, others]) => ({
      how: `NUL in ${key}`,
      entries: [...others, [key, 'before\u0000after']],
    })),
  ];
  if (required.length > 0) {
    breaks.push(
      fc
        .constantFrom(...required)
        .chain((missing) => fc.tuple(fc.constant(missing), rest(missing)))
        .map(([missing, others]) => ({ how: `without ${missing}`, entries: others })),
    );
  }
  const typed = properties.flatMap(([key, property]) => {
    const wrong = wrongValuesFor(property);
    return wrong ? [{ key, wrong }] : [];
  });
  if (typed.length > 0) {
    breaks.push(
      fc
        .constantFrom(...typed)
        .chain(({ key, wrong }) => fc.tuple(fc.constant(key), fc.constantFrom(...wrong), rest(key)))
        .map(([key, value, others]) => ({
          how: `${key} of the wrong type`,
          entries: [...others, [key, value]],
        })),
    );
  }
  const polluting = fc.option(
    fc
      .constantFrom(...POLLUTING_KEYS)
      .map((key): [string, unknown] => [
        key,
        key === 'constructor' ? { prototype: { isAdmin: true } } : { isAdmin: true },
      ]),
  );

  return fc.oneof(
    { weight: 1, arbitrary: junkLeaf.filter((value) => value !== null).map(json('not an object')) },
    { weight: 1, arbitrary: fc.array(junk, { maxLength: 3 }).map(json('an array')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"a":', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\ud800"', '[[[[[[[[[[')
        .map((payload): MalformedBody => ({
          payload,
          contentType: 'application/json',
          how: 'broken JSON',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
          fc.string(),
        )
        .map(([contentType, payload]): MalformedBody => ({
          payload: payload || 'a=1',
          contentType,
          how: `sent as ${contentType}`,
        })),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.oneof(...breaks), extras, polluting)
        .map(([broken, more, pollution]) => {
          // The break goes last so that no junk entry overwrites it.
          const entries = [
            ...(pollution ? [pollution] : []),
            ...more.filter(([key]) => !keys.includes(key)),
            ...broken.entries,
          ];
          return json(pollution ? `${broken.how}, with a ${pollution[0]} key` : broken.how)(
            Object.fromEntries(entries),
          );
        }),
    },
  );
}

/** Values for path and query parameters that are not valid ids (nor anything else useful). */
export const junkParameters = fc.oneof(
  fc.constantFrom(
    ...NASTY_STRINGS.filter((value) => value.length < 1000),
    '1',
    '0',
    'undefined',
    '[]',
    '{}',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
);
