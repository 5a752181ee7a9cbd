import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import { member } from '@stories/support/fixturesMember';
import * as content from '@stories/support/fixturesContent';
import { fakeFeedback } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;
/** The calls the screen made, with their parameters (the preview's server answers from fixtures). */
const calls: { id: string; params: unknown }[] = [];

async function open(path: string, fixtures: Record<string, unknown>, state?: Record<string, unknown>, staff?: unknown) {
  calls.length = 0;
  const feedback = fakeFeedback();
  const who = staff ? { staff, fixtures: { 'ops/me': staff, ...fixtures } } : { user: member, fixtures };
  const engine = await createPreviewEngine({ manifest, path, locale: 'en', feedback, state, ...who });
  const call = engine.api.call.bind(engine.api);
  engine.api.call = ((id: string, params?: unknown, opts?: unknown) => {
    calls.push({ id, params });
    return call(id as never, params as never, opts as never);
  }) as typeof engine.api.call;
  render(<App engine={engine} />);
  return Object.assign(engine, { feedback });
}

/** Fakes only Date (requests and waitFor keep their timers): `hours` after the fixtures' newest announcement. */
function hoursAfterNewest(hours: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((content.announcement.published_at + hours * 3600) * 1000);
}

afterEach(() => {
  vi.useRealTimers();
});

const callsOf = (id: string) => calls.filter((c) => c.id === id).map((c) => c.params);

// The content screens rendered by the real engine against the stories' replies.
describe('News tab, notices and help center', () => {
  it('shows the News home: scrolling notice, banner, unread count, announcements and news; the popup is a dialog until dismissed', async () => {
    await open('/pages/index/news', {
      'common/home': content.home,
      'common/popup': content.popup,
      'announce/unread': content.unread,
      'common/popup_seen': null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Meridian' });
    expect(await within(dialog).findByText(/New here\? The help center explains/)).toBeTruthy();
    // The home's content, the popup and the unread count are separate sources that arrive in any order.
    expect(await screen.findByText('Never share your payment password. Meridian staff will never ask for it.')).toBeTruthy();
    expect(await screen.findByText('Top 10 fund: fixed daily rate per contract')).toBeTruthy();
    expect(await screen.findByText('3 unread')).toBeTruthy();
    expect(await screen.findByText('Scheduled maintenance on Sunday 02:00–03:00 UTC')).toBeTruthy();
    expect(await screen.findByText('How an ETF tracks its index')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' })));
    await waitFor(() => expect(callsOf('common/popup_seen')).toEqual([{ id: 7, version: 1 }]));
    // The popup is asked for again after the dismissal (refresh), so a newer one would show.
    await waitFor(() => expect(callsOf('common/popup').length).toBeGreaterThan(1));
  });

  it('lists announcements with their unread mark, and personal notices on their tab', async () => {
    await open('/pages/notice-list/notice-list', { 'announce/list': content.announcements });
    expect(await screen.findByText('Scheduled maintenance on Sunday 02:00–03:00 UTC')).toBeTruthy();
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(callsOf('announce/list')[0]).toMatchObject({ kind: 'announcement', page: 1 });
    await act(async () => fireEvent.click(screen.getByText('My notices')));
    await waitFor(() => expect(callsOf('announce/list').some((p) => (p as { kind: string }).kind === 'notice')).toBe(true));
  });

  it('shows when each notice was published relative to now, as spec section 9 says', async () => {
    hoursAfterNewest(2);
    await open('/pages/notice-list/notice-list', { 'announce/list': content.announcements });
    expect(await screen.findByText('2 hours ago')).toBeTruthy();
    // The older one was published a day before the newest.
    expect(screen.getByText('1 day ago')).toBeTruthy();
  });

  it("shows relative times in the member's language on the News home", async () => {
    hoursAfterNewest(24 * 40);
    const engine = await createPreviewEngine({
      manifest,
      path: '/pages/index/news',
      locale: 'de',
      feedback: fakeFeedback(),
      user: member,
      fixtures: { 'common/home': content.home, 'common/popup': content.noPopup, 'announce/unread': content.unread },
    });
    render(<App engine={engine} />);
    // Past 30 days the rule counts months (spec section 9).
    expect((await screen.findAllByText('vor 1 Monat')).length).toBeGreaterThan(0);
  });

  it('opens an announcement and shows its text through the sanitizer', async () => {
    await open('/pages/notice-list/detail?id=4', {
      'announce/detail': { ...content.announcement, content: '<p>Paused<img src=x onerror="alert(1)"></p>' },
    });
    expect(await screen.findByText('Scheduled maintenance on Sunday 02:00–03:00 UTC')).toBeTruthy();
    const text = await screen.findByText('Paused');
    expect(text.closest('.mer-richtext, div')!.innerHTML).not.toContain('onerror');
    expect(callsOf('announce/detail')[0]).toMatchObject({ id: '4', kind: 'announcement' });
  });

  it('shows an article with its source', async () => {
    await open('/pages/news/detail?id=1', { 'news/detail': content.article });
    expect(await screen.findByText('How an ETF tracks its index')).toBeTruthy();
    expect(await screen.findByText(/Authorized participants create and redeem/)).toBeTruthy();
    expect(screen.getByText(/^Meridian Academy · /)).toBeTruthy();
  });

  it('says how long ago an article and an announcement were published', async () => {
    hoursAfterNewest(3);
    await open('/pages/news/detail?id=1', { 'news/detail': content.article });
    // The article is an hour older than the newest announcement.
    expect(await screen.findByText('Meridian Academy · 4 hours ago')).toBeTruthy();
    cleanup();
    await open('/pages/notice-list/detail?id=4', { 'announce/detail': content.announcement });
    expect(await screen.findByText('3 hours ago')).toBeTruthy();
  });

  it('shows only the time above an article that names no source (a help article): no byline without a source', async () => {
    await open('/pages/news/detail?id=1', { 'news/detail': { ...content.article, source: '' } });
    expect(await screen.findByText(/Authorized participants create and redeem/)).toBeTruthy();
    expect(screen.queryByText(/·/)).toBeNull();
    // The time alone.
    expect(screen.getByText(/^\d+ (minutes?|hours?|days?|months?|years?) ago$|^just now$/)).toBeTruthy();
  });

  it('lists help articles by category with search, and offers Contact support', async () => {
    const engine = await open('/pages/other/allService', { 'common/help': content.help });
    expect(await screen.findByText('Verify your identity')).toBeTruthy();
    expect(screen.getByText('Keep your account safe')).toBeTruthy();
    expect(callsOf('common/help')[0]).toMatchObject({ category: 'all' });
    await act(async () => fireEvent.click(screen.getByText('Security')));
    await waitFor(() => expect(callsOf('common/help').some((p) => (p as { category: string }).category === 'security')).toBe(true));
    await act(async () => fireEvent.click(screen.getByText('Contact support')));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/userCustomerService'));
  });

  it('lets a content editor preview a draft as members read it and publish it after confirming', async () => {
    const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
    const engine = await open(
      '/ops/content',
      { 'ops/content_list': content.opsItems, 'ops/content_preview': content.opsPreview, 'ops/content_publish': content.opsPublished },
      undefined,
      editor,
    );
    expect(await screen.findByText('What a tracking difference tells you')).toBeTruthy();
    expect(screen.getByText(/^Draft · version 0 · /)).toBeTruthy();
    expect(screen.getByText(/^Published · version 1 · /)).toBeTruthy();
    expect(callsOf('ops/content_list')[0]).toMatchObject({ kind: 'news', page: 1 });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Preview' })[0]!));
    expect(await screen.findByText(/Tracking difference is the gap between/)).toBeTruthy();
    expect(callsOf('ops/content_preview')).toEqual([{ id: 12, locale: 'en' }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    await waitFor(() => expect(engine.feedback.toast).toHaveBeenCalled());
    expect(engine.feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Publish “What a tracking difference tells you”? Members see it at once; a popup shows again to everyone.',
      }),
    );
    expect(callsOf('ops/content_publish')).toEqual([{ id: 12 }]);
  });

  it('shows the unread count on the News tab while signed in', async () => {
    await open('/pages/index/news', { 'common/home': content.home, 'common/popup': content.noPopup, 'announce/unread': content.unread });
    const tab = (await screen.findByText('3', { selector: '.adm-badge-content' })).closest('.adm-tab-bar-item');
    expect(tab?.textContent).toContain('News');
  });

  it('saves a new item as a draft from the editor form, untranslated Korean left empty', async () => {
    const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
    await open(
      '/ops/content',
      { 'ops/content_list': content.opsItems, 'ops/content_save': { id: 13, status: 'draft', version: 0 } },
      undefined,
      editor,
    );
    const field = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;
    fireEvent.change(await field('Title (English)'), { target: { value: 'Dividends and distributions' } });
    fireEvent.change(await field('Text (English, HTML)'), { target: { value: '<p>How funds pay out income</p>' } });
    fireEvent.click(await screen.findByText('Announcements', { selector: '.mer-form *' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    await waitFor(() => expect(callsOf('ops/content_save')).toHaveLength(1));
    expect(callsOf('ops/content_save')[0]).toEqual({
      kind: 'announcement',
      category: '',
      link: '',
      image: '',
      source: '',
      translations: [
        { locale: 'en', title: 'Dividends and distributions', summary: '', body: '<p>How funds pay out income</p>' },
        { locale: 'ko', title: '', summary: '', body: '' },
      ],
    });
  });

  it('edits an item in another locale: loads it, switches locale, saves every locale with the edited one changed, previews, publishes', async () => {
    const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
    const engine = await open(
      '/ops/content/edit?id=12',
      {
        'ops/content_get': content.opsItem,
        'ops/content_save': content.opsSaved,
        'ops/content_preview': content.opsPreview,
        'ops/content_publish': content.opsPublished,
      },
      undefined,
      editor,
    );
    expect(await screen.findByText('Editing “What a tracking difference tells you”')).toBeTruthy();
    expect(callsOf('ops/content_get')[0]).toMatchObject({ id: '12' });
    expect(screen.getByText(/Saving puts the item back to draft/)).toBeTruthy();
    // English is the first tab, filled from the loaded item.
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('What a tracking difference tells you');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'ko' })));
    const title = (await waitFor(() => {
      const input = screen.getByLabelText('Title') as HTMLInputElement;
      expect(input.value).toBe('추적 차이가 알려 주는 것');
      return input;
    })) as HTMLInputElement;
    fireEvent.change(title, { target: { value: '추적 차이란 무엇인가' } });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!));
    await waitFor(() => expect(callsOf('ops/content_save')).toHaveLength(1));
    const sent = callsOf('ops/content_save')[0] as { translations: { locale: string; title: string }[] };
    expect(sent).toMatchObject({ id: 12, kind: 'news', category: 'education', source: 'Meridian Academy', sort: 0, position: '' });
    // Every locale is sent (the save replaces them all): English as loaded, Korean as edited, the rest empty.
    expect(sent.translations).toHaveLength(13);
    expect(sent.translations[0]).toEqual(content.opsItem.translations[0]);
    expect(sent.translations[1]).toEqual({ ...content.opsItem.translations[1], title: '추적 차이란 무엇인가' });
    expect(sent.translations.slice(2).every((t) => t.title === '')).toBe(true);
    // The saved draft is previewed in the chosen locale.
    await waitFor(() => expect(callsOf('ops/content_preview')).toEqual([{ id: 12, locale: 'ko' }]));
    expect(await screen.findByText(/Tracking difference is the gap between/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    await waitFor(() => expect(callsOf('ops/content_publish')).toEqual([{ id: 12 }]));
    expect(engine.feedback.confirm).toHaveBeenCalled();
  });

  // One repeated form over app.locales: a locale whose code is no plain key (zh-Hant) keeps its own
  // draft at state.contentDraft["zh-Hant"] and is saved under its own code.
  it('edits zh-Hant through the repeated form and sends every app locale once', async () => {
    const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
    const engine = await open(
      '/ops/content/edit?id=12',
      { 'ops/content_get': content.opsItem, 'ops/content_save': content.opsSaved, 'ops/content_preview': content.opsPreview },
      undefined,
      editor,
    );
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('What a tracking difference tells you');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'zh-Hant' })));
    // No zh-Hant text yet: the form starts empty.
    const title = (await waitFor(() => {
      const input = screen.getByLabelText('Title') as HTMLInputElement;
      expect(input.value).toBe('');
      return input;
    })) as HTMLInputElement;
    await act(async () => fireEvent.change(title, { target: { value: '追蹤差異' } }));
    expect(engine.stores.state.get().contentDraft).toMatchObject({ 'zh-Hant': { title: '追蹤差異' } });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!));
    await waitFor(() => expect(callsOf('ops/content_save')).toHaveLength(1));
    const sent = callsOf('ops/content_save')[0] as { translations: { locale: string; title: string }[] };
    const locales = sent.translations.map((t) => t.locale);
    expect([...locales].sort()).toEqual(['de', 'en', 'es', 'fr', 'id', 'idn', 'isr', 'jp', 'ko', 'rs', 'tk', 'zh', 'zh-Hant']);
    expect(sent.translations.find((t) => t.locale === 'zh-Hant')?.title).toBe('追蹤差異');
    expect(sent.translations.find((t) => t.locale === 'en')).toEqual(content.opsItem.translations[0]);
    await waitFor(() => expect(callsOf('ops/content_preview')).toEqual([{ id: 12, locale: 'zh-Hant' }]));
  });

  // Unsaved edits live in app state (they survive a trip to the image picker); they belong to one
  // item, so another item's edit screen starts from its own texts and never saves them.
  it("keeps unsaved edits for their own item only: another item's drafts are neither shown nor saved", async () => {
    const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
    const fixtures = {
      'ops/content_get': content.opsItem,
      'ops/content_save': content.opsSaved,
      'ops/content_preview': content.opsPreview,
    };
    const drafts = {
      contentDraft: { en: { title: 'Unsaved title of item 9', summary: '', body: '<p>Item 9</p>' } },
      contentFields: { category: 'market', position: '', image: '', link: '', source: 'Item 9 source', sort: 5 },
    };
    await open('/ops/content/edit?id=12', fixtures, { contentDraftOf: '9', ...drafts }, editor);
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('What a tracking difference tells you'));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!));
    await waitFor(() => expect(callsOf('ops/content_save')).toHaveLength(1));
    const sent = callsOf('ops/content_save')[0] as { source: string; translations: unknown[] };
    expect(sent).toMatchObject({ id: 12, category: 'education', source: 'Meridian Academy', sort: 0 });
    expect(sent.translations[0]).toEqual(content.opsItem.translations[0]);
  });

  it("clears every locale's unsaved edits when Edit is chosen from the list", async () => {
    const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
    const draft = { title: 'My unsaved title', summary: '', body: '<p>Draft</p>' };
    const engine = await open(
      '/ops/content',
      { 'ops/content_list': content.opsItems, 'ops/content_get': content.opsItem },
      { contentDraftOf: '12', contentDraft: { en: draft, 'zh-Hant': draft } },
      editor,
    );
    expect(await screen.findByText('What a tracking difference tells you')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!));
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('What a tracking difference tells you'));
    expect(engine.stores.state.get().contentDraft).toBeNull();
  });

  it('shows the unsaved edits of the same item when its edit screen opens again', async () => {
    const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
    const draft = { title: 'My unsaved title', summary: '', body: '<p>Draft</p>' };
    await open(
      '/ops/content/edit?id=12',
      { 'ops/content_get': content.opsItem },
      { contentDraftOf: '12', contentDraft: { en: draft } },
      editor,
    );
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('My unsaved title'));
  });
});
