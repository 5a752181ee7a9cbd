import type { HandlerMap } from '../services';
import type { ApiMap } from '@core/generated/api';
import { AppError, Codes } from '../errors';
import { pageOf } from '../db/paging';
import { unixSeconds } from '../clock';
import { contentLocale } from './locale';
import { localizedItem, localizedItems, publishedOf, publishedPage } from './items';
import { markNoticeRead, noticesOf, renderNotice } from '../notices/notices';
import { announcementRead, markAnnouncementRead, markPopupSeen, noticeListPage, popupFor, unreadCounts } from './reads';
import { announcementView, articleView, bannerView, HELP_CATEGORIES, publishedAt, scrollView } from './views';

type NoticeListItem = ApiMap['announce/list']['response']['list'][number];

const notFound = () => new AppError(Codes.NOT_FOUND, 'server.notFound');

/** What members read: news, announcements and their own notices, banners, popups, the help center (docs/content.md). */
export const contentHandlers: HandlerMap = {
  'news/list': async ({ input, lan }, services) => {
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await publishedPage(services.db, ['news'], contentLocale(lan), input, { limit, offset });
    return { list: rows.map(articleView), total, page, limit };
  },

  'news/detail': async ({ input, lan }, services) => {
    const row = await localizedItem(services.db, input.id, contentLocale(lan));
    if (!row || row.status !== 'published' || (row.kind !== 'news' && row.kind !== 'help')) throw notFound();
    return articleView(row);
  },

  'common/help': async ({ input, lan }, services) => {
    const category = input.category === 'all' ? undefined : input.category;
    const { rows } = await publishedPage(
      services.db,
      ['help'],
      contentLocale(lan),
      { category, keyword: input.keyword },
      { limit: 500, offset: 0 },
    );
    const ordered = [...rows].sort(
      (a, b) =>
        HELP_CATEGORIES.indexOf(a.category as never) - HELP_CATEGORIES.indexOf(b.category as never) ||
        a.sort - b.sort ||
        Number(a.id) - Number(b.id),
    );
    const view = (r: (typeof rows)[number]) => ({ id: Number(r.id), title: r.title, summary: r.summary, locale: r.locale });
    return {
      categories: HELP_CATEGORIES.filter((c) => !category || c === category).map((id) => ({
        id,
        articles: ordered.filter((r) => r.category === id).map(view),
      })),
      // Articles filed under a topic the help center does not list are not shown.
      articles: ordered
        .filter((r) => (HELP_CATEGORIES as readonly string[]).includes(r.category))
        .map((r) => ({ ...view(r), category: r.category })),
    };
  },

  'common/announce': async ({ lan }, services) => ({
    list: (await publishedOf(services.db, 'announcement', contentLocale(lan), { limit: 20 })).map((r) => ({
      id: Number(r.id),
      title: r.title,
      content: r.body,
      published_at: publishedAt(r),
      locale: r.locale,
    })),
  }),

  'common/scroll': async ({ lan }, services) => ({ list: (await publishedOf(services.db, 'scroll', contentLocale(lan))).map(scrollView) }),

  'common/channel': async ({ lan }, services) => ({
    list: (await publishedOf(services.db, 'channel', contentLocale(lan))).map((r) => ({
      id: Number(r.id),
      name: r.title,
      type: r.category,
      url: r.link,
      icon: r.image,
    })),
  }),

  'common/advert': async ({ input, lan }, services) => ({
    list: (await publishedOf(services.db, 'banner', contentLocale(lan), { position: input.position ?? 'news_home' })).map(bannerView),
  }),

  'common/home': async ({ lan }, services) => {
    const locale = contentLocale(lan);
    const [banners, announcements, scroll, news] = await Promise.all([
      publishedOf(services.db, 'banner', locale, { position: 'news_home' }),
      publishedOf(services.db, 'announcement', locale, { limit: 3 }),
      publishedOf(services.db, 'scroll', locale),
      publishedPage(services.db, ['news'], locale, {}, { limit: 5, offset: 0 }),
    ]);
    return {
      banners: banners.map(bannerView),
      notices: announcements.map((r) => ({ id: Number(r.id), title: r.title, published_at: publishedAt(r) })),
      scroll: scroll.map(scrollView),
      news: news.rows.map((r) => ({ id: Number(r.id), title: r.title, summary: r.summary, cover: r.image, published_at: publishedAt(r) })),
    };
  },

  'announce/list': async ({ input, caller, lan }, services) => {
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await noticeListPage(services.db, caller.memberId, input.kind, { limit, offset });
    const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.id);
    const announcements = await localizedItems(services.db, ids('announcement'), contentLocale(lan));
    const notices = await noticesOf(services.db, caller.memberId, ids('notice'));
    const list = rows.flatMap((r): NoticeListItem[] => {
      if (r.kind === 'announcement') {
        const a = announcements.get(r.id);
        return a ? [announcementView(a, r.read)] : [];
      }
      const n = notices.get(r.id);
      if (!n) return [];
      const text = renderNotice(services.messages, lan, n);
      return [
        {
          id: Number(n.id),
          kind: 'notice' as const,
          title: text.title,
          summary: text.content,
          content: text.content,
          published_at: unixSeconds(n.created_at),
          read: r.read,
        },
      ];
    });
    return { list, total, page, limit };
  },

  // Opening an item is reading it: the detail marks it read (idempotent), so the screen needs no
  // second call with the id as text from its route. A studio preview session reads without marking.
  'announce/detail': async ({ input, caller, lan }, services) => {
    const mark = !caller.readOnly;
    const at = services.clock.now();
    if (input.kind === 'notice') {
      const n = (await noticesOf(services.db, caller.memberId, [String(input.id)])).get(String(input.id));
      if (!n) throw notFound();
      if (mark) await markNoticeRead(services.db, caller.memberId, input.id, at);
      const text = renderNotice(services.messages, lan, n);
      return {
        id: input.id,
        kind: 'notice',
        title: text.title,
        summary: text.content,
        content: text.content,
        published_at: unixSeconds(n.created_at),
        read: mark || n.read_at !== null,
      };
    }
    const row = await localizedItem(services.db, input.id, contentLocale(lan));
    if (!row || row.kind !== 'announcement' || row.status !== 'published') throw notFound();
    if (mark) await markAnnouncementRead(services.db, caller.memberId, input.id, at);
    return announcementView(row, mark || (await announcementRead(services.db, caller.memberId, row.id)));
  },

  'announce/read': async ({ input, caller }, services) => {
    const at = services.clock.now();
    const found =
      input.kind === 'notice'
        ? await markNoticeRead(services.db, caller.memberId, input.id, at)
        : await markAnnouncementRead(services.db, caller.memberId, input.id, at);
    if (!found) throw notFound();
    return null;
  },

  'announce/unread': async ({ caller }, services) => {
    const c = await unreadCounts(services.db, caller.memberId);
    return { ...c, total: c.announcements + c.notices };
  },

  'common/popup': async ({ caller, lan }, services) => {
    const id = await popupFor(services.db, caller.memberId);
    const row = id ? await localizedItem(services.db, id, contentLocale(lan)) : null;
    if (!row) return { popup: null };
    return {
      popup: {
        id: Number(row.id),
        version: row.version,
        title: row.title,
        content: row.body,
        image: row.image,
        link: row.link,
        locale: row.locale,
      },
    };
  },

  'common/popup_seen': async ({ input, caller }, services) => {
    if (!(await markPopupSeen(services.db, caller.memberId, input.id, input.version, services.clock.now()))) throw notFound();
    return null;
  },
};
