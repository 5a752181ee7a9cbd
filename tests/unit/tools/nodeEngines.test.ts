import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json promises a Node version; every locked package must accept its lowest one, or
// `npm ci` prints EBADENGINE there (content-disposition 3 and cookie 2 needed Node 22: overridden
// in package.json with releases of the same API for Node 18 and up).
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe('Node engines', () => {
  it('every locked package runs on the lowest Node that package.json allows', () => {
    const lowest = semver.minVersion(pkg.engines.node)!.version;
    expect(lowest.startsWith('20.')).toBe(true);
    const refusing = Object.entries(lock.packages)
      .map(([name, entry]) => [name, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(([, range]) => range !== undefined && !semver.satisfies(lowest, range))
      .map(([name, range]) => `${name} needs node ${range}`);
    expect(refusing).toEqual([]);
  });
});
