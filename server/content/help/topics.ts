/**
 * The help center's articles: which topic (common/help category) each belongs to and its order
 * there. Their texts, one file per locale beside this one, describe what the app does as
 * docs/*.md describe it (fees, review hours, splits); figures the operator configures are not
 * quoted where the screen shows them before the member confirms.
 */
export const HELP_ARTICLES = [
  { key: 'verify', category: 'account', sort: 1 },
  { key: 'team', category: 'account', sort: 2 },
  { key: 'deposit', category: 'funds', sort: 1 },
  { key: 'withdraw', category: 'funds', sort: 2 },
  { key: 'transfer', category: 'funds', sort: 3 },
  { key: 'etf', category: 'trading', sort: 1 },
  { key: 'top10', category: 'top10', sort: 1 },
  { key: 'copy', category: 'copy', sort: 1 },
  { key: 'security', category: 'security', sort: 1 },
] as const;

export type HelpKey = (typeof HELP_ARTICLES)[number]['key'];

/** One locale's articles: a title and the paragraphs of the body (plain text, made into <p> when seeded). */
export type HelpTexts = Record<HelpKey, { title: string; paragraphs: string[] }>;
