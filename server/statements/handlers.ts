import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { localeOfLan } from '@core/i18n/languageTag';
import { BILL_TYPES } from '../wallet/bill-types';
import { countPostings, MAX_POSTINGS, statementFigures } from './figures';
import { statementPeriod } from './period';
import { reasonOf, statementTexts } from './texts';
import { statementCsv, type RenderInput } from './csv';
import { statementPdf } from './pdf';
import { uidAndNickname } from '../identity/members';

/** The locales the server has words for (server.json in each): a Lan outside them reads English. */
const LOCALES = new Set(['de', 'en', 'es', 'fr', 'id', 'idn', 'isr', 'jp', 'ko', 'rs', 'tk', 'zh', 'zh-Hant']);

export const statementHandlers: HandlerMap = {
  // Only the caller's own postings are read (by the session's member id): there is no id to ask for another's.
  'wallet/statement': async ({ input, caller, lan }, services) => {
    const now = services.clock.now();
    const timezone = services.config.money.reviewHours.timezone;
    const period = statementPeriod(input, timezone, now);
    // Bounded before anything is read: a period with too many postings is refused, not built.
    const limit = MAX_POSTINGS[input.format];
    if ((await countPostings(services.db, caller.memberId, period)) > limit) {
      throw new AppError(Codes.RULE, 'server.statement.tooMany', { count: limit });
    }
    const currency = services.config.money.currency;
    const statement = await statementFigures(services.db, caller.memberId, period, currency, now);
    const row = (await uidAndNickname(services.db, caller.memberId))!;
    const member = { uid: row.uid, name: row.nickname };
    const texts = statementTexts(services.messages, lan, localeOfLan(lan, LOCALES), timezone);
    const render: RenderInput = {
      statement,
      texts,
      member,
      generatedAt: now,
      timezone,
      reason: (type) => reasonOf(services.messages, lan, type, BILL_TYPES, texts),
      account: (kind) => texts.t(`accounts.${kind}`),
    };
    const file = input.format === 'pdf' ? await statementPdf(render) : Buffer.from(statementCsv(render), 'utf8');
    return {
      filename: `statement-${member.uid}-${period.firstDay}-${period.lastDay}.${input.format}`,
      mime: input.format === 'pdf' ? ('application/pdf' as const) : ('text/csv' as const),
      size: file.length,
      content: file.toString('base64'),
      from: period.firstDay,
      to: period.lastDay,
    };
  },
};
