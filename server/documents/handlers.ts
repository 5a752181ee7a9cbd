import type { HandlerMap, Services } from '../services';
import { AppError, Codes } from '../errors';
import { unixSeconds } from '../clock';
import { localeOfLan } from '@core/i18n/languageTag';
import { currentText, latestVersions, type DocumentText } from './documents';
import { acceptedVersions, pendingAcceptances, recordAcceptance } from './acceptances';
import type { DocumentKind } from './files';
import { fillOperatorFacts } from './operator-facts';

/** Any locale code is fine here: a locale without a text reads English (currentText). */
const anyLocale = { has: () => true };

export async function documentOrFail(services: Services, kind: DocumentKind, key: string, lan: string | undefined): Promise<DocumentText> {
  const doc = await currentText(services.db, kind, key, localeOfLan(lan, anyLocale));
  if (!doc) throw new AppError(Codes.NOT_FOUND, 'server.documents.notFound');
  return doc;
}

/** The title and text as a member reads them: placeholders filled with the version's own operator facts. */
function filled(d: DocumentText): { title: string; html: string } {
  return { title: fillOperatorFacts(d.title, d.operatorFacts, d.locale), html: fillOperatorFacts(d.html, d.operatorFacts, d.locale) };
}

function documentView(d: DocumentText) {
  const { title, html } = filled(d);
  return {
    key: d.key,
    title,
    content: html,
    updated_at: unixSeconds(d.publishedAt),
    version: d.version,
    effective: d.effective,
    locale: d.locale,
    requires_acceptance: d.requiresAcceptance,
  };
}

/** Legal documents and rules for members and visitors, and what a member must (re)accept. */
export const documentHandlers: HandlerMap = {
  'common/tmp': async ({ input, lan }, services) => documentView(await documentOrFail(services, 'legal', input.key, lan)),

  'common/rule': async ({ input, lan }, services) => documentView(await documentOrFail(services, 'rule', input.key, lan)),

  'member/documents': async ({ caller, lan }, services) => {
    const pending = await pendingAcceptances(services.db, caller.memberId);
    const accepted = await acceptedVersions(services.db, caller.memberId);
    const list = [];
    for (const p of pending) {
      const doc = await documentOrFail(services, 'legal', p.key, lan);
      list.push({
        key: p.key,
        version: p.version,
        title: filled(doc).title,
        effective: p.effective,
        accepted_version: accepted.get(p.key) ?? null,
      });
    }
    return { list };
  },

  'member/accept': async ({ input, caller, ip }, services) => {
    const [head] = (await latestVersions(services.db, 'legal')).filter((v) => v.key === input.key);
    if (!head) throw new AppError(Codes.NOT_FOUND, 'server.documents.notFound');
    // Only the version on screen now may be accepted: an app showing an older text is told to reload it.
    if (input.version !== head.version) throw new AppError(Codes.RULE, 'server.documents.outdated');
    const acceptedAt = await recordAcceptance(services.db, {
      memberId: caller.memberId,
      key: input.key,
      version: input.version,
      context: 'reaccept',
      ip,
      at: services.clock.now(),
    });
    return { key: input.key, version: input.version, accepted_at: unixSeconds(acceptedAt) };
  },
};
