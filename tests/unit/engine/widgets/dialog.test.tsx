import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NodeSpec } from '@engine/runtime/dsl';
import { renderApp, type Reply } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

const dialog = (extra: Partial<NodeSpec> = {}): NodeSpec => ({
  widget: 'Dialog',
  props: { open: { $bind: 'state.notice' }, title: { $bind: 'state.notice.title' }, closeText: 'Got it' },
  children: [{ widget: 'Text', props: { text: 'Read me first' } }],
  on: {
    close: [
      { type: 'api', endpoint: 'member/claim' },
      { type: 'set', path: 'state.notice', value: null },
    ],
  },
  ...extra,
});

async function renderDialog(notice: unknown, claim: () => Reply = () => ({ code: 0, data: null })) {
  return renderApp({
    screens: {
      login: {
        dslVersion: DSL_VERSION,
        id: 'login',
        title: 'fixture.title',
        navbar: { show: false },
        state: { notice },
        body: [{ widget: 'Text', props: { text: 'The page' } }, dialog()],
      },
    },
    path: '/',
    locale: 'en',
    server: { 'member/claim': claim },
  });
}

describe('Dialog', () => {
  it('shows nothing while open is empty', async () => {
    await renderDialog(null);
    await screen.findByText('The page');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Read me first')).toBeNull();
  });

  it('is a labelled modal while open holds, and closes once its close actions change what open reads', async () => {
    const { server } = await renderDialog({ title: 'Welcome' });
    const modal = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(within(modal).getByText('Read me first')).toBeTruthy();
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Got it' })));
    await waitFor(() => expect(server.sent.filter((s) => s.url === '/api/member/claim')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Read me first')).toBeNull());
  });

  it('takes the focus in, keeps it there, and closes on Escape with its close actions', async () => {
    const { server } = await renderDialog({ title: 'Welcome' });
    const modal = await screen.findByRole('dialog', { name: 'Welcome' });
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    const only = within(modal).getByRole('button', { name: 'Got it' });
    expect(document.activeElement).toBe(only);
    fireEvent.keyDown(only, { key: 'Tab' });
    expect(document.activeElement).toBe(only);
    await act(async () => fireEvent.keyDown(only, { key: 'Escape' }));
    await waitFor(() => expect(server.sent.filter((s) => s.url === '/api/member/claim')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Read me first')).toBeNull());
  });

  it('stays open when its close actions fail, so nothing is lost', async () => {
    const { server } = await renderDialog({ title: 'Welcome' }, () => ({ code: 9, msg: 'Try again' }));
    const modal = await screen.findByRole('dialog', { name: 'Welcome' });
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Got it' })));
    await waitFor(() => expect(server.sent.filter((s) => s.url === '/api/member/claim')).toHaveLength(1));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Got it' }).className).not.toContain('adm-button-loading'));
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeTruthy();
  });
});
