import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import avatarUrl from '@engine/assets/avatar.svg';
import logoUrl from '@engine/assets/logo.svg';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import { renderApp, type Reply, type Sent } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

function bodyScreen(body: NodeSpec[], extra: Partial<ScreenSpec> = {}): Record<string, ScreenSpec> {
  return { login: { dslVersion: DSL_VERSION, id: 'login', title: 'fixture.title', navbar: { show: false }, body, ...extra } };
}

async function renderBody(body: NodeSpec[], options: { server?: Record<string, (sent: Sent) => Reply>; extra?: Partial<ScreenSpec> } = {}) {
  const result = await renderApp({ screens: bodyScreen(body, options.extra), path: '/', locale: 'en', server: options.server });
  return result;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Button', () => {
  it('shows loading while its actions run and ignores double taps', async () => {
    let release: (v: Response) => void = () => {};
    const { server } = await renderBody(
      [{ widget: 'Button', props: { text: 'Pay' }, on: { click: [{ type: 'api', endpoint: 'member/claim' }] } }],
      { server: { 'member/claim': () => new Promise<never>((resolve) => (release = resolve as never)) } },
    );
    const button = await screen.findByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.className).toContain('adm-button-loading'));
    expect(server.sent.filter((s) => s.url === '/api/member/claim')).toHaveLength(1);
    await act(async () => release(new Response(JSON.stringify({ code: 0, data: null }))));
    await waitFor(() => expect(button.className).not.toContain('adm-button-loading'));
  });
});

describe('CountdownButton', () => {
  it('counts down on mount with autoStart', async () => {
    await renderBody([{ widget: 'CountdownButton', props: { text: 'Resend', seconds: 30, autoStart: true } }]);
    const button = await screen.findByRole('button', { name: 'Resend in 30s' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts counting only after its click actions succeed', async () => {
    let ok = false;
    await renderBody(
      [{ widget: 'CountdownButton', props: { text: 'Send code', seconds: 5 }, on: { click: [{ type: 'api', endpoint: 'member/claim' }] } }],
      { server: { 'member/claim': () => (ok ? { code: 0, data: null } : { code: 9, msg: 'Too many' }) } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy());
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 5s' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Resend in 4s' }, { timeout: 2000 })).toBeTruthy();
  });
});

describe('SearchBar', () => {
  it('writes its text to state after the debounce', async () => {
    const { engine } = await renderBody([
      { widget: 'SearchBar', props: { stateKey: 'q', placeholder: 'Find', debounceMs: 150 } },
      { widget: 'Text', props: { text: { $concat: ['q=', { $bind: 'state.q' }] } } },
    ]);
    const input = await screen.findByPlaceholderText('Find');
    fireEvent.change(input, { target: { value: 'sp' } });
    fireEvent.change(input, { target: { value: 'spy' } });
    expect(engine.stores.state.getIn('q')).toBeUndefined();
    await waitFor(() => expect(screen.getByText('q=spy')).toBeTruthy());
    expect(engine.stores.state.getIn('q')).toBe('spy');
  });

  it('defaults the debounce to 500 ms', async () => {
    const { SEARCH_DEBOUNCE_MS } = await import('@engine/widgets/SearchBar');
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe('Tabs', () => {
  it('writes the chosen key to state and siblings follow with visibleWhen', async () => {
    const { engine } = await renderBody([
      {
        widget: 'Tabs',
        props: {
          stateKey: 'kind',
          default: 'email',
          items: [
            { key: 'email', title: 'Email' },
            { key: 'phone', title: { $t: 'engine.search' } },
          ],
        },
      },
      { widget: 'Text', visibleWhen: { eq: [{ $bind: 'state.kind' }, 'email'] }, props: { text: 'Email form' } },
      { widget: 'Text', visibleWhen: { eq: [{ $bind: 'state.kind' }, 'phone'] }, props: { text: 'Phone form' } },
    ]);
    expect(await screen.findByText('Email form')).toBeTruthy();
    expect(engine.stores.state.getIn('kind')).toBe('email');
    fireEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(await screen.findByText('Phone form')).toBeTruthy();
    expect(screen.queryByText('Email form')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
  });

  it('writes its default back when app state is emptied under it (a session that ended keeps the form visible)', async () => {
    const { engine } = await renderBody([
      {
        widget: 'Tabs',
        props: {
          stateKey: 'kind',
          default: 'email',
          items: [
            { key: 'email', title: 'Email' },
            { key: 'phone', title: 'Phone' },
          ],
        },
      },
      { widget: 'Text', visibleWhen: { eq: [{ $bind: 'state.kind' }, 'email'] }, props: { text: 'Email form' } },
    ]);
    expect(await screen.findByText('Email form')).toBeTruthy();
    act(() => engine.stores.state.clear());
    expect(await screen.findByText('Email form')).toBeTruthy();
    expect(engine.stores.state.getIn('kind')).toBe('email');
  });
});

describe('Pager', () => {
  it('pages a data source through state and hides when one page holds everything', async () => {
    const pages: string[] = [];
    const { engine } = await renderBody(
      [
        {
          widget: 'List',
          props: { source: 'news', path: 'list' },
          children: [{ widget: 'Text', props: { text: { $bind: 'item.title' } } }],
        },
        { widget: 'Pager', props: { source: 'news', stateKey: 'billPage' } },
      ],
      {
        server: {
          'news/list': (sent) => {
            const page = new URL(sent.url, 'http://x').searchParams.get('page') ?? '';
            pages.push(page);
            return { code: 0, data: { list: [{ title: `Row of page ${page}` }], total: 45, page: Number(page), limit: 20 } };
          },
        },
        extra: { data: { news: { endpoint: 'news/list', params: { page: { $bind: 'state.billPage', default: 1 }, limit: 20 } } } },
      },
    );
    expect(await screen.findByText('Row of page 1')).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Row of page 2')).toBeTruthy();
    expect(engine.stores.state.getIn('billPage')).toBe(2);
    expect(pages).toEqual(['1', '2']);
  });

  it('shows nothing for a single page', async () => {
    await renderBody([{ widget: 'Pager', props: { source: 'news', stateKey: 'billPage' } }], {
      server: { 'news/list': () => ({ code: 0, data: { list: [], total: 3, page: 1, limit: 20 } }) },
      extra: { data: { news: { endpoint: 'news/list', params: { limit: 20 } } } },
    });
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
  });
});

describe('Image', () => {
  it('falls back to the placeholder when the source is empty or fails', async () => {
    await renderBody([
      { widget: 'Image', props: { src: '', alt: 'empty', fallback: 'avatar' } },
      { widget: 'Image', props: { src: 'https://img.example/x.png', alt: 'broken', fallback: 'logo', size: 40 } },
    ]);
    const empty = await screen.findByAltText('empty');
    expect(empty.getAttribute('src')).toBe(avatarUrl);
    const broken = screen.getByAltText('broken');
    expect(broken.getAttribute('src')).toBe('https://img.example/x.png');
    expect(broken.getAttribute('width')).toBe('40');
    fireEvent.error(broken);
    await waitFor(() => expect(broken.getAttribute('src')).toBe(logoUrl));
    expect(logoUrl).not.toBe(avatarUrl);
  });

  it("keeps a wide picture's room before it loads when its height is given (a banner), not otherwise", async () => {
    await renderBody([
      { widget: 'Image', props: { src: '/banners/top10.svg', alt: 'banner', width: 343, height: 137 } },
      { widget: 'Image', props: { src: '/photo.png', alt: 'photo', width: 320 } },
    ]);
    const banner = await screen.findByAltText('banner');
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['343', '137']);
    const photo = screen.getByAltText('photo');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['320', null]);
  });
});

describe('Copy', () => {
  it('copies its text and toasts', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    const { feedback } = await renderBody([{ widget: 'Copy', props: { label: 'UID', text: '12345678' } }]);
    expect(await screen.findByText('12345678')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy UID' }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('Copied', 'success'));
    expect(writeText).toHaveBeenCalledWith('12345678');
  });
});

describe('Cell, CellGroup, Card, Link, Empty, Row', () => {
  it('render their props and run click actions', async () => {
    const { engine } = await renderBody([
      {
        widget: 'Card',
        props: { title: 'Settings' },
        children: [
          {
            widget: 'CellGroup',
            props: { title: 'General' },
            children: [
              {
                widget: 'Cell',
                props: { title: 'Language', extra: 'English', arrow: true, selected: true },
                on: { click: [{ type: 'set', path: 'state.picked', value: 'lang' }] },
              },
              { widget: 'Cell', props: { title: 'Version', description: 'build 1' } },
            ],
          },
        ],
      },
      {
        widget: 'Row',
        props: { justify: 'between' },
        children: [{ widget: 'Link', props: { text: 'Forgot?' }, on: { click: [{ type: 'set', path: 'state.link', value: 1 }] } }],
      },
      {
        widget: 'Empty',
        props: { title: 'Nothing here', description: 'Later', icon: 'soon' },
        children: [{ widget: 'Text', props: { text: 'child' } }],
      },
    ]);
    expect(await screen.findByText('Settings')).toBeTruthy();
    expect(screen.getByText('General')).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    expect(screen.getByText('build 1')).toBeTruthy();
    expect(document.querySelector('[aria-current="true"]')?.textContent).toContain('Language');
    fireEvent.click(screen.getByText('Language'));
    await waitFor(() => expect(engine.stores.state.getIn('picked')).toBe('lang'));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot?' }));
    await waitFor(() => expect(engine.stores.state.getIn('link')).toBe(1));
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.getByText('Later')).toBeTruthy();
    expect(screen.getByText('child')).toBeTruthy();
  });
});

describe('unknown widgets', () => {
  it('are skipped, not fatal', async () => {
    await renderBody([{ widget: 'Hologram' }, { widget: 'Text', props: { text: 'still here' } }]);
    expect(await screen.findByText('still here')).toBeTruthy();
  });
});
