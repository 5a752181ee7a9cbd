import { expect, it } from 'vitest';
import manifest from '@screens/app.json';
import { localeScriptProblem } from '@core/i18n/localeScript';
import { lanForLocale } from '@core/i18n/languageTag';
import { richTextToPlain } from '@server/content/sanitize';
import { seedDemoContent } from '@server/content/seed';
import { HELP_CATEGORIES } from '@server/content/views';
import { describeEachDatabase } from '../support/harness';

const LOCALES = manifest.i18n.locales.map((l) => l.code);
/** A paragraph or more: at least this many characters of text (a CJK sentence is short in characters, so the bar suits both). */
const PARAGRAPH = 150;

/**
 * The help center as a member in each language reads it from the demo content: every topic it
 * lists has articles, and every article opens with a real body (a paragraph or more) written in the
 * reader's language, not the English one served as a fallback, and without a byline naming no source.
 */
describeEachDatabase('help center articles', (get) => {
  it('every listed article has a body of a paragraph or more in each of the 13 languages', async () => {
    const s = get();
    await s.running.services.db.tx((q) => seedDemoContent(q, s.clock.now()));
    const problems: string[] = [];
    let english: string[] = [];
    for (const locale of LOCALES) {
      const lan = lanForLocale(locale);
      const help = (await s.api('common/help', { category: 'all' }, { lan })).data;
      // Every topic the help center shows has something to read.
      expect(help.categories.map((c) => c.id)).toEqual([...HELP_CATEGORIES]);
      for (const c of help.categories) if (c.articles.length === 0) problems.push(`${locale}: topic ${c.id} is empty`);
      const bodies: string[] = [];
      for (const listed of help.articles) {
        const article = (await s.api('news/detail', { id: listed.id }, { lan })).data;
        const text = richTextToPlain(article.content);
        bodies.push(text);
        const where = `${locale} #${listed.id} ${listed.category}`;
        if (article.locale !== locale) problems.push(`${where}: served in ${article.locale}`);
        if (text.length < PARAGRAPH) problems.push(`${where}: ${text.length} characters`);
        if (!/<p>/.test(article.content)) problems.push(`${where}: no paragraph`);
        if (article.source) problems.push(`${where}: byline "${article.source}"`);
        const script = localeScriptProblem(locale, [article.title, text]);
        if (script) problems.push(`${where}: ${script}`);
      }
      if (locale === 'en') english = bodies;
      // A translation, not the English text again.
      else if (bodies.some((b, i) => b === english[i])) problems.push(`${locale}: an article reads as the English one`);
    }
    expect(problems).toEqual([]);
  });

  it('covers what the app does: deposits, withdrawals, transfers, verification, ETFs, Top 10, copy trading, team rewards, security', async () => {
    const s = get();
    const help = (await s.api('common/help', { category: 'all' }, { lan: 'en' })).data;
    const bodies = await Promise.all(
      help.articles.map(async (a) => (await s.api('news/detail', { id: a.id }, { lan: 'en' })).data.content),
    );
    const all = bodies.join('\n');
    for (const needle of [
      'Under review',
      'review hours',
      '1 USDT for TRC20',
      'Transfer by UID',
      'Real-name verification',
      'a percentage of its value with a minimum',
      'no early exit',
      '50% for you, 15% for the provider, 20% for the team reward pool',
      'about 10% before you break even',
      '10% of the trading and subscription fees of level 1',
      'six digits',
    ])
      expect(all).toContain(needle);
  });
});
