import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isAllowedRichTextUrl, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@core/content/richTextPolicy';
import { StatusBlock } from '../kit/StatusBlock';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

const purifier = DOMPurify();
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
const URL_ATTRIBUTES = new Set(['href', 'src']);

// The server sanitized this when it was saved (server/content/sanitize.ts); it is sanitized again
// here with the same policy, so a row written some other way (an old backup, a database edit)
// still cannot run anything in the app.
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (URL_ATTRIBUTES.has(data.attrName) && !isAllowedRichTextUrl(data.attrValue)) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  // An image whose source was refused is nothing, as on the server.
  if (node.tagName === 'IMG' && !node.hasAttribute('src')) {
    node.remove();
    return;
  }
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href && !href.startsWith('/')) {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
  }
});

/** Rich text made safe to show: the policy's tags and attributes, http(s) or same-site URLs only. */
export function purifyRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'rel', 'target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Text of a dropped tag stays; script, style and template content never does.
    KEEP_CONTENT: true,
  });
}

/**
 * An article, announcement or document body: HTML from the server, sanitized again before it is
 * set. The only widget that renders markup; everything else is text (Text.tsx).
 */
export function RichText({ props }: WidgetProps<'RichText'>) {
  const html = text(props.html);
  const safe = useMemo(() => purifyRichText(html), [html]);
  if (safe.trim() === '') return <StatusBlock icon="empty" title={text(props.emptyTitle)} />;
  // The markup was just sanitized above; this is the one place the app sets HTML.
  return <div className="mer-richtext" dangerouslySetInnerHTML={{ __html: safe }} />;
}
