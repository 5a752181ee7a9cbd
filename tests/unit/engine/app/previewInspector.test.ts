import { DSL_VERSION } from '@core/dsl/version';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import { previewInspector } from '@engine/app/previewInspector';
import { runActions } from '@engine/runtime/actions/runActions';
import { ApiError } from '@engine/runtime/api/ApiError';
import type { Action, Manifest, ScreenSpec } from '@engine/runtime/dsl';
import { REDACTED } from '@engine/runtime/inspect/inspectable';
import type { ActionLogEntry, PreviewMessage, ScopeSnapshot } from '@engine/studio/preview/previewProtocol';
import { fakeFeedback } from '../helpers/testEngine';
import { fakeHost } from '../runtime/actions/fakeHost';

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The last report of each step, by id: what the studio's log would show. */
function stepsOf(messages: PreviewMessage[]): ActionLogEntry[] {
  const byId = new Map<number, ActionLogEntry>();
  for (const m of messages) if (m.type === 'meridian-preview-action') byId.set(m.entry.id, m.entry);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

describe('previewInspector', () => {
  it('logs each step run by runActions with its parameters, answer, and why a when skipped one', async () => {
    const messages: PreviewMessage[] = [];
    const inspector = previewInspector((m) => messages.push(m));
    const { ctx, host, state } = fakeHost({
      api: (id) => {
        if (id === 'wallet/withdraw') throw new ApiError('server', 422, 'Too much');
        return { name: 'Kim' };
      },
    });
    state.setIn('uid', '7');
    const traced = { ...ctx, host: { ...host, trace: inspector.step } };
    const actions: Action[] = [
      {
        type: 'api',
        endpoint: 'member/info',
        params: { uid: { $bind: 'state.uid' } },
        onSuccess: [{ type: 'toast', text: { $bind: 'result.name' } }],
      },
      { type: 'toast', text: 'never', when: { or: [{ $bind: 'session.loggedIn' }, { $bind: 'state.uid', eq: '8' }] } },
      { type: 'api', endpoint: 'wallet/withdraw', params: { amount: '5' }, onError: [{ type: 'set', path: 'state.failed', value: true }] },
    ];
    await runActions(actions, traced);
    await settle();

    const steps = stepsOf(messages);
    expect(steps.map((s) => [s.type, s.status])).toEqual([
      ['api', 'done'],
      ['toast', 'done'],
      ['toast', 'skipped'],
      ['api', 'failed'],
      ['set', 'done'],
    ]);
    expect(steps[0]).toMatchObject({ params: { uid: '7' }, result: { name: 'Kim' } });
    expect(steps[0]?.ms).toBeGreaterThanOrEqual(0);
    expect(steps[1]).toMatchObject({ params: { text: 'Kim' } });
    expect(steps[2]?.when).toEqual(actions[1]?.when);
    expect(steps[2]?.why).toEqual({
      holds: false,
      op: 'or',
      parts: [
        { holds: false, op: 'truthy', operands: [{ written: { $bind: 'session.loggedIn' }, value: false }] },
        {
          holds: false,
          op: 'eq',
          operands: [
            { written: { $bind: 'state.uid' }, value: '7' },
            { written: '8', value: '8' },
          ],
        },
      ],
    });
    expect(steps[3]).toMatchObject({ params: { amount: '5' }, error: { code: 422, msg: 'Too much' } });
    expect(steps[4]).toMatchObject({ params: { path: 'state.failed', value: true } });
    // A skipped step is told once, as skipped: never as running first.
    expect(messages.filter((m) => m.type === 'meridian-preview-action' && m.entry.id === steps[2]?.id)).toHaveLength(1);
  });

  it('reports the screen, its sources, forms and app scopes with secrets blanked, and each node with its bindings', async () => {
    const engine = await createPreviewEngine({
      manifest: manifestJson as Manifest,
      locale: 'en',
      user: { nickname: 'Kim', access_token: 'abc123', pay_password_set: true },
      state: { tab: 'buy' },
      feedback: fakeFeedback(),
    });
    const messages: PreviewMessage[] = [];
    const inspector = previewInspector((m) => messages.push(m));
    const detach = inspector.attach(engine);
    const screen: ScreenSpec = {
      dslVersion: DSL_VERSION,
      id: 'inspected',
      title: 'routes.news',
      data: { me: { endpoint: 'member/info' } },
      body: [
        { widget: 'Text', props: { text: { $bind: 'data.me.nickname' } }, visibleWhen: { $bind: 'state.tab', eq: 'buy' } },
        { widget: 'List', props: { source: 'me' }, children: [{ widget: 'Text', props: { text: { $bind: 'item.name', default: '-' } } }] },
      ],
    };
    inspector.screen(
      screen,
      { route: { name: 'x', query: {}, params: {} } },
      {
        me: { data: { nickname: 'Kim' }, error: undefined, loading: false, active: true },
        gone: { data: undefined, error: new ApiError('server', 500, 'Down'), loading: false, active: true },
      },
    );
    inspector.form('login', { email: 'a@b.c', password: 'hunter2' });
    await settle();

    const scopes = messages.filter(
      (m): m is { type: 'meridian-preview-scope'; snapshot: ScopeSnapshot } => m.type === 'meridian-preview-scope',
    );
    expect(scopes).toHaveLength(1);
    const { snapshot } = scopes[0]!;
    expect(snapshot.data.me).toEqual({ value: { nickname: 'Kim' }, error: undefined, loading: false, active: true });
    expect(snapshot.data.gone?.error).toMatchObject({ code: 500, msg: 'Down' });
    expect(snapshot.state).toEqual({ tab: 'buy' });
    expect(snapshot.session).toMatchObject({ loggedIn: true, user: { nickname: 'Kim', access_token: REDACTED, pay_password_set: true } });
    expect(snapshot.forms).toEqual({ login: { email: 'a@b.c', password: REDACTED } });
    expect(snapshot.route).toEqual({ name: 'x', query: {}, params: {} });
    expect(snapshot.screen?.nodes).toEqual([
      {
        pointer: '/body/0',
        widget: 'Text',
        bindings: [
          { at: '/props/text', path: 'data.me.nickname', value: 'Kim' },
          { at: '/visibleWhen', path: 'state.tab', value: 'buy' },
        ],
      },
      { pointer: '/body/1', widget: 'List', bindings: [] },
      {
        pointer: '/body/1/children/0',
        widget: 'Text',
        bindings: [{ at: '/props/text', path: 'item.name', value: undefined, layer: 'item' }],
      },
    ]);

    // A change in a store is reported again; after detach it is not.
    engine.stores.state.setIn('tab', 'sell');
    await settle();
    expect(messages.filter((m) => m.type === 'meridian-preview-scope')).toHaveLength(2);
    detach();
    engine.stores.state.setIn('tab', 'hold');
    await settle();
    expect(messages.filter((m) => m.type === 'meridian-preview-scope')).toHaveLength(2);
  });
});
