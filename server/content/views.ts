import { unixSeconds } from '../clock';
import type { LocalizedRow } from './items';

export const HELP_CATEGORIES = ['account', 'funds', 'trading', 'top10', 'copy', 'security'] as const;

const at = (r: LocalizedRow) => unixSeconds(r.published_at ?? r.updated_at);

/** A news or help article as a member reads it. */
export function articleView(r: LocalizedRow) {
  return {
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    cover: r.image,
    content: r.body,
    source: r.source,
    category: r.category,
    published_at: at(r),
    locale: r.locale,
  };
}

export function bannerView(r: LocalizedRow) {
  return { id: Number(r.id), title: r.title, image: r.image, link: r.link };
}

export function scrollView(r: LocalizedRow) {
  return { id: Number(r.id), text: r.title, link: r.link };
}

export function announcementView(r: LocalizedRow, read: boolean) {
  return {
    id: Number(r.id),
    kind: 'announcement' as const,
    title: r.title,
    summary: r.summary,
    content: r.body,
    published_at: at(r),
    read,
  };
}

export { at as publishedAt };
