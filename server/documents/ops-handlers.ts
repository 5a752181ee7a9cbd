import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { unixSeconds } from '../clock';
import { writeAudit } from '../audit/audit';
import { sanitizeRichText } from '../content/sanitize';
import { pinFacts, unknownPlaceholders } from './operator-facts';
import { acceptanceCounts, currentText, latestVersions, publishVersion, versionTexts } from './documents';

/**
 * Staff with the content role manage the legal and rules documents: read one per locale, preview
 * the sanitized HTML, publish a new version. A published version is never edited; every
 * publication is audited with what changed.
 */
export const opsDocumentHandlers: HandlerMap = {
  'ops/documents': async (_ctx, services) => {
    const heads = await latestVersions(services.db);
    const accepted = await acceptanceCounts(services.db);
    return {
      list: heads.map((h) => ({
        key: h.key,
        kind: h.kind,
        version: h.version,
        effective: h.effective,
        requires_acceptance: h.requiresAcceptance,
        locales: h.locales.join(','),
        published_at: unixSeconds(h.publishedAt),
        published_by: h.publishedBy,
        source: h.source,
        accepted: accepted.get(h.key) ?? 0,
      })),
    };
  },

  'ops/document': async ({ input }, services) => {
    const [head] = (await latestVersions(services.db)).filter((v) => v.key === input.key);
    if (!head) throw new AppError(Codes.NOT_FOUND, 'server.documents.notFound');
    const doc = (await currentText(services.db, head.kind, input.key, input.locale ?? 'en'))!;
    return {
      key: doc.key,
      kind: doc.kind,
      version: doc.version,
      effective: doc.effective,
      requires_acceptance: doc.requiresAcceptance,
      locale: doc.locale,
      title: doc.title,
      html: doc.html,
    };
  },

  'ops/document_preview': async ({ input }) => {
    const html = sanitizeRichText(input.html);
    return { html, changed: html !== input.html };
  },

  'ops/document_publish': async ({ input, staff }, services) => {
    const locales = input.texts.map((t) => t.locale);
    if (new Set(locales).size !== locales.length) throw new AppError(Codes.RULE, 'server.documents.duplicateLocale');
    if (Number.isNaN(Date.parse(`${input.effective}T00:00:00Z`))) throw new AppError(Codes.RULE, 'server.documents.badDate');
    return services.db.tx(async (q) => {
      const [head] = (await latestVersions(q)).filter((v) => v.key === input.key);
      if (!head) throw new AppError(Codes.NOT_FOUND, 'server.documents.notFound');
      // Two editors on one document: the second would silently drop the first's version.
      if (head.version !== input.based_on)
        throw new AppError(Codes.CONFLICT, 'server.documents.changedMeanwhile', { version: head.version });
      // Locales not edited keep the previous version's text, so fixing one translation keeps the others.
      const texts = new Map((await versionTexts(q, head.key, head.version)).map((t) => [t.locale, { title: t.title, html: t.html }]));
      for (const t of input.texts) {
        const title = t.title.replace(/<[^>]*>/g, '').trim();
        const html = sanitizeRichText(t.html);
        if (title === '' || html.trim() === '') throw new AppError(Codes.RULE, 'server.documents.emptyText', { locale: t.locale });
        // A misspelt {{operator.…}} would reach members as it is: refused by name instead.
        const unknown = unknownPlaceholders(`${title} ${html}`);
        if (unknown.length > 0)
          throw new AppError(Codes.RULE, 'server.documents.unknownPlaceholder', { locale: t.locale, name: `operator.${unknown[0]}` });
        texts.set(t.locale, { title, html });
      }
      const at = services.clock.now();
      const version = await publishVersion(q, {
        kind: head.kind,
        key: head.key,
        // The version after the one checked above, not the newest + 1 at the insert: on PostgreSQL the
        // insert reads afresh, and a publish committed meanwhile made it a second new version
        // (two racing publishes both answered 0 in a CI run). Named, the second one conflicts.
        version: head.version + 1,
        requiresAcceptance: input.requires_acceptance,
        effective: input.effective,
        source: 'staff',
        publishedBy: staff.staffId,
        at,
        texts,
        // Today's facts: the placeholders of this version read them for as long as it exists.
        operatorFacts: pinFacts(services.config.operator),
      });
      if (version === undefined) throw new AppError(Codes.CONFLICT, 'server.documents.changedMeanwhile', { version: head.version + 1 });
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'document.publish',
        subjectType: 'document',
        subjectId: head.key,
        before: { version: head.version, requires_acceptance: head.requiresAcceptance, effective: head.effective },
        after: { version, requires_acceptance: input.requires_acceptance, effective: input.effective, locales: locales },
        at,
      });
      return { key: head.key, version, published_at: unixSeconds(at) };
    });
  },
};
