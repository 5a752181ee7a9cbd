import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The colour tokens of engine/theme/theme.css against WCAG 2.2 AA, per theme, read from the file the
 * app ships: text 4.5:1 on page and card, white on every solid fill 4.5:1, the focus ring 3:1 on
 * the page, and rising/falling apart by luminance (not only by hue).
 */
const css = fs.readFileSync(path.resolve('engine/theme/theme.css'), 'utf8');

/** The hex tokens of one theme's block; light is also :root's. */
function tokens(theme: 'light' | 'dark'): Record<string, string> {
  const block = css.match(new RegExp(`html\\[data-theme='${theme}'\\] \\{([^}]*)\\}`))![1]!;
  const out: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--(mer-[a-z-]+):\s*([^;]+);/g)) out[name!] = value!.trim();
  // A token that names another (var(--mer-rise)) takes that token's colour.
  for (const [name, value] of Object.entries(out)) {
    const ref = value.match(/^var\(--(mer-[a-z-]+)\)$/);
    if (ref) out[name] = out[ref[1]!]!;
  }
  return out;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const ratio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const t = tokens(theme);

  it('has every token as a hex colour', () => {
    for (const name of [
      'mer-primary',
      'mer-rise',
      'mer-fall',
      'mer-primary-fill',
      'mer-rise-fill',
      'mer-fall-fill',
      'mer-focus',
      'mer-bg',
      'mer-surface',
      'mer-text',
      'mer-text-muted',
    ])
      expect(t[name], name).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it.each(['mer-text', 'mer-text-muted', 'mer-primary', 'mer-rise', 'mer-fall'])('%s reads at 4.5:1 on the page and on cards', (name) => {
    expect(ratio(t[name]!, t['mer-bg']!)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(t[name]!, t['mer-surface']!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['mer-primary-fill', 'mer-rise-fill', 'mer-fall-fill'])('white text reads at 4.5:1 on %s', (name) => {
    expect(ratio('#ffffff', t[name]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('rings focus at 3:1 against the page and cards', () => {
    expect(ratio(t['mer-focus']!, t['mer-bg']!)).toBeGreaterThanOrEqual(3);
    expect(ratio(t['mer-focus']!, t['mer-surface']!)).toBeGreaterThanOrEqual(3);
  });

  it('tells rising from falling by lightness, not only hue (1.4:1 or more)', () => {
    expect(ratio(t['mer-rise']!, t['mer-fall']!)).toBeGreaterThanOrEqual(1.4);
  });
});
