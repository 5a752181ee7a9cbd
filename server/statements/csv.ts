import { CHARGE_KINDS, type Statement } from './figures';
import type { StatementTexts } from './texts';

/** What the renderers need besides the figures: the member, the words, and each posting's reason. */
export interface RenderInput {
  statement: Statement;
  texts: StatementTexts;
  member: { uid: string; name: string };
  generatedAt: Date;
  timezone: string;
  reason(type: string): string;
  account(kind: string): string;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
function field(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Amounts as plain decimals with a point, rounded to the cent: a spreadsheet or an auditor's script reads them exactly in any language. */
const amount = (v: { toFixed(n: number): string }) => v.toFixed(2);

/** ISO dates in the statement's time zone (YYYY-MM-DD HH:MM), sortable and unambiguous whatever the language. */
function isoIn(at: Date, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/**
 * The statement as CSV: sections one after another, each a title row, a header row and its rows,
 * a blank line between; labels in the member's language; UTF-8 with a byte-order mark so
 * spreadsheet programs read non-Latin text right.
 */
export function statementCsv(input: RenderInput): string {
  const { statement: s, texts: t, timezone } = input;
  const rows: string[][] = [];
  const section = (title: string, header: string[], body: string[][]) => {
    if (rows.length) rows.push([]);
    rows.push([title]);
    rows.push(header);
    rows.push(...body);
  };
  section(
    t.t('title'),
    [t.t('member'), t.t('period'), t.t('currency'), t.t('timezone'), t.t('generated')],
    [
      [
        `${input.member.name} (${input.member.uid})`,
        `${s.period.firstDay} - ${s.period.lastDay}`,
        s.currency,
        timezone,
        isoIn(input.generatedAt, timezone),
      ],
    ],
  );
  section(
    t.t('accountsTitle'),
    [t.t('account'), t.t('currency'), t.t('opening'), t.t('credits'), t.t('debits'), t.t('closing')],
    s.accounts.map((a) => [input.account(a.kind), a.currency, amount(a.opening), amount(a.credits), amount(a.debits), amount(a.closing)]),
  );
  section(
    t.t('postingsTitle'),
    [t.t('date'), t.t('account'), t.t('currency'), t.t('reason'), t.t('amount'), t.t('balance')],
    s.postings.map((p) => [
      isoIn(p.at, timezone),
      input.account(p.kind),
      p.currency,
      input.reason(p.type),
      amount(p.amount),
      amount(p.balance),
    ]),
  );
  section(
    t.t('tradesTitle'),
    [t.t('date'), t.t('orderNo'), t.t('code'), t.t('side'), t.t('quantity'), t.t('price'), t.t('value'), t.t('fee'), t.t('profit')],
    s.trades.map((r) => [
      isoIn(r.at, timezone),
      r.orderNo,
      r.code,
      t.t(r.side),
      r.quantity.toFixed(),
      `${r.price.toFixed()} ${r.quoteCurrency}`,
      amount(r.value),
      amount(r.fee),
      r.profit === null ? '' : amount(r.profit),
    ]),
  );
  section(
    t.t('top10Title'),
    [t.t('top10Bought'), t.t('top10Income'), t.t('top10Settled')],
    [[amount(s.top10.bought), amount(s.top10.income), amount(s.top10.settled)]],
  );
  section(
    t.t('copyTitle'),
    [t.t('date'), t.t('provider'), t.t('copyAmount'), t.t('copyShares'), t.t('copySettled'), t.t('copyResult')],
    [
      ...s.copy.settled.map((c) => [
        isoIn(c.at, timezone),
        c.provider,
        amount(c.amount),
        amount(c.shares),
        amount(c.settled),
        amount(c.result),
      ]),
      [t.t('copySubscribed'), '', amount(s.copy.subscribed), '', '', amount(s.copy.result)],
    ],
  );
  section(
    t.t('chargesTitle'),
    [t.t('reason'), t.t('amount')],
    [
      ...CHARGE_KINDS.map((k) => [t.t(`charge.${k}`), amount(s.charges.byKind[k])]),
      [t.t('chargesTotal'), amount(s.charges.total)],
      [t.t('averageBalance'), amount(s.charges.averageBalance)],
      [t.t('chargesPercent'), s.charges.percent === null ? '' : `${s.charges.percent.toFixed(4)}%`],
      [t.t('chargesNote')],
    ],
  );
  return `\uFEFF${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}
