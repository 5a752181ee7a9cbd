import { AppError, Codes } from '../errors';

export type PeriodKind = 'month' | 'quarter' | 'year' | 'custom';

export interface PeriodInput {
  period: PeriodKind;
  /** Unix seconds: any moment of the month, quarter or year; the first day of a custom range. */
  from: number;
  /** Unix seconds: the last day of a custom range (that whole day is included). */
  to?: number;
}

/** [from, to): the statement covers postings at or after `from` and before `to`. */
export interface Period {
  kind: PeriodKind;
  from: Date;
  to: Date;
  /** The last calendar day covered, as YYYY-MM-DD in the statement's time zone (for titles and file names). */
  firstDay: string;
  lastDay: string;
}

/** The longest period one statement covers: five years and a leap day, so any five calendar years fit. */
export const MAX_PERIOD_DAYS = 5 * 365 + 2;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

const calendars = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone. */
function dateIn(at: Date, timezone: string): Ymd {
  let format = calendars.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendars.set(timezone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

/**
 * The instant a calendar day starts in a time zone: the UTC midnight of that date moved by the
 * zone's offset there (asked twice, so a day that starts just after a daylight-saving change lands right).
 */
export function startOfDate(y: number, m: number, d: number, timezone: string): Date {
  const utc = Date.UTC(y, m - 1, d);
  let guess = utc;
  for (let i = 0; i < 2; i += 1) {
    const seen = dateIn(new Date(guess), timezone);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(guess))
      .reduce(
        (acc, p) =>
          p.type === 'hour'
            ? acc + Number(p.value) * 3600
            : p.type === 'minute'
              ? acc + Number(p.value) * 60
              : p.type === 'second'
                ? acc + Number(p.value)
                : acc,
        0,
      );
    const shownAsUtc = Date.UTC(seen.y, seen.m - 1, seen.d) + clock * 1000;
    guess = utc - (shownAsUtc - guess);
  }
  return new Date(guess);
}

function ymdText({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function addDays({ y, m, d }: Ymd, days: number): Ymd {
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/**
 * The period a statement covers, in whole calendar days of `timezone` (the platform's, as records
 * and today's income use). Refused: a custom range that ends before it starts, one longer than
 * MAX_PERIOD_DAYS, and a period that starts after today.
 */
export function statementPeriod(input: PeriodInput, timezone: string, now: Date): Period {
  const at = dateIn(new Date(input.from * 1000), timezone);
  let first: Ymd;
  let after: Ymd;
  if (input.period === 'month') {
    first = { y: at.y, m: at.m, d: 1 };
    after = at.m === 12 ? { y: at.y + 1, m: 1, d: 1 } : { y: at.y, m: at.m + 1, d: 1 };
  } else if (input.period === 'quarter') {
    const q = Math.floor((at.m - 1) / 3);
    first = { y: at.y, m: q * 3 + 1, d: 1 };
    after = q === 3 ? { y: at.y + 1, m: 1, d: 1 } : { y: at.y, m: q * 3 + 4, d: 1 };
  } else if (input.period === 'year') {
    first = { y: at.y, m: 1, d: 1 };
    after = { y: at.y + 1, m: 1, d: 1 };
  } else {
    if (input.to === undefined) throw new AppError(Codes.BAD_REQUEST, 'server.statement.toRequired');
    first = at;
    after = addDays(dateIn(new Date(input.to * 1000), timezone), 1);
  }
  const from = startOfDate(first.y, first.m, first.d, timezone);
  const to = startOfDate(after.y, after.m, after.d, timezone);
  if (to <= from) throw new AppError(Codes.RULE, 'server.statement.endBeforeStart');
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * 86_400_000 + 3_600_000) {
    throw new AppError(Codes.RULE, 'server.statement.tooLong', { years: 5 });
  }
  if (from > now) throw new AppError(Codes.RULE, 'server.statement.future');
  return { kind: input.period, from, to, firstDay: ymdText(first), lastDay: ymdText(addDays(after, -1)) };
}
