import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

// Rows that arrive after the first paint must not push what follows (layout shift): the list keeps
// its room while it loads, and a lazy widget in its rows renders at once rather than as a loading
// block first (its chunk is fetched as the screen opens, and the screen's body waits for it).

function listScreen(body: NodeSpec[]): Record<string, ScreenSpec> {
  return {
    login: {
      dslVersion: DSL_VERSION,
      id: 'login',
      title: 'fixture.title',
      navbar: { show: false },
      data: { etfs: { endpoint: 'news/list' } },
      body,
    },
  };
}

const quoteRow: NodeSpec = {
  widget: 'Quote',
  props: { title: { $bind: 'item.code' }, price: { $bind: 'item.price' }, change: '0', size: 'small' },
};

describe('List while its data loads', () => {
  it('keeps loadingHeight pixels under its loading block, then renders the first rows, then every row', async () => {
    let release: (v: Response) => void = () => {};
    await renderApp({
      screens: listScreen([
        {
          widget: 'List',
          props: { source: 'etfs', path: 'list', keyField: 'code', loadingHeight: 438 },
          children: [{ widget: 'Text', props: { text: { $bind: 'item.code' } } }],
        },
        { widget: 'Text', props: { text: 'Below the list' } },
      ]),
      path: '/',
      locale: 'en',
      server: { 'news/list': () => new Promise<never>((resolve) => (release = resolve as never)) },
    });
    expect(await screen.findByText('Below the list')).toBeTruthy();
    const placeholder = document.querySelector<HTMLElement>('.mer-list-loading');
    expect(placeholder?.style.minHeight).toBe('438px');
    expect(placeholder?.querySelector('[role="status"]')?.textContent).toContain('Loading');
    const counts: number[] = [];
    const rooms: string[] = [];
    const observer = new MutationObserver(() => {
      counts.push(document.querySelectorAll('.mer-list > p').length);
      rooms.push(document.querySelector<HTMLElement>('.mer-list')?.style.minHeight ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const list = Array.from({ length: 25 }, (_, i) => ({ code: `E${i}` }));
    await act(async () => release(new Response(JSON.stringify({ code: 0, data: { list } }))));
    expect(await screen.findByText('E24')).toBeTruthy();
    observer.disconnect();
    // The first screen's rows come with the data, the others right after (not in the same task).
    expect(counts.find((n) => n > 0)).toBe(5);
    // Meanwhile the list keeps its loading room, so the rows that follow move nothing below it.
    expect(rooms[counts.findIndex((n) => n > 0)]).toBe('438px');
    expect(document.querySelector<HTMLElement>('.mer-list')?.style.minHeight).toBe('');
    expect(document.querySelectorAll('.mer-list > p')).toHaveLength(25);
    expect(document.querySelector('.mer-list-loading')).toBeNull();
  });

  it('without loadingHeight, keeps only the loading block and renders all its rows at once (nothing reserved below)', async () => {
    let release: (v: Response) => void = () => {};
    await renderApp({
      screens: listScreen([
        {
          widget: 'List',
          props: { source: 'etfs', path: 'list' },
          children: [{ widget: 'Text', props: { text: { $bind: 'item.code' } } }],
        },
      ]),
      path: '/',
      locale: 'en',
      server: { 'news/list': () => new Promise<never>((resolve) => (release = resolve as never)) },
    });
    await screen.findByRole('status');
    expect(document.querySelector<HTMLElement>('.mer-list-loading')?.style.minHeight).toBe('');
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(document.querySelectorAll('.mer-list > p').length));
    observer.observe(document.body, { childList: true, subtree: true });
    const list = Array.from({ length: 12 }, (_, i) => ({ code: `R${i}` }));
    await act(async () => release(new Response(JSON.stringify({ code: 0, data: { list } }))));
    expect(await screen.findByText('R11')).toBeTruthy();
    observer.disconnect();
    expect(counts.find((n) => n > 0)).toBe(12);
  });

  it('renders lazy rows (Quote) at once: no row is ever a loading block', async () => {
    const blocksInList: number[] = [];
    const observer = new MutationObserver(() => blocksInList.push(document.querySelectorAll('.mer-list .mer-loading').length));
    observer.observe(document.body, { childList: true, subtree: true });
    await renderApp({
      screens: listScreen([{ widget: 'List', props: { source: 'etfs', path: 'list', keyField: 'code' }, children: [quoteRow] }]),
      path: '/',
      locale: 'en',
      server: {
        'news/list': () => ({
          code: 0,
          data: {
            list: [
              { code: 'SPY', price: '512.5' },
              { code: 'QQQ', price: '440' },
            ],
          },
        }),
      },
    });
    expect(await screen.findByText('QQQ')).toBeTruthy();
    observer.disconnect();
    expect(document.querySelectorAll('.mer-quote-row')).toHaveLength(2);
    expect(Math.max(0, ...blocksInList)).toBe(0);
  });
});
