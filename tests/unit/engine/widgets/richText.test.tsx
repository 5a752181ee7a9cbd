import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenSpec } from '@engine/runtime/dsl';
import { purifyRichText } from '@engine/widgets/RichText';
import { SAFE_RICH_TEXT, unsafeParts, XSS_PAYLOADS } from '@tests/fixtures/xssPayloads';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

const parse = (html: string) => {
  const body = document.implementation.createHTMLDocument('').body;
  body.innerHTML = html;
  return body;
};

describe('the client sanitizer (DOMPurify, before rich text is shown)', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('defuses %s', (payload) => {
    expect(unsafeParts(parse(purifyRichText(payload)))).toEqual([]);
  });

  it('keeps what articles and documents need', () => {
    for (const { input, output } of SAFE_RICH_TEXT) expect(purifyRichText(input)).toBe(output.replace(' />', '>'));
  });
});

describe('RichText', () => {
  const article: ScreenSpec = {
    dslVersion: DSL_VERSION,
    id: 'login',
    title: 'fixture.title',
    navbar: { show: false },
    // news/list stands in (the test catalogue's list): the first article's body.
    data: { news: { endpoint: 'news/list', params: { page: 1, limit: 1 } } },
    body: [{ widget: 'RichText', props: { html: { $bind: 'data.news.list.0.content' }, emptyTitle: 'Nothing yet' } }],
  };

  it('shows a server document with its markup, minus what the server should never have sent', async () => {
    const content = '<h2>Terms</h2><p onclick="steal()">Read <a href="https://www.sec.gov/">this</a></p><img src=x onerror="steal()">';
    await renderApp({
      path: '/',
      locale: 'en',
      screens: { login: article },
      server: { 'news/list': () => ({ code: 0, data: { list: [{ content }], total: 1, page: 1, limit: 1 } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeTruthy();
    const body = document.querySelector('.mer-richtext') as HTMLElement;
    expect(unsafeParts(body)).toEqual([]);
    expect(body.innerHTML).toBe(
      '<h2>Terms</h2><p>Read <a href="https://www.sec.gov/" rel="noopener noreferrer nofollow" target="_blank">this</a></p>',
    );
  });

  it('says so when there is no text', async () => {
    await renderApp({
      path: '/',
      locale: 'en',
      screens: { login: article },
      server: { 'news/list': () => ({ code: 0, data: { list: [{ content: '<script>x()</script>' }], total: 1, page: 1, limit: 1 } }) },
    });
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
  });
});
