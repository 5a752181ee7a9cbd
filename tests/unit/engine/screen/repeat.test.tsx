import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NodeSpec, ScreenSpec, Value } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { routes } from './fixtures';
import { DSL_VERSION } from '@core/dsl/version';

const text = (value: Value): NodeSpec => ({ widget: 'Text', props: { text: value } });

/** A node's repeat renders its children once per item, with item and index in their scope. */
const home: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'home',
  title: 'fixture.homeTitle',
  navbar: { back: false },
  state: {
    rows: [
      { name: 'a', parts: ['x', 'y'] },
      { name: 'b', parts: ['z'] },
    ],
  },
  body: [
    {
      widget: 'Stack',
      children: [
        {
          widget: 'Stack',
          repeat: { each: ['en', 'ko'] },
          children: [text({ $concat: ['literal ', { $bind: 'index' }, ':', { $bind: 'item' }] })],
        },
        {
          widget: 'Stack',
          repeat: { each: { $bind: 'state.rows' }, key: 'name' },
          children: [
            text({ $concat: ['row ', { $bind: 'item.name' }] }),
            {
              widget: 'Stack',
              repeat: { each: { $bind: 'item.parts' } },
              children: [text({ $concat: ['part ', { $bind: 'index' }, ':', { $bind: 'item' }] })],
            },
          ],
        },
        { widget: 'Stack', repeat: { each: { $bind: 'state.none' } }, children: [text('never shown')] },
        { widget: 'Stack', repeat: { each: { $bind: 'app.locales' } }, children: [text({ $concat: ['locale ', { $bind: 'item' }] })] },
        {
          widget: 'Stack',
          repeat: { each: ['en', 'ko'] },
          children: [
            {
              widget: 'Button',
              props: { text: { $concat: ['keep ', { $bind: 'item' }] } },
              on: { click: [{ type: 'set', path: ['state.picked', { $bind: 'item' }], value: { $bind: 'index' } }] },
            },
          ],
        },
        text({ $concat: ['picked ', { $bind: ['state.picked', 'ko'], default: '-' }] }),
      ],
    },
  ],
};

describe('repeat', () => {
  it('renders children per item of a literal, a bound and a nested array, with the item and index in scope', async () => {
    await renderApp({ screens: { home }, routes, path: '/home' });
    expect(await screen.findByText('literal 0:en')).toBeTruthy();
    expect(screen.getByText('literal 1:ko')).toBeTruthy();
    // The inner repeat's item hides the row's; the row's own children still see the row.
    expect(screen.getByText('row a')).toBeTruthy();
    expect(screen.getByText('part 0:x')).toBeTruthy();
    expect(screen.getByText('part 1:y')).toBeTruthy();
    expect(screen.getByText('row b')).toBeTruthy();
    expect(screen.getByText('part 0:z')).toBeTruthy();
    expect(screen.queryByText('never shown')).toBeNull();
    // app.locales: the manifest's locales, the fallback first.
    expect(screen.getAllByText(/^locale /).map((e) => e.textContent)).toEqual(['locale en', 'locale ko']);
  });

  it("writes through a bound path segment in a repeated child's action", async () => {
    await renderApp({ screens: { home }, routes, path: '/home' });
    expect(await screen.findByText('picked -')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'keep ko' })));
    await waitFor(() => expect(screen.getByText('picked 1')).toBeTruthy());
  });
});
