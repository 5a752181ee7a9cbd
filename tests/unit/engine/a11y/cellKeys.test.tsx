import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

/** A cell that does something is a keyboard control: a Tab stop, Enter and Space press it. */
describe('clickable Cell', () => {
  it('is a named button in the Tab order that Enter and Space press; a plain cell is not', async () => {
    await renderApp({
      screens: {
        login: {
          dslVersion: DSL_VERSION,
          id: 'login',
          title: 'fixture.title',
          state: { pressed: 'none' },
          body: [
            {
              widget: 'Cell',
              props: { title: 'History', description: 'Deposits, withdrawals', extra: { $bind: 'state.pressed' } },
              on: { click: [{ type: 'set', path: 'state.pressed', value: 'history' }] },
            },
            { widget: 'Cell', props: { title: 'Settings' }, on: { click: [{ type: 'set', path: 'state.pressed', value: 'settings' }] } },
            { widget: 'Cell', props: { title: 'Version', extra: '1.0' } },
          ],
        },
      },
      path: '/',
      locale: 'en',
    });
    // Its name is its visible text (WCAG 2.5.3), title first.
    const cell = await screen.findByRole('button', { name: /^History/ });
    expect(cell.tabIndex).toBe(0);
    expect(cell.textContent).toContain('Deposits, withdrawals');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Settings' }), { key: 'a' });
    expect(screen.getByText('none')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Settings' }), { key: ' ' });
    await screen.findByText('settings');
    fireEvent.keyDown(cell, { key: 'Enter' });
    await screen.findByText('history');
    expect(screen.queryByRole('button', { name: 'Version' })).toBeNull();
  });
});
