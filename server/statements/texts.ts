import { languageTag } from '@core/i18n/languageTag';
import type { Messages } from '../messages';
import type { MessageKey } from '../generated/messageKeys';
import { Decimal } from '../ledger/money';

/** The statement's words and number and date formats in one member's language. */
export interface StatementTexts {
  /** The locale code (ko, jp, ...) the words are in. */
  locale: string;
  t(key: string, args?: Record<string, string | number>): string;
  money(v: Decimal): string;
  quantity(v: Decimal): string;
  price(v: Decimal): string;
  percent(v: Decimal): string;
  date(at: Date): string;
  dateTime(at: Date): string;
}

/**
 * Intl formats a decimal string exactly (no trip through a float): the ES2023 Intl.NumberFormat
 * takes a string, though the DOM lib's type still says number.
 */
const exact = (v: Decimal, places: number) => v.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places) as unknown as number;

export function statementTexts(messages: Messages, lan: string | undefined, locale: string, timezone: string): StatementTexts {
  const tag = languageTag(locale);
  const money = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 8 });
  const price = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 8 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(tag, {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    locale,
    // Keys are built from the statement's own names (server.statement.<name>), all in MessageKey.
    t: (key, args) => messages(lan, `server.statement.${key}` as MessageKey, args),
    money: (v) => money.format(exact(v, 2)),
    quantity: (v) => quantity.format(exact(v, 8)),
    price: (v) => price.format(exact(v, 8)),
    // The share is given in percent; Intl places the sign as the language does.
    percent: (v) => percent.format(exact(v.div(100), 10)),
    date: (at) => date.format(at),
    dateTime: (at) => dateTime.format(at),
  };
}

/** A posting's reason: its entry type's text (server.bill.<type>); a type without one reads "Other", never the code. */
export function reasonOf(
  messages: Messages,
  lan: string | undefined,
  type: string,
  billTypes: readonly string[],
  texts: StatementTexts,
): string {
  return billTypes.includes(type) ? messages(lan, `server.bill.${type}` as MessageKey) : texts.t('otherReason');
}
