import type { Queryable } from '../db/types';
import { insertItem, setStatus, type ItemFields, type TranslationRow } from './items';
import { richTextToPlain, sanitizeRichText } from './sanitize';

type Text = { title: string; body: string; summary?: string };
interface SeedItem {
  fields: Partial<ItemFields> & { kind: ItemFields['kind'] };
  en: Text;
  ko: Text;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

/**
 * The demo content of `npm start` (docs/content.md): news on how markets and ETFs work (no price
 * claims), one announcement, banner, scrolling notice and popup, and help articles per topic, in
 * English and Korean; every other locale reads the English.
 */
const ITEMS: SeedItem[] = [
  {
    fields: { kind: 'news', category: 'education', source: 'Meridian Academy' },
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
    fields: { kind: 'news', category: 'market', source: 'Meridian Academy' },
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
    fields: { kind: 'news', category: 'market', source: 'Meridian Academy' },
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

function helpArticles(): SeedItem[] {
  const help = (category: string, sort: number, en: Text, ko: Text): SeedItem => ({ fields: { kind: 'help', category, sort }, en, ko });
  return [
    help(
      'account',
      1,
      {
        title: 'Verify your identity',
        body: p(
          'Open My page, choose Verification and upload both sides of your document. A reviewer decides within one business day; you get a notice either way.',
        ),
      },
      {
        title: '본인 인증하기',
        body: p(
          '마이페이지에서 본인 인증을 선택하고 신분증 앞뒷면을 올려 주세요. 심사자가 영업일 기준 하루 안에 결정하며, 결과는 알림으로 받습니다.',
        ),
      },
    ),
    help(
      'account',
      2,
      {
        title: 'Change your login password',
        body: p('Open Security settings, choose Login password and confirm with the code sent to your phone or email.'),
      },
      {
        title: '로그인 비밀번호 변경',
        body: p('보안 설정에서 로그인 비밀번호를 선택하고 휴대폰이나 이메일로 받은 인증번호로 확인하세요.'),
      },
    ),
    help(
      'funds',
      1,
      {
        title: 'How deposits are credited',
        body: p(
          'Send USDT to the address shown, then submit the transaction hash and a photo of the transfer. Finance reviews it and credits your asset account.',
        ),
      },
      {
        title: '입금 반영 방법',
        body: p('표시된 주소로 USDT를 보낸 뒤 거래 해시와 이체 사진을 제출하세요. 재무팀이 확인 후 자산 계정에 반영합니다.'),
      },
    ),
    help(
      'funds',
      2,
      {
        title: 'Withdrawal review hours and fees',
        body: p(
          'Withdrawals are reviewed during the published review hours. The fee is shown before you confirm, and the amount is held until the decision.',
        ),
      },
      {
        title: '출금 심사 시간과 수수료',
        body: p('출금은 공지된 심사 시간에 처리됩니다. 수수료는 확인 전에 표시되며, 결정이 날 때까지 금액이 보류됩니다.'),
      },
    ),
    help(
      'trading',
      1,
      {
        title: 'Market and limit orders',
        body: p(
          'A market order fills at the best available price now; a limit order waits until the market reaches your price and may not fill.',
        ),
      },
      {
        title: '시장가 주문과 지정가 주문',
        body: p(
          '시장가 주문은 지금 가능한 최선의 가격에 체결되고, 지정가 주문은 시장이 지정한 가격에 도달할 때까지 기다리며 체결되지 않을 수도 있습니다.',
        ),
      },
    ),
    help(
      'top10',
      1,
      {
        title: 'How Top 10 contracts pay',
        body: p(
          'Each purchase earns the daily rate stated in its contract, paid from the platform’s income reserve. The principal is locked until the contract ends.',
        ),
      },
      {
        title: 'Top 10 계약의 수익 지급 방식',
        body: p(
          '각 구매는 계약서에 적힌 일일 수익률로 수익이 발생하며, 플랫폼의 수익 준비금에서 지급됩니다. 원금은 계약이 끝날 때까지 묶입니다.',
        ),
      },
    ),
    help(
      'copy',
      1,
      {
        title: 'What copy trading shares',
        body: p(
          'A subscription follows a signal provider’s net value for the days you choose. Profits are split as shown before you subscribe; losses are yours.',
        ),
      },
      {
        title: '카피 트레이딩의 수익 배분',
        body: p(
          '구독은 선택한 기간 동안 시그널 제공자의 순자산가치를 따라갑니다. 수익은 구독 전에 표시된 비율로 나뉘며, 손실은 본인이 부담합니다.',
        ),
      },
    ),
    help(
      'security',
      1,
      {
        title: 'Keep your account safe',
        body: p('Use a unique login password, set a payment password, and never share verification codes. Staff will never ask for them.'),
      },
      {
        title: '계정을 안전하게 지키기',
        body: p(
          '다른 곳에서 쓰지 않는 로그인 비밀번호를 쓰고, 결제 비밀번호를 설정하며, 인증번호를 절대 공유하지 마세요. 직원은 절대 요청하지 않습니다.',
        ),
      },
    ),
  ];
}

/** Writes and publishes the demo content, as a content editor would (sanitized on the way in). */
export async function seedDemoContent(q: Queryable, at: Date): Promise<void> {
  for (const item of ITEMS) {
    const fields: ItemFields = { category: '', position: '', sort: 0, image: '', link: '', source: '', ...item.fields };
    const translations: TranslationRow[] = (['en', 'ko'] as const).map((locale) => {
      const t = item[locale];
      const body = sanitizeRichText(t.body);
      return { locale, title: t.title, summary: t.summary ?? richTextToPlain(body).slice(0, 140), body };
    });
    const id = await insertItem(q, fields, translations, null, at);
    await setStatus(q, id, 'published', null, at);
  }
}
