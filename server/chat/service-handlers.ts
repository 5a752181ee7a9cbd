import crypto from 'node:crypto';
import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { hitWindow } from '../security/rate-window';
import { localeOfLan } from '@core/i18n/languageTag';
import { serviceChannels } from './channels';
import { conversationById, openVisitorConversation } from './conversations';
import { appendMessage } from './messages';
import { pushMessage } from './push';

const LOCALES = new Set(['en', 'ko', 'jp', 'zh', 'zh-Hant', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'rs', 'tk']);
/** Contact-form messages one client address may send per hour: enough for a person, not for a flood into the queue. */
const CONTACTS_PER_HOUR = 5;

const entry = (r: Awaited<ReturnType<typeof serviceChannels>>[number]) => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  url: r.url,
  avatar: r.avatar,
  online_hours: r.online_hours,
});

/** The public customer-service calls: the channels (live chat first) and a visitor's contact form. */
export const serviceHandlers: HandlerMap = {
  'common/services': async ({ lan }, { db }) => ({ list: (await serviceChannels(db, localeOfLan(lan, LOCALES))).map(entry) }),

  'common/service_info': async ({ input, lan }, { db }) => {
    const row = (await serviceChannels(db, localeOfLan(lan, LOCALES), input.id))[0];
    if (!row) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    return { ...entry(row), welcome: row.welcome };
  },

  'common/contact': async ({ input, ip }, services) => {
    const at = services.clock.now();
    const window = await hitWindow(services.db, `contact:ip:${ip}`, 3600, at);
    if (window.hits > CONTACTS_PER_HOUR) throw new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: window.retryAfter });
    const message = input.message.trim();
    const name = input.name.trim();
    if (message === '' || name === '') throw new AppError(Codes.RULE, 'server.chat.emptyMessage');
    const { c, rows } = await services.db.tx(async (q) => {
      const id = await openVisitorConversation(q, name, input.email, at);
      const c = (await conversationById(q, id))!;
      const appended = await appendMessage(q, c, visitorMessage(message, at));
      // Where the visitor is, when they said (/choose-location): a message of its own, so support
      // reads it apart from the question and can copy it whole.
      const address = input.address?.trim();
      const rows = [appended.row];
      if (address) rows.push((await appendMessage(q, c, visitorMessage(address, at))).row);
      return { c, rows };
    });
    for (const row of rows) pushMessage(services, c, row);
    return { id: Number(c.id) };
  },
};

function visitorMessage(body: string, at: Date) {
  return { sender: 'visitor' as const, staffId: null, clientId: crypto.randomBytes(12).toString('base64url'), body, imageKey: null, at };
}
