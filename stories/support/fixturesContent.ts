import type { ApiResponse, EndpointId } from '@core/generated/api';
import replies from '../fixtures/content.json';

// News tab, notice list and help center replies for the stories, written by hand into
// stories/fixtures/content.json; tests/server/stories/contentFixtures.test.ts checks each against
// its endpoint's response schema. Empty states are derived here from the kept replies.

type Key = Exclude<keyof typeof replies, '$comment'>;

function replyOf<Id extends EndpointId>(key: Key, endpoint: Id): ApiResponse<Id> {
  const kept = replies[key];
  if (kept.endpoint !== endpoint) throw new Error(`stories/fixtures/content.json ${key} is a reply of ${kept.endpoint}, not ${endpoint}`);
  return kept.data as ApiResponse<Id>;
}

export const home = replyOf('home', 'common/home');
export const homeEmpty: ApiResponse<'common/home'> = { banners: [], notices: [], scroll: [], news: [] };
export const popup = replyOf('popup', 'common/popup');
export const noPopup: ApiResponse<'common/popup'> = { popup: null };
export const unread = replyOf('unread', 'announce/unread');
export const article = replyOf('article', 'news/detail');
export const announcement = replyOf('announcement', 'announce/detail');
export const announcements = replyOf('announcements', 'announce/list');
export const personal = replyOf('personal', 'announce/list');
export const help = replyOf('help', 'common/help');
export const helpNone: ApiResponse<'common/help'> = { categories: help.categories.map((c) => ({ ...c, articles: [] })), articles: [] };
export const opsItems = replyOf('opsItems', 'ops/content_list');
export const opsPreview = replyOf('opsPreview', 'ops/content_preview');
export const opsItem = replyOf('opsItem', 'ops/content_get');
export const opsSaved = replyOf('opsSaved', 'ops/content_save');
export const opsPublished = replyOf('opsPublished', 'ops/content_publish');
