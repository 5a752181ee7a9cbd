import type { Queryable } from '../db/types';
import { insertItem, setStatus, type ItemFields, type TranslationRow } from './items';
import { richTextToPlain, sanitizeRichText } from './sanitize';
import { HELP_ARTICLES, HELP_TEXTS, type HelpKey } from './help';
import { CONTENT_LOCALES, type ContentLocale } from './locale';

type Text = { title: string; body: string; summary?: string };
interface SeedItem {
  fields: Partial<ItemFields> & { kind: ItemFields['kind'] };
  en: Text;
  ko: Text;
  /** Every locale's text, for items written in all of them (the help articles); otherwise en and ko. */
  more?: Partial<Record<ContentLocale, Text>>;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

/**
 * The demo content of `npm start` (docs/content.md): news on how markets and ETFs work (no price
 * claims; no source named, since they cite none: the byline shows only the time), one announcement,
 * banner, scrolling notice and popup in English and Korean (every other locale reads the English),
 * and the help center's articles in all 13 locales.
 */
const ITEMS: SeedItem[] = [
  {
    fields: { kind: 'news', category: 'education' },
    en: {
      title: 'How an ETF tracks its index',
      body: p(
        'An exchange-traded fund holds a basket of securities chosen to follow an index. Authorized participants create and redeem fund units in large blocks, which keeps the market price close to the value of the holdings.',
        'The gap between price and net asset value is usually small for liquid funds and can widen in fast markets or when the underlying market is closed.',
      ),
    },
    ko: {
      title: 'ETF는 어떻게 지수를 추종할까',
      body: p(
        '상장지수펀드(ETF)는 지수를 따르도록 선택된 증권 바스켓을 보유합니다. 지정참가회사가 대량 단위로 설정과 환매를 하면서 시장 가격이 보유 자산 가치에 가깝게 유지됩니다.',
        '유동성이 높은 펀드는 가격과 순자산가치의 차이가 보통 작지만, 시장이 급변하거나 기초 시장이 휴장일 때는 커질 수 있습니다.',
      ),
    },
  },
  {
    fields: { kind: 'news', category: 'market' },
    en: {
      title: 'Bid, ask and spread: what you pay when you trade',
      body: p(
        'Every quote has two sides: the bid is the best price a buyer offers, the ask the best price a seller accepts. A market order to buy fills at the ask, a sale at the bid.',
        'The spread between them is a cost of trading. It is usually narrow for heavily traded funds during market hours and wider around the open, the close and in thin markets.',
      ),
    },
    ko: {
      title: '매수호가, 매도호가, 스프레드: 거래할 때 내는 비용',
      body: p(
        '모든 호가에는 두 면이 있습니다. 매수호가는 매수자가 제시하는 최고 가격이고, 매도호가는 매도자가 받아들이는 최저 가격입니다. 시장가 매수는 매도호가에, 매도는 매수호가에 체결됩니다.',
        '두 가격의 차이인 스프레드는 거래 비용입니다. 거래가 많은 펀드는 장중에 보통 좁고, 개장과 마감 무렵이나 거래가 적은 시장에서는 넓어집니다.',
      ),
    },
  },
  {
    fields: { kind: 'news', category: 'market' },
    en: {
      title: 'Market hours across the U.S., U.K. and Asian exchanges',
      body: p(
        'Exchanges trade in their own time zones: a fund listed in New York trades while London is closing and Asian markets are shut. Quotes outside a market’s session reflect the last trade and may move sharply at the next open.',
      ),
    },
    ko: {
      title: '미국·영국·아시아 거래소의 거래 시간',
      body: p(
        '거래소는 각자의 시간대에 거래합니다. 뉴욕 상장 펀드는 런던이 마감할 무렵과 아시아 시장이 닫혀 있는 동안 거래됩니다. 장외 시간의 시세는 마지막 체결가이며 다음 개장 때 크게 움직일 수 있습니다.',
      ),
    },
  },
  {
    fields: { kind: 'announcement' },
    en: {
      title: 'Scheduled maintenance on Sunday 02:00–03:00 UTC',
      body: p(
        'Deposits, withdrawals and trading will be paused during maintenance. Open orders stay in place and your balances are not affected.',
      ),
    },
    ko: {
      title: '일요일 02:00–03:00(UTC) 정기 점검 안내',
      body: p('점검 중에는 입금, 출금, 거래가 일시 중지됩니다. 미체결 주문은 유지되며 잔액에는 영향이 없습니다.'),
    },
  },
  {
    fields: { kind: 'banner', position: 'news_home', link: 'top', image: '/banners/top10.svg' },
    en: { title: 'Top 10 fund: fixed daily rate per contract', body: '' },
    ko: { title: 'Top 10 펀드: 계약별 고정 일일 수익률', body: '' },
  },
  {
    fields: { kind: 'scroll', link: 'noticeList' },
    en: { title: 'Never share your payment password. Meridian staff will never ask for it.', body: '' },
    ko: { title: '결제 비밀번호를 절대 공유하지 마세요. Meridian 직원은 절대 요청하지 않습니다.', body: '' },
  },
  {
    fields: { kind: 'popup', link: 'allService' },
    en: {
      title: 'Welcome to Meridian',
      body: p('New here? The help center explains deposits, trading, the Top 10 fund and copy trading step by step.'),
    },
    ko: {
      title: 'Meridian에 오신 것을 환영합니다',
      body: p('처음이신가요? 고객센터에서 입금, 거래, Top 10 펀드, 카피 트레이딩을 단계별로 설명합니다.'),
    },
  },
  ...helpArticles(),
];

/** The help center's articles, in every locale (server/content/help: one file per locale). */
function helpArticles(): SeedItem[] {
  return HELP_ARTICLES.map(({ key, category, sort }) => ({
    fields: { kind: 'help', category, sort },
    en: helpText('en', key),
    ko: helpText('ko', key),
    more: Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, helpText(locale, key)])),
  }));
}

function helpText(locale: ContentLocale, key: HelpKey): Text {
  const t = HELP_TEXTS[locale][key];
  return { title: t.title, body: p(...t.paragraphs) };
}

/** Writes and publishes the demo content, as a content editor would (sanitized on the way in). */
export async function seedDemoContent(q: Queryable, at: Date): Promise<void> {
  for (const item of ITEMS) {
    const fields: ItemFields = { category: '', position: '', sort: 0, image: '', link: '', source: '', ...item.fields };
    const texts: Partial<Record<ContentLocale, Text>> = item.more ?? { en: item.en, ko: item.ko };
    const translations: TranslationRow[] = CONTENT_LOCALES.flatMap((locale) => {
      const t = texts[locale];
      if (!t) return [];
      const body = sanitizeRichText(t.body);
      return [{ locale, title: t.title, summary: t.summary ?? richTextToPlain(body).slice(0, 140), body }];
    });
    const id = await insertItem(q, fields, translations, null, at);
    await setStatus(q, id, 'published', null, at);
  }
}
