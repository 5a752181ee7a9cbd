import { expect, it } from 'vitest';
import { describeOnPglite } from '../support/harness';
import { editFile, editorToken, newDraft, ok, based, revisionOf } from '../support/studio';

// What the second person sees before approving (finding 20), and the languages a change leaves
// saying the old thing (finding 23).

const WITHDRAWAL = 'screens/pages/withdrawal.json';
const KEY = 'money.withdraw.honest';
const ALL = ['de', 'en', 'es', 'fr', 'id', 'idn', 'isr', 'jp', 'ko', 'rs', 'tk', 'zh', 'zh-Hant'];

describeOnPglite('studio: the approver sees the diff; stale translations are flagged', (get) => {
  it('gives an open change its diff against the published bundle, texts per language and screens by pointer', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const bob = await editorToken(s, 'bob');
    const draft = await newDraft(s, alice, 'Withdrawal wording');
    const before = ok(await s.api('ops/studio/texts', { draft, q: KEY }, { token: alice }), 'texts').list.find(
      (r) => r.key === KEY,
    )!.values;
    ok(
      await s.api(
        'ops/studio/texts_save',
        {
          draft,
          base_revision: await revisionOf(s, draft),
          edits: [{ key: KEY, locale: 'en', text: 'We never ask for a fee to release a withdrawal.' }],
        },
        { token: alice },
      ),
      'texts_save',
    );
    await editFile(s, alice, draft, WITHDRAWAL, (d) => ((d.body as { props: Record<string, unknown> }[])[0]!.props.gap = 'xl'));
    ok(await s.api('ops/studio/request_approval', { draft }, { token: alice }), 'request');

    // The approver (not the author) reads every edit as before -> after.
    const diff = ok(await s.api('ops/studio/draft_diff', { draft }, { token: bob }), 'draft_diff');
    expect(diff.against_version).toBe(1);
    expect(diff.truncated).toBe(false);
    expect(diff.changes).toEqual([
      {
        file: 'locales/en/screens.json',
        pointer: '/money/withdraw/honest',
        op: 'replace',
        before: JSON.stringify(before.en),
        after: JSON.stringify('We never ask for a fee to release a withdrawal.'),
      },
      {
        file: WITHDRAWAL,
        pointer: '/body/0/props/gap',
        op: expect.stringMatching(/^(add|replace)$/),
        before: expect.anything(),
        after: '"xl"',
      },
    ]);
    // The published version still reads the same afterwards: the page diff is the version's diff.
    ok(await s.api('ops/studio/approve', { draft }, { token: bob }), 'approve');
    const { version } = ok(await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice }), 'publish');
    const published = ok(await s.api('ops/studio/version', { version }, { token: bob }), 'version');
    expect(published.changes).toEqual(diff.changes);
    // A closed change keeps its diff against the version it was begun on.
    expect(ok(await s.api('ops/studio/draft_diff', { draft }, { token: bob }), 'draft_diff').changes).toEqual(diff.changes);
    expect((await s.api('ops/studio/draft_diff', { draft: 999999 }, { token: bob })).body.code).toBe(404);
  });

  it('flags the other languages of a rewritten key until edited or confirmed, as a warning of the check', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const bob = await editorToken(s, 'bob');
    const draft = await newDraft(s, alice, 'Honest wording');
    ok(
      await s.api(
        'ops/studio/texts_save',
        {
          draft,
          base_revision: await revisionOf(s, draft),
          edits: [
            { key: KEY, locale: 'en', text: 'We never ask for a payment to release a withdrawal.' },
            { key: KEY, locale: 'ko', text: '출금을 위해 돈을 요구하지 않습니다.' },
          ],
        },
        { token: alice },
      ),
      'texts_save',
    );
    const others = ALL.filter((c) => c !== 'en' && c !== 'ko');
    const check = ok(await s.api('ops/studio/check', { draft }, { token: alice }), 'check');
    expect(check.ok).toBe(true);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([{ key: KEY, locales: others }]);
    // Shown to the approver on the change page and to the author in the texts table.
    expect(ok(await s.api('ops/studio/draft', { id: draft }, { token: bob }), 'draft').stale_texts).toEqual([
      { key: KEY, locales: others },
    ]);
    const row = () =>
      s.api('ops/studio/texts', { draft, q: KEY }, { token: alice }).then((r) => ok(r, 'texts').list.find((x) => x.key === KEY)!);
    expect((await row()).stale).toEqual(others);
    const untouched = ok(await s.api('ops/studio/texts', { draft, q: 'money.withdraw.toWallet' }, { token: alice }), 'texts').list;
    expect(untouched.every((r) => r.stale.length === 0)).toBe(true);

    // Editing a language clears it; confirming others clears them; only the author may confirm.
    ok(
      await s.api(
        'ops/studio/texts_save',
        {
          draft,
          base_revision: await revisionOf(s, draft),
          edits: [{ key: KEY, locale: 'jp', text: '出金のために支払いを求めることはありません。' }],
        },
        { token: alice },
      ),
      'texts_save',
    );
    expect((await row()).stale).toEqual(others.filter((c) => c !== 'jp'));
    expect((await s.api('ops/studio/texts_confirm', { draft, key: KEY, locales: ['de'] }, { token: bob })).body.code).toBe(403);
    expect(
      ok(await s.api('ops/studio/texts_confirm', { draft, key: KEY, locales: ['de', 'ko'] }, { token: alice }), 'confirm').confirmed,
    ).toEqual(['de']);
    expect((await row()).stale).toEqual(others.filter((c) => c !== 'jp' && c !== 'de'));
    expect(
      ok(await s.api('ops/studio/texts_confirm', { draft, key: KEY, locales: [] }, { token: alice }), 'confirm').confirmed,
    ).toHaveLength(others.length - 2);
    expect(ok(await s.api('ops/studio/check', { draft }, { token: alice }), 'check').warnings).toEqual([]);
    expect(ok(await s.api('ops/studio/draft', { id: draft }, { token: bob }), 'draft').stale_texts).toEqual([]);
  });
});
