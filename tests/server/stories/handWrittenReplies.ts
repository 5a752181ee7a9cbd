import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { compileResponse } from '@server/http/request-validation';

export type KeptReply = { endpoint: string; data: unknown };

/** The replies of a stories fixture file (its `$comment` left out), as [key, reply] pairs. */
export function replyEntries(replies: object): [string, KeptReply][] {
  return Object.entries(replies).filter(([key]) => key !== '$comment') as [string, KeptReply][];
}

/**
 * One test per reply: it names a catalogue endpoint and validates against that endpoint's response
 * schema as the catalogue stands, so a change of shape there fails here before a story shows a
 * reply the real server would never send.
 */
export function itFitsTheCatalogue(entries: [string, KeptReply][]): void {
  const { endpoints } = loadCatalogue();
  it.each(entries)('%s fits its endpoint response schema', (key, kept) => {
    const endpoint = endpoints.find((e) => e.id === kept.endpoint);
    expect(endpoint, key).toBeDefined();
    const validate = compileResponse(endpoint!.response);
    validate(kept.data);
    expect(validate.errors ?? []).toEqual([]);
  });
}

/** The endpoint ids matching `pattern` (its first group) that the named screens/pages files call, or all pages. */
export function endpointsCalled(pattern: RegExp, pages?: string[]): Set<string> {
  const dir = path.resolve('screens/pages');
  const files = pages?.map((p) => `${p}.json`) ?? fs.readdirSync(dir);
  const used = new Set<string>();
  for (const file of files) for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(pattern)) used.add(match[1]!);
  return used;
}

/** The ids of `used` that no reply answers. */
export function unanswered(used: Iterable<string>, entries: [string, KeptReply][]): string[] {
  const answered = new Set(entries.map(([, kept]) => kept.endpoint));
  return [...used].filter((id) => !answered.has(id));
}
