import { expect, it } from 'vitest';
import { describeOnPglite } from '../support/harness';
import { based, draftView, editFile, editorToken, gateCheck, newDraft, publishDraft, setAt } from '../support/studio';

// The sign-in form of login.json (its email and phone tabs are one fragment): the last step sends a
// member with no document to accept to the account tab.
const LOGIN_FORM = 'screens/fragments/loginForm.json';
const LOGIN_TEST = 'screens/tests/login.json';
const TO_MINE = '/node/on/submit/0/onSuccess/2/onSuccess/1/to';
const WITHDRAWAL = 'screens/pages/withdrawal.json';
// withdrawal.json: the line with the available balance.
const AVAILABLE = '/body/0/children/1/props/text/$t';

// Issue 24: fixture tests kept with the bundle (screens/tests) run in the publish gate, so a change
// that breaks one is refused by check and by publish, naming the test, the expectation and what the
// screen does instead; staff edit the tests like any other file.
describeOnPglite('studio: fixture tests in the publish gate', (get) => {
  it('refuses a change whose screen no longer does what its test expects, by check and by publish', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Sign-in goes to the news');
    expect((await editFile(s, alice, draft, LOGIN_FORM, (d) => setAt(d, TO_MINE, 'news'))).body.code).toBe(0);

    const check = await gateCheck(s, alice, draft);
    expect(check.ok).toBe(false);
    expect(check.errors).toHaveLength(1);
    const [error] = check.errors;
    expect(error).toMatchObject({ file: LOGIN_TEST, pointer: '/expect/actions/1' });
    expect(error!.message).toContain(
      'fixture test: the control "login-email"\'s submit does not trigger navigate {"to":"mine","replace":true}',
    );
    expect(error!.message).toContain('it triggers api {"endpoint":"member/login"');
    expect(error!.message).toMatch(/navigate {"to":"news","replace":true}$/);
    // Placed on its line in the test file, as every gate error is.
    expect(error!.line).toBeGreaterThan(1);

    const publish = await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice });
    expect([publish.status, publish.body.code]).toEqual([422, 422]);
    expect(publish.body.msg).toContain(`${LOGIN_TEST} /expect/actions/1`);
    expect((await draftView(s, alice, draft)).status).toBe('editing');
  });

  it('refuses a money screen that stops showing what its test expects', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Drop the balance line');
    expect((await editFile(s, alice, draft, WITHDRAWAL, (d) => setAt(d, AVAILABLE, 'money.withdraw.honest'))).body.code).toBe(0);
    const check = await gateCheck(s, alice, draft);
    expect(check.errors.map((e) => [e.file, e.pointer])).toEqual([
      ['screens/tests/withdrawal.json', '/expect/texts/2'],
      ['screens/tests/withdrawal.json', '/expect/texts/3'],
    ]);
    expect(check.errors[0]!.message).toContain(
      'withdrawal (en) does not show money.withdraw.available ("Available {{amount}} {{currency}}")',
    );
  });

  it('publishes the same screen change once the test is edited in the change to expect it', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Sign-in goes to the news, test updated');
    await editFile(s, alice, draft, LOGIN_FORM, (d) => setAt(d, TO_MINE, 'news'));
    expect((await editFile(s, alice, draft, LOGIN_TEST, (d) => setAt(d, '/expect/actions/1/triggers/to', 'news'))).body.code).toBe(0);
    const view = await draftView(s, alice, draft);
    expect(view.changes.find((c) => c.path === LOGIN_TEST)?.kind).toBe('test');
    expect((await gateCheck(s, alice, draft)).errors).toEqual([]);
    expect(await publishDraft(s, alice, draft)).toBeGreaterThan(1);
  });

  it('refuses a test file that does not fit its schema, or that names a screen the bundle lacks', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Broken test');
    await editFile(s, alice, draft, LOGIN_TEST, (d) => {
      setAt(d, '/screen', 'loginOld');
      setAt(d, '/expect/texts/0/colour', 'red');
    });
    const errors = (await gateCheck(s, alice, draft)).errors.filter((e) => e.file === LOGIN_TEST);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.pointer.startsWith('/expect/texts/0'))).toBe(true);
    await editFile(s, alice, draft, LOGIN_TEST, (d) => {
      const texts = (d.expect as { texts: Record<string, unknown>[] }).texts;
      delete texts[0]!.colour;
    });
    expect((await gateCheck(s, alice, draft)).errors).toEqual([
      expect.objectContaining({ file: LOGIN_TEST, pointer: '/screen', message: 'fixture test: no screen "loginOld" in the bundle' }),
    ]);
  });
});
