import { describe, expect, it } from 'vitest';
import { completeJson } from '@engine/studio/editor/completeJson';
import type { EditorKind } from '@engine/studio/editor/types';
import { bindingVocabulary as vocabulary } from './bindingVocabulary';
import { vocabulary as withoutResponses } from './realVocabulary';

/** Completions at the `|` of a text. */
function complete(marked: string, kind: EditorKind = 'screen') {
  return completeJson(marked.replace('|', ''), marked.indexOf('|'), kind, vocabulary);
}

function labels(marked: string, kind: EditorKind = 'screen'): string[] {
  return complete(marked, kind)?.options.map((o) => o.label) ?? [];
}

/** The text after accepting an option, with `|` at the caret (as the CodeMirror adapter applies it). */
function accept(marked: string, label: string): string {
  const text = marked.replace('|', '');
  const offset = marked.indexOf('|');
  const result = completeJson(text, offset, 'screen', vocabulary)!;
  const option = result.options.find((o) => o.label === label)!;
  const out = text.slice(0, result.from) + option.insert + text.slice(Math.max(result.to, offset));
  const caret = result.from + option.cursor;
  return `${out.slice(0, caret)}|${out.slice(caret)}`;
}

const SOURCES = '"data": {"asset": {"endpoint": "member/asset"}, "news": {"endpoint": "news/list"}}';
const screen = (body: string, extra = '') => `{"id": "x", ${SOURCES}${extra}, "body": [${body}]}`;
const text = (value: string) => `{"widget": "Text", "props": {"text": ${value}}}`;
const newsList = (child: string) => `{"widget": "List", "props": {"source": "news", "path": "list"}, "children": [${child}]}`;

describe('completeBindPath: data sources', () => {
  it("offers the screen's data sources after data., each with its endpoint", () => {
    const result = complete(screen(text('{"$bind": "data.|"}')))!;
    expect(result.options.map((o) => o.label)).toEqual(['asset', 'news']);
    expect(result.options[0]).toMatchObject({ detail: 'data source: member/asset', type: 'variable' });
    // Only the segment after the last dot is replaced, and a dot asks again.
    expect(result.validFor?.test('as')).toBe(true);
    expect(result.validFor?.test('asset.')).toBe(false);
  });

  it("completes a nested path level by level from the source endpoint's response schema", () => {
    expect(labels(screen(text('{"$bind": "data.asset.|"}')))).toEqual(
      expect.arrayContaining(['currency', 'total_assets', 'breakdown', 'today_income', 'accounts']),
    );
    const nested = complete(screen(text('{"$bind": "data.asset.breakdown.|"}')))!;
    expect(nested.options.map((o) => o.label)).toEqual(['cash', 'etf_holdings', 'top10', 'copy_trading']);
    // The key's type and its description from the schema.
    expect(nested.options.find((o) => o.label === 'etf_holdings')).toMatchObject({
      detail: 'string',
      info: 'ETF holdings at the bid, block-trade shares in their lock-up included (docs/blocks.md).',
      type: 'property',
    });
    expect(complete(screen(text('{"$bind": "data.asset.|"}')))!.options.find((o) => o.label === 'breakdown')).toMatchObject({
      detail: 'object',
      info: 'total_assets split by what holds it (docs/account-figures.md).',
    });
  });

  it('replaces only the segment at the cursor', () => {
    expect(accept(screen(text('{"$bind": "data.asset.br|eakdown.cash"}')), 'breakdown')).toBe(
      screen(text('{"$bind": "data.asset.breakdown|.cash"}')),
    );
    expect(accept(screen(text('{"$bind": "data.asset.|"}')), 'currency')).toBe(screen(text('{"$bind": "data.asset.currency|"}')));
  });

  it('offers an array its index and length, and the fields of its items after the index', () => {
    expect(labels(screen(text('{"$bind": "data.news.list.|"}')))).toEqual(['0', 'length']);
    expect(labels(screen(text('{"$bind": "data.news.list.0.|"}')))).toEqual(expect.arrayContaining(['title', 'summary', 'published_at']));
  });

  it('offers nothing below a field the response does not have, nor without the responses', () => {
    expect(complete(screen(text('{"$bind": "data.asset.nothing.|"}')))).toBeNull();
    const marked = screen(text('{"$bind": "data.|"}'));
    expect(completeJson(marked.replace('|', ''), marked.indexOf('|'), 'screen', withoutResponses)).toBeNull();
  });

  it('completes a condition short form, a data source param and a bound path first member', () => {
    const when = `{"widget": "Text", "props": {"text": "x"}, "visibleWhen": {"$bind": "data.asset.|", "eq": "1"}}`;
    expect(labels(screen(when))).toContain('currency');
    expect(labels(screen(text('{"$bind": ["data.asset.|", {"$bind": "app.locale"}]}')))).toContain('breakdown');
  });
});

describe('completeBindPath: scope names', () => {
  it('offers the namespaces the DSL path definition lists, with what each holds; item and index only inside a List or repeat', () => {
    const result = complete(screen(text('{"$bind": "|"}')))!;
    const names = result.options.map((o) => o.label);
    expect(names).toEqual(expect.arrayContaining(['data', 'state', 'session', 'conf', 'form', 'app', 'route', 'storage']));
    expect(names).not.toContain('item');
    expect(names).not.toContain('index');
    expect(names).not.toContain('result');
    expect(result.options.find((o) => o.label === 'state')).toMatchObject({ type: 'namespace', info: 'state = in-memory app state' });
    expect(labels(screen(newsList(text('{"$bind": "|"}'))))).toEqual(expect.arrayContaining(['item', 'index']));
  });

  it('offers app.locales, the session, conf and the screen state', () => {
    expect(labels(screen(text('{"$bind": "app.|"}')))).toEqual(['locale', 'theme', 'locales', 'languages']);
    expect(labels(screen(text('{"$bind": "session.|"}')))).toEqual(['user', 'loggedIn', 'staff']);
    expect(labels(screen(text('{"$bind": "session.user.|"}')))).toEqual(expect.arrayContaining(['uid', 'nickname']));
    expect(labels(screen(text('{"$bind": "conf.|"}')))).toEqual(expect.arrayContaining(['app_version', 'locales', 'support_email']));
    const withState = screen(text('{"$bind": "state.draft.|"}'), ', "state": {"draft": {"title": "", "tags": []}, "open": false}');
    expect(complete(withState)!.options).toEqual([
      expect.objectContaining({ label: 'title', detail: 'string (screen state)' }),
      expect.objectContaining({ label: 'tags', detail: 'array (screen state)' }),
    ]);
  });

  it("offers form.* inside a Form's actions from the form's value schema", () => {
    const form = `{"widget": "Form", "props": {"form": "bindWallet"}, "on": {"submit": [{"type": "toast", "text": {"$bind": "form.|"}}]}}`;
    expect(labels(screen(form))).toEqual(expect.arrayContaining(['protocol', 'address', 'pay_password']));
  });

  it("offers result.* in an api action's onSuccess from that endpoint's response", () => {
    const api = `{"widget": "Button", "props": {"text": "Go"}, "on": {"click": [{"type": "api", "endpoint": "member/login", "onSuccess": [{"type": "toast", "text": {"$bind": "result.|"}}]}]}}`;
    expect(labels(screen(api))).toContain('token');
    expect(labels(screen(api.replace('"result.|"', '"|"')))).toContain('result');
  });
});

describe('completeBindPath: bound path members', () => {
  const content = (value: string) =>
    `{"id": "x", "data": {"item": {"endpoint": "ops/content_get"}}, "body": [{"widget": "Stack", "repeat": {"each": {"$bind": "app.locales"}}, "children": [${text(value)}]}]}`;

  it('completes the literal members after a bound one from what any key there holds', () => {
    // texts is keyed by locale: below {"$bind": "item"} are one translation's fields.
    expect(labels(content('{"$bind": ["data.item.texts", {"$bind": "item"}, "|"]}'))).toEqual(['title', 'summary', 'body']);
    expect(labels(content('{"$bind": ["data.item.|", {"$bind": "item"}, "title"]}'))).toContain('texts');
    // The bound member is a binding of its own, in the same scope.
    expect(labels(content('{"$bind": ["data.item.texts", {"$bind": "|"}, "title"]}'))).toEqual(expect.arrayContaining(['item', 'index']));
  });
});

describe('completeBindPath: item and index inside a List or a repeat', () => {
  it("offers item.* of a List from its source's array items", () => {
    const result = complete(screen(newsList(text('{"$bind": "item.|"}'))))!;
    expect(result.options.map((o) => o.label)).toEqual(expect.arrayContaining(['id', 'title', 'content', 'published_at']));
    expect(result.options.find((o) => o.label === 'content')).toMatchObject({ detail: 'string', info: 'HTML, sanitized when saved.' });
  });

  it('offers item.* of a node repeat over a bound array, and of a $repeat value', () => {
    const repeated = `{"widget": "Stack", "repeat": {"each": {"$bind": "data.news.list"}}, "children": [${text('{"$bind": "item.|"}')}]}`;
    expect(labels(screen(repeated))).toEqual(expect.arrayContaining(['title', 'summary']));
    const value = text('{"$repeat": {"$bind": "data.news.list"}, "each": {"$bind": "item.|"}}');
    expect(labels(screen(value))).toEqual(expect.arrayContaining(['title', 'summary']));
    // A repeat's key names a field of its items.
    expect(labels(screen('{"widget": "Stack", "repeat": {"each": {"$bind": "data.news.list"}, "key": "|"}}'))).toEqual(
      expect.arrayContaining(['id', 'title']),
    );
    // A repeat over app.locales gives strings: nothing below item.
    const locales = `{"widget": "Stack", "repeat": {"each": {"$bind": "app.locales"}}, "children": [${text('{"$bind": "item.|"}')}]}`;
    expect(complete(screen(locales))).toBeNull();
  });
});

describe('translation keys show their text', () => {
  it("offers $t keys with the text in the staff member's language beside them", () => {
    const result = complete(screen(text('{"$t": "|"}')))!;
    const key = Object.keys(vocabulary.texts!).find((k) => vocabulary.texts![k]!.length > 70)!;
    const option = result.options.find((o) => o.label === key)!;
    expect(option.info).toBe(vocabulary.texts![key]);
    expect(option.detail).toHaveLength(60);
    expect(option.detail!.endsWith('…')).toBe(true);
    const shortKey = Object.keys(vocabulary.texts!).find(
      (k) => /^\S+( \S+){2,}$/.test(vocabulary.texts![k]!) && vocabulary.texts![k]!.length < 40,
    )!;
    expect(result.options.find((o) => o.label === shortKey)).toMatchObject({ detail: vocabulary.texts![shortKey], type: 'text' });
  });
});
