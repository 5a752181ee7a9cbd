import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import replies from '@stories/fixtures/legal.json';
import { fakeFeedback } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;
const member = { uid: '100001', nickname: 'Demo', realname_status: 'passed', pay_password_set: true };
const admin = { name: 'Administrator', email: 'admin@meridian.local', roles: ['admin'] };
const calls: { id: string; params: unknown }[] = [];

async function open(path: string, fixtures: Record<string, unknown>, who: { user?: unknown; staff?: unknown } = {}, locale = 'en') {
  const feedback = fakeFeedback();
  calls.length = 0;
  const engine = await createPreviewEngine({
    manifest,
    path,
    locale,
    ...who,
    fixtures: who.staff ? { 'ops/me': who.staff, ...fixtures } : fixtures,
    feedback,
  });
  const call = engine.api.call.bind(engine.api);
  engine.api.call = ((id: string, params?: unknown, opts?: unknown) => {
    calls.push({ id, params });
    return call(id as never, params as never, opts as never);
  }) as typeof engine.api.call;
  const view = render(<App engine={engine} />);
  return { feedback, view };
}

describe('the documents screens', () => {
  it('richtext shows the document the query names: its title, version and effective date, the body as rich text without a script', async () => {
    const hostile = {
      ...replies.agreement.data,
      content: `${replies.agreement.data.content}<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`,
    };
    const { view } = await open('/richtext?doc=agreement', { 'common/tmp': hostile });
    expect(await screen.findByText('User Agreement')).toBeTruthy();
    expect(screen.getByText('Version 1 · effective 2026-11-25')).toBeTruthy();
    // The RichText widget is its own chunk: it shows once loaded.
    expect(await screen.findByRole('heading', { name: '1. Your account' })).toBeTruthy();
    expect(view.container.querySelector('script')).toBeNull();
    expect(view.container.querySelector('[onerror]')).toBeNull();
    expect(calls).toContainEqual({ id: 'common/tmp', params: { key: 'agreement' } });
    expect(calls.map((c) => c.id)).not.toContain('common/rule');
  });

  it('richtext shows a rules document for query rule, in Korean with the legal texts', async () => {
    const ko = { ...replies.withdrawalRules.data, title: '출금 규칙', locale: 'ko' };
    await open('/richtext?rule=withdrawal', { 'common/rule': ko }, {}, 'ko');
    expect(await screen.findByText('출금 규칙')).toBeTruthy();
    expect(screen.getByText('버전 1 · 시행일 2026-11-25')).toBeTruthy();
    expect(calls).toContainEqual({ id: 'common/rule', params: { key: 'withdrawal' } });
    expect(calls.map((c) => c.id)).not.toContain('common/tmp');
  });

  it('the re-acceptance screen lists what to accept and accepts the version shown', async () => {
    const { feedback } = await open(
      '/pages/public/accept',
      { 'member/documents': replies.pending.data, 'member/accept': replies.accepted.data },
      { user: member },
    );
    expect(await screen.findByText('Privacy Policy')).toBeTruthy();
    expect(screen.getByText('Risk Disclosure: Top 10 Fund')).toBeTruthy();
    expect(screen.getAllByText('You accepted version 1 before')).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Accept' })[0]!));
    await waitFor(() => expect(calls).toContainEqual({ id: 'member/accept', params: { key: 'privacy', version: 2 } }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('Accepted', expect.anything()));
  });

  it('the operations list shows each document with its version, locales and acceptances', async () => {
    await open('/ops/documents', { 'ops/documents': replies.opsDocuments.data }, { staff: admin });
    expect(await screen.findByText('privacy · version 2')).toBeTruthy();
    expect(screen.getByText('Effective 2026-12-01 · texts: en,ko,jp · accepted by 15')).toBeTruthy();
    expect(screen.getAllByText('Must be accepted')).toHaveLength(2);
    expect(screen.getByText('Rules')).toBeTruthy();
  });

  it('the editor loads a locale, previews the sanitized text and publishes it after a confirmation, based on the version it read', async () => {
    const { feedback } = await open(
      '/ops/documents/edit?key=withdrawal',
      {
        'ops/document': replies.opsDocument.data,
        'ops/document_preview': replies.preview.data,
        'ops/document_publish': replies.published.data,
      },
      { staff: admin },
    );
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Withdrawal Rules'));
    expect(calls).toContainEqual({ id: 'ops/document', params: { key: 'withdrawal', locale: 'en' } });
    // The textarea is a chunk of its own: wait for it.
    fireEvent.change(await screen.findByLabelText(/^Text \(HTML/), { target: { value: '<p onclick="x()">New rule</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    await waitFor(() => expect(calls).toContainEqual({ id: 'ops/document_preview', params: { html: '<p onclick="x()">New rule</p>' } }));
    expect(await screen.findByText(/The sanitizer removed something/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    await waitFor(() =>
      expect(feedback.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: 'Publish a new version of this document?' })),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        id: 'ops/document_publish',
        params: {
          key: 'withdrawal',
          based_on: 1,
          requires_acceptance: false,
          effective: '2026-11-25',
          texts: [{ locale: 'en', title: 'Withdrawal Rules', html: '<p onclick="x()">New rule</p>' }],
        },
      }),
    );
  });
});
