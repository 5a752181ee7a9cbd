import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import type { ApiRequest } from '@core/generated/api';
import { staffToken } from '../fund/support';

async function auditRows(s: TestServer, subject: string) {
  const { rows } = await s.running.services.db.query<{ action: string; staff_id: string; before: unknown; after: unknown }>(
    "SELECT action, staff_id::text AS staff_id, before, after FROM audit_log WHERE subject_type = 'document' AND subject_id = $1 ORDER BY id",
    [subject],
  );
  return rows.map((r) => ({
    ...r,
    before: typeof r.before === 'string' ? (JSON.parse(r.before) as unknown) : r.before,
    after: typeof r.after === 'string' ? (JSON.parse(r.after) as unknown) : r.after,
  }));
}

describeEachDatabase('documents on operations screens', (get) => {
  it('only content editors (and administrators) read, preview and publish documents', async () => {
    const s = get();
    const reviewer = await staffToken(s, 'kycdocs', ['kyc_reviewer']);
    const support = await staffToken(s, 'supportdocs', ['support']);
    for (const token of [reviewer, support]) {
      expect((await s.api('ops/documents', undefined, { token })).body.code).toBe(403);
      expect((await s.api('ops/document', { key: 'agreement' }, { token })).body.code).toBe(403);
      expect((await s.api('ops/document_preview', { html: '<p>x</p>' }, { token })).body.code).toBe(403);
      const refused = await s.api(
        'ops/document_publish',
        {
          key: 'withdrawal',
          based_on: 1,
          requires_acceptance: false,
          effective: '2026-12-01',
          texts: [{ locale: 'en', title: 'T', html: '<p>x</p>' }],
        },
        { token },
      );
      expect(refused.body.code).toBe(403);
    }
    // A member's session is not a staff session.
    const m = await s.registerByEmail('docs-member@example.com');
    expect((await s.api('ops/documents', undefined, { token: m.token })).body.code).toBe(401);
    const admin = await staffToken(s, 'docsadmin', ['admin']);
    const list = (await s.api('ops/documents', undefined, { token: admin })).data.list;
    expect(list.map((d) => d.key).sort()).toEqual(
      [
        'agreement',
        'copy_trading',
        'privacy',
        'risk_copy',
        'risk_etf',
        'risk_leverage',
        'risk_top10',
        'team_rewards',
        'top10',
        'withdrawal',
      ].sort(),
    );
    expect(list.find((d) => d.key === 'agreement')).toMatchObject({
      kind: 'legal',
      source: 'file',
      published_by: null,
      requires_acceptance: true,
    });
    expect(list.find((d) => d.key === 'agreement')!.locales.split(',')).toEqual(expect.arrayContaining(['en', 'ko']));
  });

  it('previews the sanitized HTML and publishes a new version: edited locales replaced and defused, the others carried over, audited', async () => {
    const s = get();
    const token = await staffToken(s, 'editor', ['content_editor']);
    const payload = '<p onmouseover="alert(1)">New rule</p><script>alert(2)</script><img src="javascript:alert(3)">';
    const preview = (await s.api('ops/document_preview', { html: payload }, { token })).data;
    expect(preview).toEqual({ html: '<p>New rule</p>', changed: true });
    expect((await s.api('ops/document_preview', { html: '<p>Fine</p>' }, { token })).data).toEqual({ html: '<p>Fine</p>', changed: false });

    const current = (await s.api('ops/document', { key: 'withdrawal', locale: 'ko' }, { token })).data;
    expect(current).toMatchObject({ kind: 'rule', locale: 'ko', title: '출금 규칙' });
    const koBefore = (await s.api('common/rule', { key: 'withdrawal' }, { lan: 'ko' })).data;
    const published = await s.api(
      'ops/document_publish',
      {
        key: 'withdrawal',
        based_on: current.version,
        requires_acceptance: false,
        effective: '2026-12-01',
        texts: [{ locale: 'en', title: '<b>Withdrawal Rules</b>', html: payload }],
      },
      { token },
    );
    expect(published.data).toMatchObject({ key: 'withdrawal', version: current.version + 1 });
    const en = (await s.api('common/rule', { key: 'withdrawal' }, { lan: 'en' })).data;
    expect(en).toMatchObject({
      version: current.version + 1,
      title: 'Withdrawal Rules',
      content: '<p>New rule</p>',
      effective: '2026-12-01',
    });
    const ko = (await s.api('common/rule', { key: 'withdrawal' }, { lan: 'ko' })).data;
    expect(ko).toMatchObject({ version: current.version + 1, title: koBefore.title, content: koBefore.content });

    const audit = await auditRows(s, 'withdrawal');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'document.publish',
        before: expect.objectContaining({ version: current.version }),
        after: expect.objectContaining({ version: current.version + 1, locales: ['en'] }),
      }),
    ]);
    const list = (await s.api('ops/documents', undefined, { token })).data.list;
    expect(list.find((d) => d.key === 'withdrawal')).toMatchObject({ source: 'staff', published_by: audit[0]!.staff_id });
  });

  it('refuses a publication based on an outdated version, duplicate locales, an empty text or a bad date; two racing publish one', async () => {
    const s = get();
    const token = await staffToken(s, 'editor', ['content_editor']);
    const head = (await s.api('ops/document', { key: 'top10' }, { token })).data.version;
    type Publish = ApiRequest<'ops/document_publish'>;
    const body = (over: Partial<Publish>): Publish => ({
      key: 'top10',
      based_on: head,
      requires_acceptance: false,
      effective: '2026-12-01',
      texts: [{ locale: 'en', title: 'Top 10 Fund Rules', html: '<p>Edited</p>' }],
      ...over,
    });
    expect((await s.api('ops/document_publish', body({ based_on: head - 1 || 99 }), { token })).body.code).toBe(409);
    const twice: Partial<Publish> = {
      texts: [
        { locale: 'en', title: 'A', html: '<p>a</p>' },
        { locale: 'en', title: 'B', html: '<p>b</p>' },
      ],
    };
    expect((await s.api('ops/document_publish', body(twice), { token })).body.code).toBe(422);
    const empty: Partial<Publish> = { texts: [{ locale: 'en', title: 'T', html: '<script>alert(1)</script>' }] };
    expect((await s.api('ops/document_publish', body(empty), { token })).body.code).toBe(422);
    expect((await s.api('ops/document_publish', body({ effective: '2026-13-45' }), { token })).body.code).toBe(422);
    expect((await s.api('ops/document_publish', body({ key: 'no_such_doc' }), { token })).body.code).toBe(404);

    // Several rounds: on PostgreSQL the second insert once read the first's commit and made a version of its own.
    for (let round = 1; round <= 5; round++) {
      const based = { based_on: head + round - 1 };
      const [a, b] = await Promise.all([
        s.api('ops/document_publish', body(based), { token }),
        s.api('ops/document_publish', body(based), { token }),
      ]);
      expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
      expect((await s.api('ops/document', { key: 'top10' }, { token })).data.version).toBe(head + round);
      expect((await auditRows(s, 'top10')).length).toBe(round);
    }
  });
});
