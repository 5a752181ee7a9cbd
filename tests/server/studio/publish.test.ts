import { DSL_VERSION } from '@core/dsl/version';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { escapePointerSegment } from '@core/json/escapePointerSegment';
import { describeEachDatabase } from '../support/harness';
import { editFile, editorToken, fileText, newDraft, ok, published, setAt, based, revisionOf } from '../support/studio';

const WITHDRAWAL = 'screens/pages/withdrawal.json';
const TRC20_FEE = 'data.conf.withdraw_fees.TRC20.fee';
// The fee binding's pointer, found in the built-in screen so the test follows its layout and DSL form.
function pointerOfString(value: unknown, wanted: string, at = ''): string | undefined {
  if (value === wanted) return at;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, member] of Object.entries(value)) {
    const found = pointerOfString(member, wanted, `${at}/${escapePointerSegment(key)}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
const FEE_BIND = pointerOfString(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../screens/pages/withdrawal.json'), 'utf8')),
  TRC20_FEE,
)!;

describeEachDatabase('studio: draft, gate, approval, publish, rollback', (get) => {
  it('starts with the repository screens as version 1, nothing overridden', async () => {
    const s = get();
    expect(await published(s)).toEqual({ version: 1, dsl_version: DSL_VERSION, overrides: [] });
    const versions = ok(await s.api('ops/studio/versions', {}, { token: await editorToken(s) }), 'versions');
    expect(versions.list.map((v) => [v.version, v.kind])).toEqual([[1, 'seed']]);
  });

  it('refuses a broken binding with its pointer and line, asks a second person for a money screen, publishes, rolls back', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const bob = await editorToken(s, 'bob');
    const draft = await newDraft(s, alice, 'Withdrawal fee wording');

    // Break the fee binding on purpose.
    expect((await editFile(s, alice, draft, WITHDRAWAL, (d) => setAt(d, FEE_BIND, 'data.conf.withdraw_feez.TRC20.fee'))).body.code).toBe(0);
    const refused = await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice });
    expect(refused.body.code).toBe(422);
    expect(refused.body.msg).toContain(`${WITHDRAWAL} ${FEE_BIND}`);
    const text = await fileText(s, alice, draft, WITHDRAWAL);
    const line = text.split('\n').findIndex((l) => l.includes('withdraw_feez')) + 1;
    const view = ok(await s.api('ops/studio/draft', { id: draft }, { token: alice }), 'draft');
    expect(view.errors).toEqual([expect.objectContaining({ file: WITHDRAWAL, pointer: FEE_BIND, line })]);
    expect(view.errors[0]!.message).toMatch(/withdraw_feez/);
    expect(view.can_publish).toBe(false);

    // Fixed: the gate passes, but a money-moving screen needs a second person.
    await editFile(s, alice, draft, WITHDRAWAL, (d) => {
      setAt(d, FEE_BIND, TRC20_FEE);
      (d.body as { props: Record<string, unknown> }[])[0]!.props.gap = 'lg';
    });
    const check = ok(await s.api('ops/studio/check', { draft }, { token: alice }), 'check');
    expect(check.ok).toBe(true);
    expect(check.approval_reasons).toEqual([
      expect.stringMatching(/^screens\/pages\/withdrawal\.json: moves money on withdrawal \(wallet\/withdraw\)/),
    ]);
    expect((await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice })).body.code).toBe(403);
    expect((await s.api('ops/studio/approve', { draft }, { token: bob })).body.code).toBe(409); // not asked yet
    ok(await s.api('ops/studio/request_approval', { draft }, { token: alice }), 'request');
    expect((await s.api('ops/studio/approve', { draft }, { token: alice })).body.code).toBe(403); // own change
    expect(ok(await s.api('ops/studio/draft', { id: draft }, { token: bob }), 'draft').can_approve).toBe(true);
    ok(await s.api('ops/studio/approve', { draft }, { token: bob }), 'approve');

    // An edit after the approval withdraws it.
    await editFile(s, alice, draft, WITHDRAWAL, (d) => ((d.body as { props: Record<string, unknown> }[])[0]!.props.gap = 'xl'));
    let again = ok(await s.api('ops/studio/draft', { id: draft }, { token: alice }), 'draft');
    expect(again.status).toBe('editing');
    expect(again.can_publish).toBe(false);
    ok(await s.api('ops/studio/request_approval', { draft }, { token: alice }), 'request');
    ok(await s.api('ops/studio/approve', { draft }, { token: bob }), 'approve');
    again = ok(await s.api('ops/studio/draft', { id: draft }, { token: alice }), 'draft');
    expect(again.can_publish).toBe(true);

    // Only members' side: the published bundle overrides exactly that file, served by hash.
    const blobBefore = (await published(s)).overrides;
    expect(blobBefore).toEqual([]);
    const { version } = ok(await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice }), 'publish');
    expect(version).toBe(2);
    const late = await editFile(
      s,
      alice,
      draft,
      WITHDRAWAL,
      (d) => ((d.body as { props: Record<string, unknown> }[])[0]!.props.gap = 'sm'),
    );
    expect(late.body).toMatchObject({ code: 409, msg: 'This change is already published; start a new one' });
    const now = await published(s);
    expect(now.version).toBe(2);
    expect(now.overrides.map((o) => o.path)).toEqual([WITHDRAWAL]);
    const served = ok(await s.api('screens/file', { hash: now.overrides[0]!.hash! }), 'file');
    expect(JSON.parse(served.text!).body[0].props.gap).toBe('xl');

    const detail = ok(await s.api('ops/studio/version', { version: 2 }, { token: bob }), 'version');
    expect(detail).toMatchObject({ kind: 'publish', author: 'alice', approver: 'bob' });
    expect(detail.changes).toEqual([{ file: WITHDRAWAL, pointer: '/body/0/props/gap', op: 'replace', before: '"md"', after: '"xl"' }]);

    // Rollback to 1 is a new version, and the app is back to its built-in screens.
    const rolled = ok(await s.api('ops/studio/rollback', { version: 1, message: 'Back to the seed' }, { token: bob }), 'rollback');
    expect(rolled.version).toBe(3);
    expect(await published(s)).toEqual({ version: 3, dsl_version: DSL_VERSION, overrides: [] });
    expect((await s.api('ops/studio/rollback', { version: 3, message: 'again' }, { token: bob })).body.code).toBe(409);

    const audit = ok(await s.api('ops/audit_list', { limit: 50 }, { token: await editorToken(s, 'boss', ['admin']) }), 'audit');
    const actions = audit.list.map((a) => a.action);
    for (const a of [
      'studio.draft_create',
      'studio.file_save',
      'studio.request_approval',
      'studio.approve',
      'studio.publish',
      'studio.rollback',
    ])
      expect(actions).toContain(a);
  });

  it('asks for approval when a text shown on a money screen changes, not for other texts', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const money = await newDraft(s, alice, 'Honest notice wording');
    const found = ok(await s.api('ops/studio/texts', { draft: money, q: 'money.withdraw.honest' }, { token: alice }), 'texts');
    expect(found.list.map((r) => r.key)).toEqual(['money.withdraw.honest']);
    expect(Object.keys(found.list[0]!.values)).toHaveLength(13);
    const saved = ok(
      await s.api(
        'ops/studio/texts_save',
        {
          draft: money,
          base_revision: await revisionOf(s, money),
          edits: [
            { key: 'money.withdraw.honest', locale: 'en', text: 'We never ask for a payment to release a withdrawal.' },
            { key: 'money.withdraw.honest', locale: 'ko', text: '출금을 위해 돈을 요구하지 않습니다.' },
          ],
        },
        { token: alice },
      ),
      'texts_save',
    );
    expect(saved.changed).toBe(2);
    const view = ok(await s.api('ops/studio/draft', { id: money }, { token: alice }), 'draft');
    expect(view.changes.map((c) => c.path)).toEqual(['locales/en/screens.json', 'locales/ko/screens.json']);
    expect(view.approval_reasons).toEqual([
      'locales/en/screens.json/money/withdraw/honest: shown on withdrawal, which moves money',
      'locales/ko/screens.json/money/withdraw/honest: shown on withdrawal, which moves money',
    ]);

    const plain = await newDraft(s, alice, 'Not-found wording');
    ok(
      await s.api(
        'ops/studio/texts_save',
        { draft: plain, base_revision: await revisionOf(s, plain), edits: [{ key: 'routes.404', locale: 'en', text: 'Nothing here' }] },
        { token: alice },
      ),
      'texts_save',
    );
    expect(ok(await s.api('ops/studio/draft', { id: plain }, { token: alice }), 'draft').needs_approval).toBe(false);
    expect((await s.api('ops/studio/request_approval', { draft: plain }, { token: alice })).body.code).toBe(422);
    const v = ok(await s.api('ops/studio/publish', { draft: plain, ...(await based(s, plain)) }, { token: alice }), 'publish').version;
    expect((await published(s)).overrides.map((o) => o.path)).toEqual(['locales/en/screens.json']);

    // The money draft began before that publish and touches the same file: it must start again.
    expect((await s.api('ops/studio/request_approval', { draft: money }, { token: alice })).body.code).toBe(0);
    ok(await s.api('ops/studio/approve', { draft: money }, { token: await editorToken(s, 'bob') }), 'approve');
    const conflict = await s.api('ops/studio/publish', { draft: money, ...(await based(s, money)) }, { token: alice });
    expect(conflict.body.code).toBe(409);
    expect(conflict.body.msg).toContain(`Version ${v} was published by alice`);
    const shown = ok(
      await s.api('ops/studio/draft_conflict', { draft: money, base_revision: await revisionOf(s, money) }, { token: alice }),
      'conflict',
    );
    expect(shown.overlap).toEqual(['locales/en/screens.json']);
    // Merging needs a choice for the file both changed; keeping mine withdraws the approval.
    const merge = await s.api('ops/studio/rebase', { draft: money, ...(await based(s, money)) }, { token: alice });
    expect(merge.body.code).toBe(409);
    expect(merge.body.msg).toContain('locales/en/screens.json');
    ok(await s.api('ops/studio/rebase', { draft: money, ...(await based(s, money)), take: 'mine' }, { token: alice }), 'rebase');
    expect(ok(await s.api('ops/studio/draft', { id: money }, { token: alice }), 'draft')).toMatchObject({
      status: 'editing',
      base_version: v,
      behind: false,
      approved_by: null,
    });
  });

  it('two editors publishing at the same moment: one wins, the other is told to merge, and nothing is lost', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const carol = await editorToken(s, 'carol');
    const a = await newDraft(s, alice, 'Not-found wording');
    const c = await newDraft(s, carol, 'Not-found wording in German');
    const before = (await published(s)).version;
    ok(
      await s.api(
        'ops/studio/texts_save',
        { draft: a, base_revision: await revisionOf(s, a), edits: [{ key: 'routes.404', locale: 'en', text: 'Nothing to see here' }] },
        { token: alice },
      ),
      'texts_save',
    );
    ok(
      await s.api(
        'ops/studio/texts_save',
        { draft: c, base_revision: await revisionOf(s, c), edits: [{ key: 'routes.404', locale: 'de', text: 'Hier ist nichts' }] },
        { token: carol },
      ),
      'texts_save',
    );

    const replies = await Promise.all([
      s.api('ops/studio/publish', { draft: a, ...(await based(s, a)) }, { token: alice }),
      s.api('ops/studio/publish', { draft: c, ...(await based(s, c)) }, { token: carol }),
    ]);
    // Both were based on the same published version: exactly one publishes, the other is behind it.
    const codes = replies.map((r) => r.body.code);
    expect([...codes].sort()).toEqual([0, 409]);
    for (const [i, reply] of replies.entries()) {
      if (reply.body.code !== 409) continue;
      const draft = [a, c][i]!;
      const token = [alice, carol][i]!;
      expect(ok(await s.api('ops/studio/draft', { id: draft }, { token }), 'draft')).toMatchObject({ status: 'editing', behind: true });
      // Different files: take theirs and re-apply mine needs no choice.
      ok(await s.api('ops/studio/rebase', { draft, ...(await based(s, draft)) }, { token }), 'rebase');
      ok(await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token }), 'publish again');
    }

    const now = await published(s);
    expect(now.version).toBe(before + 2);
    expect(now.overrides.map((o) => o.path)).toEqual(expect.arrayContaining(['locales/de/screens.json', 'locales/en/screens.json']));
    const versions = ok(await s.api('ops/studio/versions', {}, { token: alice }), 'versions');
    expect(
      versions.list
        .filter((v) => v.version > before)
        .map((v) => [v.version, v.kind])
        .sort(),
    ).toEqual([
      [before + 1, 'publish'],
      [before + 2, 'publish'],
    ]);
    for (const lan of ['en', 'de']) {
      const text = ok(
        await s.api('screens/file', { hash: now.overrides.find((o) => o.path === `locales/${lan}/screens.json`)!.hash! }),
        'file',
      ).text;
      expect(JSON.parse(text!).routes['404']).toBe(lan === 'en' ? 'Nothing to see here' : 'Hier ist nichts');
    }
  });
});
