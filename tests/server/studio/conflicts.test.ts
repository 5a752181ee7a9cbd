import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { based, editorToken, fileText, newDraft, ok, published, revisionOf } from '../support/studio';

// Conflict-safe edits: every save and publish names what it was based on (the change's revision,
// the published version); a stale one is refused with who saved or published since, what they
// changed is shown, and the change is merged onto the published version on request.

const NOT_FOUND = 'screens/pages/notFound.json';
const EN = 'locales/en/screens.json';
const DE = 'locales/de/screens.json';

function withIcon(text: string, icon: string): string {
  const doc = JSON.parse(text) as Record<string, unknown>;
  (doc as { body: { props?: Record<string, unknown> }[] }).body[0]!.props = {
    ...(doc as { body: { props?: Record<string, unknown> }[] }).body[0]!.props,
    gap: icon,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

async function auditActions(s: TestServer, draft: number): Promise<string[]> {
  const { rows } = await s.running.services.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE subject_type = 'bundle_draft' AND subject_id = $1 ORDER BY id`,
    [String(draft)],
  );
  return rows.map((r) => r.action);
}

async function saveTexts(s: TestServer, token: string, draft: number, key: string, locale: string, text: string): Promise<void> {
  ok(
    await s.api('ops/studio/texts_save', { draft, base_revision: await revisionOf(s, draft), edits: [{ key, locale, text }] }, { token }),
    'texts_save',
  );
}

describeEachDatabase('studio: conflict-safe saves and publishes', (get) => {
  it('refuses a save based on an older revision, names who saved and when, keeps the change, and shows their save', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Two tabs');
    const original = await fileText(s, alice, draft, NOT_FOUND);
    expect(ok(await s.api('ops/studio/draft', { id: draft }, { token: alice }), 'draft')).toMatchObject({
      revision: 0,
      saved_by: null,
      behind: false,
    });

    // Tab one saves on revision 0; tab two, still on revision 0, is refused.
    const first = ok(
      await s.api('ops/studio/file_save', { draft, base_revision: 0, path: NOT_FOUND, text: withIcon(original, 'lg') }, { token: alice }),
      'first save',
    );
    expect(first).toMatchObject({ changed: true, revision: 1 });
    const stale = await s.api(
      'ops/studio/file_save',
      { draft, base_revision: 0, path: NOT_FOUND, text: withIcon(original, 'xl') },
      { token: alice },
    );
    expect([stale.status, stale.body.code]).toEqual([409, 409]);
    expect(stale.body.msg).toMatch(/^alice saved this change at \d{4}-\d\d-\d\d \d\d:\d\d UTC \(revision 1\) after you opened it/);
    expect(await fileText(s, alice, draft, NOT_FOUND)).toBe(withIcon(original, 'lg'));
    // The same refusal for a reset and a texts save from the old revision.
    expect((await s.api('ops/studio/file_reset', { draft, base_revision: 0, path: NOT_FOUND }, { token: alice })).body.code).toBe(409);
    expect(
      (
        await s.api(
          'ops/studio/texts_save',
          { draft, base_revision: 0, edits: [{ key: 'routes.404', locale: 'en', text: 'Lost' }] },
          { token: alice },
        )
      ).body.code,
    ).toBe(409);

    // What was saved since revision 0: who, when, and each edit by pointer.
    const since = ok(await s.api('ops/studio/draft_conflict', { draft, base_revision: 0 }, { token: alice }), 'draft_conflict');
    expect(since).toMatchObject({ base_revision: 0, revision: 1, saved_by: 'alice', versions: [], published_changes: [], overlap: [] });
    expect(since.saved_at).toBeGreaterThan(0);
    expect(since.saves).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: NOT_FOUND, pointer: '/body/0/props/gap', after: '"lg"' })]),
    );
    // Up to date: nothing since.
    const none = ok(await s.api('ops/studio/draft_conflict', { draft, base_revision: 1 }, { token: alice }), 'draft_conflict');
    expect(none).toMatchObject({ saved_by: null, saves: [] });

    // Based on the new revision, the save goes through; every refused one left no audit row.
    ok(
      await s.api('ops/studio/file_save', { draft, base_revision: 1, path: NOT_FOUND, text: withIcon(original, 'xl') }, { token: alice }),
      'second save',
    );
    expect(await auditActions(s, draft)).toEqual(['studio.draft_create', 'studio.file_save', 'studio.file_save']);
  });

  it('two saves from the same base at once: exactly one wins', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Race');
    const original = await fileText(s, alice, draft, NOT_FOUND);
    const replies = await Promise.all(
      ['lg', 'xl'].map((gap) =>
        s.api('ops/studio/file_save', { draft, base_revision: 0, path: NOT_FOUND, text: withIcon(original, gap) }, { token: alice }),
      ),
    );
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, 409]);
    const winner = replies.findIndex((r) => r.body.code === 0);
    expect(await fileText(s, alice, draft, NOT_FOUND)).toBe(withIcon(original, ['lg', 'xl'][winner]!));
    expect(await revisionOf(s, draft)).toBe(1);
    expect((await auditActions(s, draft)).filter((a) => a === 'studio.file_save')).toHaveLength(1);
  });

  it('a rebase and a save from the same base at once: exactly one wins, and the loser is told to look again', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const carol = await editorToken(s, 'carol');
    const mine = await newDraft(s, alice, 'English, racing');
    const theirs = await newDraft(s, carol, 'German, first');
    await saveTexts(s, alice, mine, 'routes.404', 'en', 'Nothing here');
    await saveTexts(s, carol, theirs, 'routes.404', 'de', 'Nichts hier');
    ok(await s.api('ops/studio/publish', { draft: theirs, ...(await based(s, theirs)) }, { token: carol }), 'carol publishes');
    const base = await based(s, mine);
    const original = await fileText(s, alice, mine, NOT_FOUND);
    const [rebase, save] = await Promise.all([
      s.api('ops/studio/rebase', { draft: mine, ...base }, { token: alice }),
      s.api(
        'ops/studio/file_save',
        { draft: mine, base_revision: base.base_revision, path: NOT_FOUND, text: withIcon(original, 'lg') },
        { token: alice },
      ),
    ]);
    expect([rebase.body.code, save.body.code].sort()).toEqual([0, 409]);
    // Whichever won, the change holds exactly its writes: the English text always, the icon only if the save won.
    expect(await revisionOf(s, mine)).toBe(base.base_revision + 1);
    const audit = await auditActions(s, mine);
    expect(audit.filter((a) => a === 'studio.rebase')).toHaveLength(rebase.body.code === 0 ? 1 : 0);
    expect(audit.filter((a) => a === 'studio.file_save')).toHaveLength(save.body.code === 0 ? 1 : 0);
    expect(await fileText(s, alice, mine, NOT_FOUND)).toBe(save.body.code === 0 ? withIcon(original, 'lg') : original);
  });

  it('refuses a publish from an old revision or behind a newer version, shows who published what, and merges', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const carol = await editorToken(s, 'carol');
    const mine = await newDraft(s, alice, 'English wording');
    const theirs = await newDraft(s, carol, 'German wording');
    await saveTexts(s, alice, mine, 'routes.404', 'en', 'Nothing to see here');
    await saveTexts(s, carol, theirs, 'routes.404', 'de', 'Hier ist nichts');

    // Publishing names the revision it saw: the page Alice read before her save is stale.
    const old = await s.api(
      'ops/studio/publish',
      { draft: mine, base_version: (await based(s, mine)).base_version, base_revision: 0 },
      { token: alice },
    );
    expect(old.body.code).toBe(409);
    expect(old.body.msg).toContain('alice saved this change');

    const start = (await published(s)).version;
    const v = ok(
      await s.api('ops/studio/publish', { draft: theirs, ...(await based(s, theirs)) }, { token: carol }),
      'carol publishes',
    ).version;
    expect(v).toBe(start + 1);
    const behind = await s.api('ops/studio/publish', { draft: mine, ...(await based(s, mine)) }, { token: alice });
    expect([behind.status, behind.body.code]).toEqual([409, 409]);
    expect(behind.body.msg).toMatch(
      new RegExp(`^Version ${v} was published by carol at .+ UTC after this change began on version ${start}`),
    );
    expect(ok(await s.api('ops/studio/draft', { id: mine }, { token: alice }), 'draft')).toMatchObject({
      behind: true,
      overlap: [],
      can_publish: false,
    });

    // What Carol changed against Alice's base, and that none of it is in Alice's files.
    const shown = ok(
      await s.api('ops/studio/draft_conflict', { draft: mine, base_revision: await revisionOf(s, mine) }, { token: alice }),
      'conflict',
    );
    expect(shown).toMatchObject({ base_version: start, published_version: v, overlap: [], saves: [] });
    expect(shown.versions).toEqual([expect.objectContaining({ version: v, author: 'carol', message: 'German wording' })]);
    expect(shown.published_changes).toEqual([expect.objectContaining({ file: DE, pointer: '/routes/404', after: '"Hier ist nichts"' })]);

    // A rebase from a stale base version is refused; from the right one it takes theirs and keeps mine.
    expect(
      (await s.api('ops/studio/rebase', { draft: mine, base_version: v, base_revision: await revisionOf(s, mine) }, { token: alice })).body
        .code,
    ).toBe(409);
    const merged = ok(await s.api('ops/studio/rebase', { draft: mine, ...(await based(s, mine)) }, { token: alice }), 'rebase');
    expect(merged).toMatchObject({ base_version: v, dropped: [] });
    const published2 = ok(
      await s.api('ops/studio/publish', { draft: mine, ...(await based(s, mine)) }, { token: alice }),
      'publish',
    ).version;
    const now = await published(s);
    expect(now.version).toBe(published2);
    for (const [path, text] of [
      [EN, 'Nothing to see here'],
      [DE, 'Hier ist nichts'],
    ] as const) {
      const hash = now.overrides.find((o) => o.path === path)!.hash!;
      expect(
        (JSON.parse(ok(await s.api('screens/file', { hash }), 'file').text!) as { routes: Record<string, string> }).routes['404'],
      ).toBe(text);
    }
    expect(await auditActions(s, mine)).toContain('studio.rebase');
  });

  it('asks for a choice where both edited a file: theirs drops my edit of it, mine keeps it over theirs', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const carol = await editorToken(s, 'carol');
    for (const take of ['theirs', 'mine'] as const) {
      const mine = await newDraft(s, alice, `Mine (${take})`);
      const theirs = await newDraft(s, carol, `Theirs (${take})`);
      await saveTexts(s, alice, mine, 'routes.404', 'en', `Mine ${take}`);
      await saveTexts(s, alice, mine, 'routes.404', 'de', `Meins ${take}`);
      await saveTexts(s, carol, theirs, 'routes.404', 'en', `Theirs ${take}`);
      ok(await s.api('ops/studio/publish', { draft: theirs, ...(await based(s, theirs)) }, { token: carol }), 'carol publishes');

      const shown = ok(
        await s.api('ops/studio/draft_conflict', { draft: mine, base_revision: await revisionOf(s, mine) }, { token: alice }),
        'conflict',
      );
      expect(shown.overlap).toEqual([EN]);
      const refused = await s.api('ops/studio/rebase', { draft: mine, ...(await based(s, mine)) }, { token: alice });
      expect(refused.body.code).toBe(409);
      expect(refused.body.msg).toContain(EN);
      expect(ok(await s.api('ops/studio/draft', { id: mine }, { token: alice }), 'draft').behind).toBe(true);

      const merged = ok(await s.api('ops/studio/rebase', { draft: mine, ...(await based(s, mine)), take }, { token: alice }), 'rebase');
      expect(merged.dropped).toEqual(take === 'theirs' ? [EN] : []);
      const view = ok(await s.api('ops/studio/draft', { id: mine }, { token: alice }), 'draft');
      expect(view.changes.map((c) => c.path)).toEqual(take === 'theirs' ? [DE] : [DE, EN]);
      const en = JSON.parse(await fileText(s, alice, mine, EN)) as { routes: Record<string, string> };
      expect(en.routes['404']).toBe(take === 'theirs' ? `Theirs ${take}` : `Mine ${take}`);
      ok(await s.api('ops/studio/publish', { draft: mine, ...(await based(s, mine)) }, { token: alice }), 'publish');
    }
  });
});
