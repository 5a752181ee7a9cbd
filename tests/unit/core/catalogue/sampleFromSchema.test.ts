import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { sampleFromSchema } from '@core/catalogue/sampleFromSchema';

const repo = path.resolve(import.meta.dirname, '../../../..');
const defs = {
  Money: { type: 'string', pattern: '^-?(0|[1-9][0-9]{0,17})(\\.[0-9]{1,8})?$' },
  Rate: { type: 'string', pattern: '^-?[0-9]{1,6}(\\.[0-9]{1,8})?$' },
  Uid: { type: 'string', pattern: '^[0-9]{8}$' },
  Timestamp: { type: 'integer', minimum: 0, description: 'Unix time in seconds.' },
};

function validator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

function expectValid(schema: object, value: unknown) {
  const ajv = validator();
  expect(ajv.validate(schema, value), ajv.errorsText()).toBe(true);
}

describe('sampleFromSchema on the real catalogue', () => {
  it('gives every endpoint response a value that validates against it', () => {
    const { endpoints } = loadCatalogue(path.join(repo, 'schemas/api'));
    expect(endpoints.length).toBeGreaterThan(0);
    const ajv = validator();
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const seed of [1, 2, 99]) {
        const value = sampleFromSchema(endpoint.response, { seed });
        if (!ajv.validate(endpoint.response, value))
          failures.push(`${endpoint.id} (seed ${seed}): ${ajv.errorsText()} in ${JSON.stringify(value)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('fills the lists of list endpoints', () => {
    const { endpoints } = loadCatalogue(path.join(repo, 'schemas/api'));
    const listEndpoint = endpoints.find(
      (e) => (e.response.properties as Record<string, { type?: unknown }> | undefined)?.list?.type === 'array',
    );
    expect(listEndpoint).toBeDefined();
    const value = sampleFromSchema(listEndpoint!.response) as { list: unknown[] };
    expect(value.list).toHaveLength(3);
  });
});

describe('sampleFromSchema', () => {
  it('is deterministic, and the seed varies the values', () => {
    const schema = { type: 'object', properties: { id: { type: 'integer', minimum: 1 }, price: defs.Money, uid: defs.Uid } };
    expect(sampleFromSchema(schema)).toEqual(sampleFromSchema(schema));
    expect(sampleFromSchema(schema, { seed: 1 })).toEqual(sampleFromSchema(schema));
    expect(sampleFromSchema(schema, { seed: 7 })).not.toEqual(sampleFromSchema(schema, { seed: 8 }));
  });

  it('honours examples first, then const, default and enum', () => {
    expect(sampleFromSchema({ type: 'string', examples: ['from examples'], const: 'c', default: 'd', enum: ['e'] })).toBe('from examples');
    expect(sampleFromSchema({ type: 'string', const: 'c', default: 'd', enum: ['e'] })).toBe('c');
    expect(sampleFromSchema({ type: 'integer', default: 7, enum: [3, 7] })).toBe(7);
    expect(sampleFromSchema({ type: 'string', enum: ['review', 'done'] })).toBe('review');
  });

  it('returns copies, never the schema objects themselves', () => {
    const schema = { type: 'object', default: { a: 1 } };
    const value = sampleFromSchema(schema) as { a: number };
    value.a = 2;
    expect(schema.default.a).toBe(1);
  });

  it('fills every property, required or not', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['a'],
      properties: { a: { type: 'boolean' }, b: { type: 'string' }, c: { type: 'null' } },
    };
    const value = sampleFromSchema(schema);
    expect(Object.keys(value as object)).toEqual(['a', 'b', 'c']);
    expectValid(schema, value);
  });

  it('gives a map one entry and meets minProperties', () => {
    expect(sampleFromSchema({ type: 'object', additionalProperties: defs.Money })).toEqual({ key1: expect.stringMatching(/^\d+\.\d{2}$/) });
    const schema = { type: 'object', minProperties: 2, properties: { a: { type: 'integer' } } };
    expectValid(schema, sampleFromSchema(schema));
  });

  it('gives arrays listLength items within minItems and maxItems', () => {
    const list = { type: 'array', items: { type: 'integer' } };
    expect(sampleFromSchema(list)).toHaveLength(3);
    expect(sampleFromSchema(list, { listLength: 5 })).toHaveLength(5);
    expect(sampleFromSchema({ ...list, minItems: 4 })).toHaveLength(4);
    expect(sampleFromSchema({ ...list, maxItems: 2 }, { listLength: 10 })).toHaveLength(2);
    expect(sampleFromSchema({ ...list, prefixItems: [{ const: 'x' }], items: false }, { listLength: 4 })).toEqual(['x']);
  });

  it('walks an enum in a list and keeps unique items unique', () => {
    expect(sampleFromSchema({ type: 'array', items: { enum: ['en', 'ko'] } })).toEqual(['en', 'ko', 'en']);
    const unique = { type: 'array', uniqueItems: true, items: { enum: ['en', 'ko'] } };
    expect(sampleFromSchema(unique)).toEqual(['en', 'ko']);
    const booleans = { type: 'array', uniqueItems: true, items: { type: 'boolean' } };
    expectValid(booleans, sampleFromSchema(booleans));
  });

  it('produces the catalogue decimal, uid and timestamp shapes', () => {
    const money = sampleFromSchema(defs.Money);
    expect(money).toMatch(/^[1-9][0-9]*\.[0-9]{2}$/);
    expect(sampleFromSchema({ type: 'object', properties: { fee_rate: defs.Rate } })).toEqual({ fee_rate: '0.0125' });
    expect(sampleFromSchema({ type: 'object', properties: { counterparty_uid: defs.Uid } })).toEqual({
      counterparty_uid: expect.stringMatching(/^[1-9][0-9]{7}$/),
    });
    const time = sampleFromSchema({ type: 'object', properties: { created_at: defs.Timestamp, next: defs.Timestamp } }) as Record<
      string,
      number
    >;
    for (const value of Object.values(time)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThan(1_760_000_000);
      expect(value).toBeLessThanOrEqual(1_767_225_600);
    }
  });

  it('generates strings for patterns it has no hint for', () => {
    for (const pattern of [
      '^[A-Z]{2}$',
      '^[0-2][0-9]:[0-5][0-9]$',
      '^[A-Za-z0-9_-]{32}$',
      '^(?:ab|cd)+-\\d{3}$',
      '^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$',
      '^x(?!z)y$',
      '^(?<year>20[0-9]{2})-(0[1-9]|1[0-2])$',
    ]) {
      const schema = { type: 'string', pattern };
      expectValid(schema, sampleFromSchema(schema));
    }
    const image = sampleFromSchema({ type: 'string', pattern: '^data:image/svg\\+xml;base64,' }) as string;
    expect(atob(image.replace('data:image/svg+xml;base64,', ''))).toContain('<svg');
  });

  it('uses formats', () => {
    const schema = {
      type: 'object',
      properties: {
        at: { type: 'string', format: 'date-time' },
        mail: { type: 'string', format: 'email' },
        site: { type: 'string', format: 'uri' },
        day: { type: 'string', format: 'date' },
        id: { type: 'string', format: 'uuid' },
      },
    };
    const value = sampleFromSchema(schema) as Record<string, string>;
    expect(value.at).toBe('2026-01-01T09:30:00Z');
    expect(value.mail).toBe('member@example.com');
    expect(value.site).toBe('https://example.com');
    expectValid(schema, value);
  });

  it('reads plain string property names', () => {
    const schema = {
      type: 'object',
      properties: {
        nickname: { type: 'string' },
        uid: { type: 'string' },
        head_img: { type: 'string' },
        link: { type: 'string' },
        bank_name: { type: 'string' },
      },
    };
    expect(sampleFromSchema(schema)).toEqual({
      nickname: 'Sample member',
      uid: expect.stringMatching(/^[0-9]{8}$/),
      head_img: '',
      link: '',
      bank_name: 'Sample bank name',
    });
    expect(sampleFromSchema({ type: 'string' })).toBe('Sample text');
  });

  it('respects minLength and maxLength', () => {
    expect(sampleFromSchema({ type: 'object', properties: { title: { type: 'string', maxLength: 4 } } })).toEqual({ title: 'Samp' });
    expect(sampleFromSchema({ type: 'object', properties: { image: { type: 'string', minLength: 3 } } })).toEqual({ image: 'xxx' });
  });

  it('keeps numbers within their bounds and reads counter names', () => {
    const schema = {
      type: 'object',
      properties: {
        page: { type: 'integer' },
        limit: { type: 'integer' },
        total: { type: 'integer' },
        rank: { type: 'integer', minimum: 1, maximum: 10 },
        low: { type: 'integer', minimum: 500 },
        high: { type: 'number', exclusiveMaximum: 0 },
        step: { type: 'number', minimum: 1, maximum: 2, multipleOf: 0.25 },
      },
    };
    const value = sampleFromSchema(schema, { listLength: 4 }) as Record<string, number>;
    expect(value).toMatchObject({ page: 1, limit: 20, total: 4, low: 500 });
    expect(Number.isInteger(value.rank)).toBe(true);
    expectValid(schema, value);
  });

  it('takes the first oneOf/anyOf branch (the non-null one of a nullable choice) and merges allOf', () => {
    expect(sampleFromSchema({ oneOf: [{ type: 'string', const: 'first' }, { type: 'integer' }] })).toBe('first');
    expect(sampleFromSchema({ anyOf: [{ type: 'null' }, { type: 'object', properties: { a: { const: 1 } } }] })).toEqual({ a: 1 });
    const merged = {
      allOf: [
        { type: 'object', required: ['a'], properties: { a: { const: 1 } } },
        { properties: { b: { const: 2 } }, required: ['b'] },
      ],
    };
    expect(sampleFromSchema(merged)).toEqual({ a: 1, b: 2 });
    expectValid(merged, sampleFromSchema(merged));
  });

  it('picks the non-null type of a nullable type list', () => {
    expect(sampleFromSchema({ type: ['null', 'string'], pattern: defs.Money.pattern })).toMatch(/^\d+\.\d{2}$/);
    expect(sampleFromSchema({ type: ['null'] })).toBeNull();
  });

  it('resolves local refs and stops recursive schemas at depth 8', () => {
    const tree = {
      $defs: {
        node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } },
      },
      $ref: '#/$defs/node',
    };
    const value = sampleFromSchema(tree, { listLength: 1 });
    let depth = 0;
    for (let node = value as { children?: unknown[] } | undefined; node?.children; node = node.children[0] as typeof node) depth += 1;
    expect(depth).toBeGreaterThan(2);
    expect(depth).toBeLessThanOrEqual(8);
    expectValid(tree, value);
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    expect(() => sampleFromSchema(cyclic)).not.toThrow();
  });
});
