// @vitest-environment jsdom
// (a DOM to parse what the sanitizer returned, as a browser would, and inspect every element)
import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from '@server/content/sanitize';
import { SAFE_RICH_TEXT, unsafeParts, XSS_PAYLOADS } from '@tests/fixtures/xssPayloads';

const parse = (html: string) => {
  const body = document.implementation.createHTMLDocument('').body;
  body.innerHTML = html;
  return body;
};

describe('the server sanitizer (sanitize-html, when content is saved)', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('defuses %s', (payload) => {
    const out = sanitizeRichText(payload);
    expect(unsafeParts(parse(out))).toEqual([]);
    // Stored output is stable: sanitizing it again changes nothing.
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('keeps what articles and documents need', () => {
    for (const { input, output } of SAFE_RICH_TEXT) expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps the text of a link it refuses, and drops an image it refuses', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">read</a>')).toBe('<span>read</span>');
    expect(sanitizeRichText('<p>a<img src="javascript:alert(1)">b</p>')).toBe('<p>ab</p>');
  });

  it('gives the plain text of rich text for summaries', () => {
    expect(richTextToPlain('<h2>Fees</h2><p>5% &amp; <b>no</b> hidden costs &lt;ever&gt;</p><script>x()</script>')).toBe(
      'Fees5% & no hidden costs <ever>',
    );
  });
});
