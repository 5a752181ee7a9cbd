/**
 * What rich text (news, announcements, documents, help articles) may contain: one policy for the
 * server's sanitizer (sanitize-html, when content is saved) and the client's (DOMPurify, before it
 * is shown), so both ends keep the same tags. Formatting, lists, tables, links and images; never
 * scripts, styles, forms, frames or event attributes. Links and images are http(s) only (or a path
 * on this site): no javascript:, data: or other schemes.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes per tag; every other attribute (on*, style, class, id, srcset...) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

export const RICH_TEXT_SCHEMES = ['http', 'https'] as const;

/**
 * A URL rich text may point at: absolute http(s), or a path on this site ("/..." but not "//host",
 * which is another site without a scheme). Anything else (javascript:, data:, vbscript:, a relative
 * "x/y" a browser would resolve against the page) is refused. Control characters and spaces a
 * browser ignores inside a scheme ("java\tscript:") are refused too, not stripped.
 */
export function isAllowedRichTextUrl(url: string): boolean {
  const value = url.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  const match = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value);
  return match !== null && (RICH_TEXT_SCHEMES as readonly string[]).includes(match[1]!.toLowerCase());
}
