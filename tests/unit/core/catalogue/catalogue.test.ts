import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { CatalogueError } from '@core/catalogue/buildCatalogue';
import { FIXTURE_API_DIR, fixtureCatalogue } from '@tests/unit/tools/fixtureBundle';

const repo = path.resolve(import.meta.dirname, '../../../..');
const options = {
  schemaFile: path.join(repo, 'schemas/api/catalogue.schema.json'),
  defsFile: path.join(repo, 'schemas/api/defs.json'),
};

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A catalogue folder holding the given group files. */
function catalogueDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-api-'));
  dirs.push(dir);
  for (const [name, json] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(json));
  return dir;
}

const endpoint = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'member/level',
  method: 'GET',
  path: 'member/level',
  auth: true,
  status: 'live',
  summary: 'VIP level.',
  request: { type: 'object', properties: {} },
  response: { type: 'object', properties: { level: { $ref: 'defs.json#/$defs/Id' } } },
  ...over,
});

function problems(files: Record<string, unknown>): string[] {
  try {
    loadCatalogue(catalogueDir(files), options);
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadCatalogue', () => {
  it('loads every group file, with defs inlined and group set', () => {
    const ids = fixtureCatalogue.endpoints.map((e) => e.id).sort();
    expect(ids).toEqual(['common/conf', 'member/info', 'member/login', 'member/verify.get', 'member/verify.post', 'news/list']);
    const login = fixtureCatalogue.byId.get('member/login')!;
    expect(login.group).toBe('MEMBER');
    expect(login.request.properties).toMatchObject({
      password: { type: 'string', minLength: 8, maxLength: 32 },
      // A keyword next to the ref refines the shared definition.
      email: { type: 'string', maxLength: 254, description: 'When type is email.' },
    });
    expect(JSON.stringify(fixtureCatalogue.endpoints)).not.toContain('$ref');
    expect(fixtureCatalogue.byId.get('member/info')!.request).toEqual({ type: 'object', additionalProperties: false, properties: {} });
  });

  it('gives each endpoint its own copy of a shared definition', () => {
    const dir = catalogueDir({
      'a.json': { group: 'MEMBER', endpoints: [endpoint(), endpoint({ id: 'member/team_gain', path: 'member/team_gain' })] },
    });
    const { byId } = loadCatalogue(dir, options);
    const level = (id: string): Record<string, unknown> =>
      (byId.get(id)!.response.properties as Record<string, Record<string, unknown>>).level!;
    level('member/level').minimum = 99;
    expect(level('member/team_gain').minimum).toBe(1);
  });

  it('loads the real catalogue when it is there', () => {
    if (!fs.existsSync(path.join(repo, 'schemas/api/member.json'))) return;
    const real = loadCatalogue(path.join(repo, 'schemas/api'));
    expect(real.byId.get('member/login')?.method).toBe('POST');
  });

  it('reports duplicate ids and duplicate method + path', () => {
    const found = problems({
      'a.json': { group: 'MEMBER', endpoints: [endpoint()] },
      'b.json': { group: 'COMMON', endpoints: [endpoint(), endpoint({ id: 'member/level.get' })] },
    });
    expect(found).toEqual([
      'b.json /endpoints/0/id: duplicate id "member/level" (also a.json /endpoints/0)',
      'b.json /endpoints/1: duplicate method and path "GET member/level" (also a.json /endpoints/0)',
    ]);
  });

  it('reports a request that takes limit without size, or size without limit (the app sends both)', () => {
    const page = { type: 'integer', minimum: 1 };
    expect(
      problems({
        'a.json': { group: 'MEMBER', endpoints: [endpoint({ request: { type: 'object', properties: { limit: page } } })] },
      }),
    ).toEqual(['a.json /endpoints/0/request: takes "limit" without "size" (the app sends both)']);
    expect(
      problems({
        'a.json': { group: 'MEMBER', endpoints: [endpoint({ request: { type: 'object', properties: { limit: page, size: page } } })] },
      }),
    ).toEqual([]);
  });

  it('reports bad refs', () => {
    const found = problems({
      'a.json': {
        group: 'MEMBER',
        endpoints: [
          endpoint({
            response: {
              type: 'object',
              properties: { a: { $ref: 'defs.json#/$defs/Nope' }, b: { $ref: '#/definitions/x' } },
            },
          }),
        ],
      },
    });
    expect(found).toEqual([
      'a.json /endpoints/0/response/properties/a/$ref: "defs.json#/$defs/Nope" names no definition in defs.json',
      'a.json /endpoints/0/response/properties/b/$ref: unsupported ref "#/definitions/x" (only defs.json#/$defs/<Name>)',
    ]);
  });

  it('reports schema violations, an id that is not the path and a request that is not an object', () => {
    const found = problems({
      'a.json': { group: 'MEMBER', endpoints: [endpoint({ status: 'planned' })] },
      'b.json': { group: 'COMMON', endpoints: [endpoint({ id: 'member/levels', request: { type: 'array' } })] },
    });
    expect(found).toEqual([
      "a.json /endpoints/0: must have required property 'plannedIn'",
      'a.json /endpoints/0: must match "then" schema',
      'b.json /endpoints/0/id: "member/levels" must equal the path "member/level" (or "member/level.get")',
      'b.json /endpoints/0/request: must be an object schema ("type": "object")',
    ]);
  });

  it('skips defs.json and catalogue.schema.json in the folder', () => {
    expect(fs.readdirSync(FIXTURE_API_DIR)).not.toContain('defs.json');
    const dir = catalogueDir({
      'a.json': { group: 'MEMBER', endpoints: [endpoint()] },
      'defs.json': JSON.parse(fs.readFileSync(options.defsFile, 'utf8')),
      'catalogue.schema.json': JSON.parse(fs.readFileSync(options.schemaFile, 'utf8')),
    });
    expect(loadCatalogue(dir).endpoints.map((e) => e.id)).toEqual(['member/level']);
  });
});
