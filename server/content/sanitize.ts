import sanitizeHtml from 'sanitize-html';
import { isAllowedRichTextUrl, RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@core/content/richTextPolicy';

const URL_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src' };

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([t, a]) => [t, [...a]])),
    a: ['href', 'title', 'rel', 'target'],
  },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A disallowed tag's text stays (a <font> wrapper loses only the wrapper); script, style and the
  // like lose their content too (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => {
    const attribute = URL_ATTRIBUTES[frame.tag];
    // An image without an allowed source is nothing; a link without one keeps its text (below).
    return frame.tag === 'img' && (attribute === undefined || !isAllowedRichTextUrl(frame.attribs[attribute] ?? ''));
  },
  transformTags: {
    // Links leave the app in a new tab and give the site they open no handle on this one.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!isAllowedRichTextUrl(href)) return { tagName: 'span', attribs: {} };
      const kept: Record<string, string> = { href };
      if (attribs.title) kept.title = attribs.title;
      if (!href.startsWith('/')) Object.assign(kept, { rel: 'noopener noreferrer nofollow', target: '_blank' });
      return { tagName, attribs: kept };
    },
  },
};

/**
 * Rich text as it may be stored: run on every save of news, announcements, documents and help
 * articles (and on the seeded documents), so what the database holds is already safe. The client
 * sanitizes again before it shows anything (engine/widgets/RichText.tsx), with the same policy.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The text of rich text, for summaries, search and notifications: tags dropped, entities kept as text. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
