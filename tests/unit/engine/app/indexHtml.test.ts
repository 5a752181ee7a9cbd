import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The page every screen lives in (engine/index.html). A viewport that forbids zooming shuts out
// readers who need larger text (WCAG 1.4.4); Lighthouse in `npm run bench` measures the rest.
const html = fs.readFileSync(path.resolve('engine/index.html'), 'utf8');
const viewport = (html.match(/<meta\s+name="viewport"\s+content="([^"]*)"/) ?? [])[1] ?? '';
const settings = Object.fromEntries(viewport.split(',').map((part) => part.split('=').map((s) => s.trim().toLowerCase())));

describe('engine/index.html', () => {
  it('has a viewport that lets the member zoom', () => {
    expect(settings.width).toBe('device-width');
    expect(settings['user-scalable'] ?? 'yes').not.toMatch(/^(no|0)$/);
    expect(Number(settings['maximum-scale'] ?? 5)).toBeGreaterThanOrEqual(5);
  });
});
