/**
 * What a locale's texts must look like, so a translation in the wrong language or script cannot
 * pass for one: the product's codes are not all what they seem (tk is Turkmen, not Turkish; idn is
 * Hindi, not Indonesian; rs is Russian), and such slips have happened. Each rule is the locale's
 * script (a share of all letters: product names and tickers stay Latin everywhere) and, for the
 * Latin and Han locales, letters that tell the language from its neighbours.
 */
interface ScriptRule {
  language: string;
  /** Letters of the locale's script. */
  script: RegExp;
  /** Least share of all letters in that script. */
  minShare: number;
  /** A letter the language uses and its neighbours do not: at least one must appear. */
  marker?: RegExp;
  /** Letters of a neighbour: none may appear. */
  never?: { letters: RegExp; why: string };
  /** A neighbour written with the same script: its own letters must not outnumber ours. */
  rival?: { ours: RegExp; theirs: RegExp; why: string };
}

const LATIN = /\p{Script=Latin}/u;
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Common characters whose simplified and traditional forms differ (个/個, 这/這, ...).
const SIMPLIFIED = /[们这说时国个资产发账为会后与对]/u;
const TRADITIONAL = /[們這說時國個資產發帳賬為會後與對]/u;

const RULES: Readonly<Record<string, ScriptRule>> = {
  ko: { language: 'Korean (Hangul)', script: /\p{Script=Hangul}/u, minShare: 0.8 },
  jp: { language: 'Japanese', script: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u, minShare: 0.8, marker: KANA },
  zh: {
    language: 'Simplified Chinese',
    script: HAN,
    minShare: 0.8,
    never: { letters: KANA, why: 'kana (Japanese)' },
    rival: { ours: SIMPLIFIED, theirs: TRADITIONAL, why: 'traditional characters outnumber simplified ones' },
  },
  'zh-Hant': {
    language: 'Traditional Chinese',
    script: HAN,
    minShare: 0.8,
    never: { letters: KANA, why: 'kana (Japanese)' },
    rival: { ours: TRADITIONAL, theirs: SIMPLIFIED, why: 'simplified characters outnumber traditional ones' },
  },
  rs: { language: 'Russian (Cyrillic)', script: /\p{Script=Cyrillic}/u, minShare: 0.8 },
  idn: { language: 'Hindi (Devanagari)', script: /\p{Script=Devanagari}/u, minShare: 0.8 },
  tk: {
    language: 'Turkmen',
    script: LATIN,
    minShare: 0.95,
    marker: /[ňŇýÝ]/u,
    never: { letters: /[ıİğĞ]/u, why: 'ı or ğ (Turkish letters Turkmen does not use)' },
  },
  en: { language: 'English', script: LATIN, minShare: 0.95 },
  es: { language: 'Spanish', script: LATIN, minShare: 0.95, marker: /[ñÑáéíóú¿¡]/u },
  isr: { language: 'Italian', script: LATIN, minShare: 0.95, marker: /[àèéìòù]/u },
  de: { language: 'German', script: LATIN, minShare: 0.95, marker: /[äöüßÄÖÜ]/u },
  fr: { language: 'French', script: LATIN, minShare: 0.95, marker: /[éèêàçùÉ]/u },
  id: { language: 'Indonesian', script: LATIN, minShare: 0.95 },
};

/** How many of the letters match, in one scan. */
const count = (letters: string, re: RegExp) => letters.match(new RegExp(re.source, 'gu'))?.length ?? 0;

/**
 * Why these texts do not read as the locale's language, or undefined when they do (or the locale
 * has no rule). Placeholders ({{name}}) and HTML tags are not text. Too few letters to judge
 * (a file of codes and numbers) passes.
 */
export function localeScriptProblem(locale: string, texts: readonly string[]): string | undefined {
  const rule = RULES[locale];
  if (!rule) return undefined;
  const joined = texts.join('\n');
  // The publish gate asks again for every save of a draft, nearly always about the same texts: the
  // answer is kept per locale and text (a scan of all 13 dictionaries was a fifth of the gate).
  const key = `${locale}\u0000${joined}`;
  if (answers.has(key)) return answers.get(key);
  const answer = problemOf(locale, rule, joined);
  answers.set(key, answer);
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  return answer;
}

const MAX_ANSWERS = 64;
const answers = new Map<string, string | undefined>();

function problemOf(locale: string, rule: ScriptRule, joined: string): string | undefined {
  const text = joined.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, '');
  const letters = text.match(/\p{L}/gu)?.join('') ?? '';
  const total = count(letters, /\p{L}/u);
  if (total < 40) return undefined;
  const share = count(letters, rule.script) / total;
  if (share < rule.minShare) {
    return `${locale} should be ${rule.language}: only ${(share * 100).toFixed(1)}% of its letters are in its script (at least ${rule.minShare * 100}%)`;
  }
  if (rule.marker && count(letters, rule.marker) === 0)
    return `${locale} should be ${rule.language}: none of its own letters (${rule.marker.source}) appear`;
  if (rule.never && count(letters, rule.never.letters) > 0) return `${locale} should be ${rule.language}: it has ${rule.never.why}`;
  if (rule.rival && count(letters, rule.rival.theirs) > count(letters, rule.rival.ours))
    return `${locale} should be ${rule.language}: ${rule.rival.why}`;
  return undefined;
}
