import { describe, expect, it } from 'vitest';
import { anyFieldSchema, resolveSchemaPath, schemaFields } from '@core/validate/schemaPath';

const item = { type: 'object', additionalProperties: false, properties: { title: { type: 'string' }, body: { type: 'string' } } };
const response = {
  type: 'object',
  additionalProperties: false,
  properties: {
    list: { type: 'array', items: item },
    texts: { type: 'object', additionalProperties: item },
    owner: { anyOf: [{ type: 'null' }, { type: 'object', properties: { uid: { type: 'string' } } }] },
  },
};

describe('resolveSchemaPath', () => {
  it('names the closest field when a name is misspelt', () => {
    expect(resolveSchemaPath(response, ['list', '0', 'titel'], 'data.news')).toEqual({
      ok: false,
      reason: 'data.news.list.0: it has no field "titel" (fields: title, body) (did you mean "title"?)',
    });
    expect(resolveSchemaPath(response, ['zzzzzz'], 'data.news')).toEqual({
      ok: false,
      reason: 'data.news: it has no field "zzzzzz" (fields: list, texts, owner)',
    });
  });
});

describe('schemaFields', () => {
  it("lists an object's properties, an array's index and length, every branch of a union, and nothing of an open object", () => {
    expect(schemaFields(response).map((f) => f.name)).toEqual(['list', 'texts', 'owner']);
    expect(schemaFields(response.properties.list)).toEqual([
      { name: '0', schema: item },
      { name: 'length', schema: { type: 'integer', minimum: 0 } },
    ]);
    expect(schemaFields(response.properties.owner).map((f) => f.name)).toEqual(['uid']);
    expect(schemaFields({ type: 'object' })).toEqual([]);
    expect(schemaFields(undefined)).toEqual([]);
  });
});

describe('anyFieldSchema', () => {
  it('gives what any key holds: additional properties, items, every property; undefined when open', () => {
    expect(anyFieldSchema(response.properties.texts)).toBe(item);
    expect(anyFieldSchema(response.properties.list)).toBe(item);
    expect(anyFieldSchema(item)).toEqual({ anyOf: [{ type: 'string' }, { type: 'string' }] });
    expect(anyFieldSchema({ type: 'object' })).toBeUndefined();
    expect(anyFieldSchema({ type: 'string' })).toBeUndefined();
  });
});
