import { expect, it } from 'vitest';
import type { ApiRequest } from '@core/generated/api';
import { describeOnPglite, type TestServer } from '../support/harness';
import { staffToken } from '../fund/support';
import { XSS_PAYLOADS } from '../../fixtures/xssPayloads';
import { editorToken, en, ko, published } from './support';

async function auditRows(s: TestServer, subjectId: number) {
  const { rows } = await s.running.services.db.query<{ action: string; before: unknown; after: unknown; email: string }>(
    `SELECT a.action, a.before, a.after, st.email FROM audit_log a JOIN staff st ON st.id = a.staff_id
      WHERE a.subject_type = 'content' AND a.subject_id = $1 ORDER BY a.id`,
    [String(subjectId)],
  );
  return rows;
}

describeOnPglite('content: news, announcements, banners, popups and the help center', (get) => {
  it('lets only content editors (and administrators) manage content, and audits every change', async () => {
    const s = get();
    const finance = await staffToken(s, 'cfinance', ['finance_reviewer']);
    const support = await staffToken(s, 'csupport', ['support']);
    const member = await s.registerByEmail('not-staff@example.com');
    const item: ApiRequest<'ops/content_save'> = { kind: 'news', translations: [en('x')] };
    for (const token of [finance, support]) {
      expect((await s.api('ops/content_save', item, { token })).body.code).toBe(403);
      expect((await s.api('ops/content_list', {}, { token })).body.code).toBe(403);
      expect((await s.api('ops/content_publish', { id: 1 }, { token })).body.code).toBe(403);
    }
    expect((await s.api('ops/content_list', {}, { token: member.token })).body.code).toBe(401);
    const { rows } = await s.running.services.db.query('SELECT id FROM content_items');
    expect(rows).toEqual([]);

    const token = await editorToken(s, 'auditor');
    const admin = await staffToken(s, 'cadmin', ['admin']);
    const saved = await s.api('ops/content_save', { kind: 'news', translations: [en('First'), ko('처음')] }, { token });
    await s.api('ops/content_publish', { id: saved.data.id }, { token });
    await s.api('ops/content_save', { id: saved.data.id, kind: 'news', translations: [en('Second')] }, { token: admin });
    await s.api('ops/content_unpublish', { id: saved.data.id }, { token: admin });
    const audit = await auditRows(s, saved.data.id);
    expect(audit.map((a) => [a.action, a.email])).toEqual([
      ['content.create', 'auditor@meridian.local'],
      ['content.publish', 'auditor@meridian.local'],
      ['content.edit', 'cadmin@meridian.local'],
      ['content.unpublish', 'cadmin@meridian.local'],
    ]);
    expect(audit[2]!.before).toMatchObject({
      status: 'published',
      translations: [
        { locale: 'en', title: 'First' },
        { locale: 'ko', title: '처음' },
      ],
    });
    expect(audit[2]!.after).toMatchObject({ status: 'draft', translations: [{ locale: 'en', title: 'Second' }] });
    expect(audit[1]).toMatchObject({ before: { status: 'draft', version: 0 }, after: { status: 'published', version: 1 } });
    const listed = await s.api('ops/content_list', { kind: 'news' }, { token });
    expect(listed.data.list[0]).toMatchObject({ id: saved.data.id, status: 'draft', version: 1, title: 'Second', locales: ['en'] });
    const detail = await s.api('ops/content_get', { id: saved.data.id }, { token });
    expect(detail.data.translations).toEqual([{ locale: 'en', title: 'Second', summary: '', body: '' }]);
    // The same translations keyed by locale, for the edit screen's bindings.
    expect(detail.data.texts).toEqual({ en: { title: 'Second', summary: '', body: '' } });
    const dup = await s.api('ops/content_save', { kind: 'news', translations: [en('a'), en('b')] }, { token });
    expect(dup.body.code).toBe(400);
    // The editor's untranslated locale (every field empty) is no translation; nothing at all is refused.
    const partial = await s.api('ops/content_save', { kind: 'news', translations: [en('Only English'), ko('')] }, { token });
    expect((await s.api('ops/content_get', { id: partial.data.id }, { token })).data.locales).toEqual(['en']);
    expect((await s.api('ops/content_save', { kind: 'news', translations: [ko('')] }, { token })).body.code).toBe(400);
  });
  it('serves the reader’s locale, English when it is missing, and says which one it served', async () => {
    const s = get();
    const { id } = await published(s, {
      kind: 'news',
      source: 'Desk',
      translations: [en('Spreads', '<p>Bid and ask</p>'), ko('스프레드', '<p>호가</p>')],
    });
    const ko1 = await s.api('news/detail', { id }, { lan: 'ko' });
    expect(ko1.data).toMatchObject({ title: '스프레드', content: '<p>호가</p>', locale: 'ko', source: 'Desk' });
    const de = await s.api('news/detail', { id }, { lan: 'de' });
    expect(de.data).toMatchObject({ title: 'Spreads', locale: 'en' });
    // Turkish is sent as tr: no Turkish translation, so English.
    expect((await s.api('news/list', {}, { lan: 'tr' })).data.list.find((n) => n.id === id)).toMatchObject({ locale: 'en' });
    // Without English, another locale's text is served rather than nothing.
    const onlyKo = await published(s, { kind: 'news', translations: [ko('한국어만')] });
    expect((await s.api('news/detail', { id: onlyKo.id }, { lan: 'fr' })).data).toMatchObject({ title: '한국어만', locale: 'ko' });
  });

  it('shows published items only; keyword search finds title and text', async () => {
    const s = get();
    const token = await editorToken(s);
    const draft = await s.api('ops/content_save', { kind: 'news', translations: [en('Draft about custody')] }, { token });
    const live = await published(s, { kind: 'news', translations: [en('Index funds', '<p>A basket that follows custody rules</p>')] });
    expect((await s.api('news/detail', { id: draft.data.id })).body.code).toBe(404);
    const found = await s.api('news/list', { keyword: 'custody' });
    expect(found.data.list.map((n) => n.id)).toEqual([live.id]);
    expect(found.data.total).toBe(1);
    // A percent sign is a character, not a wildcard.
    expect((await s.api('news/list', { keyword: '%' })).data.total).toBe(0);
    // An edit takes the item back to draft until it is published again.
    await s.api('ops/content_save', { id: live.id, kind: 'news', translations: [en('Index funds, revised')] }, { token });
    expect((await s.api('news/detail', { id: live.id })).body.code).toBe(404);
    await s.api('ops/content_publish', { id: live.id }, { token });
    expect((await s.api('news/detail', { id: live.id })).data.title).toBe('Index funds, revised');
  });

  it('sanitizes rich text when it is saved: every known XSS payload is stored and served safe', async () => {
    const s = get();
    const token = await editorToken(s);
    const saved = await s.api(
      'ops/content_save',
      { kind: 'announcement', translations: [en('<img src=x onerror=alert(1)>Hello', XSS_PAYLOADS.join('\n'))], link: 'noticeList' },
      { token },
    );
    const { rows } = await s.running.services.db.query<{ title: string; body: string }>(
      'SELECT title, body FROM content_translations WHERE item_id = $1',
      [saved.data.id],
    );
    expect(rows[0]!.title).toBe('Hello');
    for (const danger of [/<script/i, /\son\w+\s*=/i, /javascript:/i, /<iframe/i, /<svg/i, /<style/i])
      expect(rows[0]!.body).not.toMatch(danger);
    await s.api('ops/content_publish', { id: saved.data.id }, { token });
    const m = await s.registerByEmail('xss-reader@example.com');
    const read = await s.api('announce/detail', { id: saved.data.id }, { token: m.token });
    expect(read.data.content).toBe(rows[0]!.body);
    const preview = await s.api('ops/content_preview', { id: saved.data.id, locale: 'en' }, { token });
    expect(preview.data.content).toBe(rows[0]!.body);
    // A script link on a banner is refused outright.
    const bad = await s.api('ops/content_save', { kind: 'banner', link: 'javascript:alert(1)', translations: [en('x')] }, { token });
    expect(bad.body.code).toBe(400);
  });

  it('keeps read marks per member and counts the unread for the tab badge', async () => {
    const s = get();
    const alice = await s.registerByEmail('reads-a@example.com');
    const bob = await s.registerByEmail('reads-b@example.com');
    // Announcements other tests published count too: the badge is compared with where it started.
    const before = (await s.api('announce/unread', undefined, { token: alice.token })).data.announcements;
    const a1 = await published(s, { kind: 'announcement', translations: [en('Maintenance', '<p>Sunday</p>')] });
    const a2 = await published(s, { kind: 'announcement', translations: [en('New listings')] });
    expect((await s.api('announce/unread', undefined, { token: alice.token })).data).toEqual({
      announcements: before + 2,
      notices: 0,
      total: before + 2,
    });
    await s.api('announce/read', { id: a1.id }, { token: alice.token });
    await s.api('announce/read', { id: a1.id }, { token: alice.token });
    expect((await s.api('announce/unread', undefined, { token: alice.token })).data.total).toBe(before + 1);
    expect((await s.api('announce/unread', undefined, { token: bob.token })).data.total).toBe(before + 2);
    const list = await s.api('announce/list', { kind: 'announcement' }, { token: alice.token });
    expect(list.data.list.slice(0, 2).map((i) => [i.id, i.read])).toEqual([
      [a2.id, false],
      [a1.id, true],
    ]);
    // Opening an announcement reads it.
    expect((await s.api('announce/detail', { id: a2.id }, { token: bob.token })).data.read).toBe(true);
    expect((await s.api('announce/unread', undefined, { token: bob.token })).data.total).toBe(before + 1);
    // A draft or unknown announcement cannot be marked.
    expect((await s.api('announce/read', { id: 999_999 }, { token: bob.token })).body.code).toBe(404);
    expect((await s.api('announce/list', {}, {})).body.code).toBe(401);
  });

  it('shows a popup once per version: dismissed, it stays away until a new version is published', async () => {
    const s = get();
    const token = await editorToken(s);
    const m = await s.registerByEmail('popup@example.com');
    const other = await s.registerByEmail('popup2@example.com');
    expect((await s.api('common/popup', undefined, { token: m.token })).data.popup).toBeNull();
    const p = await published(s, {
      kind: 'popup',
      link: 'allService',
      translations: [en('Welcome', '<p>Hi</p>'), ko('환영합니다', '<p>안녕</p>')],
    });
    const first = await s.api('common/popup', undefined, { token: m.token, lan: 'ko' });
    expect(first.data.popup).toMatchObject({ id: p.id, version: 1, title: '환영합니다', locale: 'ko', link: 'allService' });
    expect((await s.api('common/popup', undefined, { token: m.token })).data.popup?.id).toBe(p.id);
    await s.api('common/popup_seen', { id: p.id, version: 1 }, { token: m.token });
    expect((await s.api('common/popup', undefined, { token: m.token })).data.popup).toBeNull();
    // Another member still sees it.
    expect((await s.api('common/popup', undefined, { token: other.token })).data.popup?.id).toBe(p.id);
    // A version not current cannot be dismissed ahead.
    expect((await s.api('common/popup_seen', { id: p.id, version: 2 }, { token: m.token })).body.code).toBe(404);
    await s.api('ops/content_save', { id: p.id, kind: 'popup', translations: [en('Welcome back')] }, { token });
    expect((await s.api('common/popup', undefined, { token: m.token })).data.popup).toBeNull();
    const again = await s.api('ops/content_publish', { id: p.id }, { token });
    expect(again.data.version).toBe(2);
    expect((await s.api('common/popup', undefined, { token: m.token })).data.popup).toMatchObject({
      id: p.id,
      version: 2,
      title: 'Welcome back',
    });
    await s.api('common/popup_seen', { id: p.id, version: 2 }, { token: m.token });
    expect((await s.api('common/popup', undefined, { token: m.token })).data.popup).toBeNull();
  });

  it('builds the News home and the help center from published items', async () => {
    const s = get();
    const b = await published(s, { kind: 'banner', image: '/banners/top10.svg', link: 'top', translations: [en('Top 10')] });
    await published(s, { kind: 'banner', position: 'elsewhere', translations: [en('Other place')] });
    const sc = await published(s, { kind: 'scroll', translations: [en('Never share your code')] });
    const an = await published(s, { kind: 'announcement', translations: [en('Notice')] });
    const nw = await published(s, { kind: 'news', translations: [en('ETF basics', '', 'What a fund holds')] });
    const ch = await published(s, { kind: 'channel', category: 'telegram', link: 'https://t.me/meridian', translations: [en('Telegram')] });
    const home = await s.api('common/home');
    expect(home.data.banners).toEqual([{ id: b.id, title: 'Top 10', image: '/banners/top10.svg', link: 'top' }]);
    expect(home.data.notices[0]).toEqual({ id: an.id, title: 'Notice', published_at: Math.floor(s.clock.now().getTime() / 1000) });
    expect(home.data.scroll).toEqual([{ id: sc.id, text: 'Never share your code', link: '' }]);
    expect(home.data.news[0]).toEqual({
      id: nw.id,
      title: 'ETF basics',
      summary: 'What a fund holds',
      cover: '',
      published_at: home.data.notices[0]!.published_at,
    });
    expect((await s.api('common/advert', { position: 'elsewhere' })).data.list.map((x) => x.title)).toEqual(['Other place']);
    expect((await s.api('common/scroll')).data.list).toHaveLength(1);
    expect((await s.api('common/announce')).data.list[0]).toMatchObject({ id: an.id, locale: 'en' });
    expect((await s.api('common/channel')).data.list).toEqual([
      { id: ch.id, name: 'Telegram', type: 'telegram', url: 'https://t.me/meridian', icon: '' },
    ]);

    const h1 = await published(s, {
      kind: 'help',
      category: 'funds',
      translations: [en('How deposits are credited', '<p>Send USDT</p>'), ko('입금 반영 방법')],
    });
    await published(s, { kind: 'help', category: 'security', translations: [en('Keep your account safe', '<p>Never share codes</p>')] });
    const help = await s.api('common/help', {}, { lan: 'ko' });
    expect(help.data.categories.map((c) => c.id)).toEqual(['account', 'funds', 'trading', 'top10', 'copy', 'security']);
    expect(help.data.categories[1]!.articles).toEqual([{ id: h1.id, title: '입금 반영 방법', summary: '', locale: 'ko' }]);
    const searched = await s.api('common/help', { keyword: 'share' });
    expect(searched.data.categories.flatMap((c) => c.articles.map((a) => a.title))).toEqual(['Keep your account safe']);
    expect((await s.api('news/detail', { id: h1.id })).data.content).toBe('<p>Send USDT</p>');
    // Help articles are not news.
    const news = (await s.api('news/list', {})).data.list.map((n) => n.id);
    expect(news).toContain(nw.id);
    expect(news).not.toContain(h1.id);
  });
});
