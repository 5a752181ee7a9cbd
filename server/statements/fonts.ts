import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts statements are set in: Noto Sans (OFL) from the npm registry, regular weight only,
 * read from node_modules on the server (never bundled into the app). PDFKit embeds only the glyphs
 * a statement uses (a subset), so a PDF carries tens of kilobytes of font, not megabytes.
 * - kr: Hangul, Hanja, Latin, Cyrillic (Korean, the default language)
 * - sc: Chinese (simplified and traditional), Japanese kana and kanji, Cyrillic, Latin
 * - dev: Devanagari (idn reads as Hindi) and Latin with the Turkmen letters (ş, ž, ň, ý)
 */
export const FONT_FILES = {
  kr: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  sc: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  dev: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

/** The font a language is set in first; a character it lacks takes the next font that has it. */
const FIRST: Record<string, FontName> = { ko: 'kr', jp: 'sc', zh: 'sc', 'zh-Hant': 'sc', rs: 'sc' };

export function fontOrder(locale: string): FontName[] {
  const first = FIRST[locale] ?? 'dev';
  return [first, ...(['kr', 'sc', 'dev'] as const).filter((f) => f !== first)];
}

const require = createRequire(import.meta.url);
let loaded: Record<FontName, { data: Buffer; font: fontkit.Font }> | undefined;

/** The font files, read once per process (about 17 MB together). */
export function statementFonts(): Record<FontName, { data: Buffer; font: fontkit.Font }> {
  if (!loaded) {
    const entries = (Object.keys(FONT_FILES) as FontName[]).map((name) => {
      const data = fs.readFileSync(require.resolve(FONT_FILES[name]));
      return [name, { data, font: fontkit.create(data) as fontkit.Font }] as const;
    });
    loaded = Object.fromEntries(entries) as Record<FontName, { data: Buffer; font: fontkit.Font }>;
  }
  return loaded;
}

const runCache = new Map<string, { font: FontName; text: string }[]>();

/**
 * Splits a text into runs, each set in the first font of `order` that has its characters. Every
 * font has printable ASCII (digits, dates, amounts: most cells), and a statement repeats its labels
 * on every row, so both skip the per-character look-up (a 20000-posting PDF took a minute without).
 */
export function fontRuns(text: string, order: FontName[]): { font: FontName; text: string }[] {
  if (/^[\x20-\x7e]*$/.test(text)) return [{ font: order[0]!, text }];
  const key = `${order.join()}\u0000${text}`;
  const cached = runCache.get(key);
  if (cached) return cached;
  const runs = splitRuns(text, order);
  // Bounded: names and labels repeat, but a statement of unusual texts must not grow the process.
  if (runCache.size > 5000) runCache.clear();
  runCache.set(key, runs);
  return runs;
}

function splitRuns(text: string, order: FontName[]): { font: FontName; text: string }[] {
  const fonts = statementFonts();
  const runs: { font: FontName; text: string }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    // Spaces and marks stay with the run they are in, so a script's shaping is not cut apart.
    const keep = runs.length > 0 && (/\s/.test(ch) || fonts[runs[runs.length - 1]!.font].font.hasGlyphForCodePoint(code));
    const font = keep ? runs[runs.length - 1]!.font : (order.find((f) => fonts[f].font.hasGlyphForCodePoint(code)) ?? order[0]!);
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}
