import { describe, expect, it } from 'vitest';
import { completeJson } from '@engine/studio/editor/completeJson';
import type { EditorKind } from '@engine/studio/editor/types';
import { vocabulary } from './realVocabulary';

/** Completions at the `|` of a text. */
function complete(marked: string, kind: EditorKind = 'screen') {
  return completeJson(marked.replace('|', ''), marked.indexOf('|'), kind, vocabulary);
}

function labels(marked: string, kind: EditorKind = 'screen'): string[] {
  return complete(marked, kind)?.options.map((o) => o.label) ?? [];
}

/** The text after accepting an option, with `|` at the caret (as the CodeMirror adapter applies it). */
function accept(marked: string, label: string, kind: EditorKind = 'screen'): string {
  const text = marked.replace('|', '');
  const offset = marked.indexOf('|');
  const result = completeJson(text, offset, kind, vocabulary)!;
  const option = result.options.find((o) => o.label === label)!;
  let out = text.slice(0, result.from) + option.insert + text.slice(Math.max(result.to, offset));
  let caret = result.from + option.cursor;
  if (result.commaAt !== undefined) {
    out = `${out.slice(0, result.commaAt)},${out.slice(result.commaAt)}`;
    caret++;
  }
  return `${out.slice(0, caret)}|${out.slice(caret)}`;
}

const node = (inner: string) => `{"id": "x", "body": [${inner}]}`;
const action = (inner: string) => node(`{"widget": "Button", "props": {"text": "Go"}, "on": {"click": [${inner}]}}`);

describe('completeJson: member names', () => {
  it("offers the root schema's members not yet present, required ones boosted, with their descriptions", () => {
    const result = complete('{"id": "x", |}')!;
    const names = result.options.map((o) => o.label);
    expect(names).toEqual(expect.arrayContaining(['title', 'body', 'data', 'guards', 'navbar']));
    expect(names).not.toContain('id');
    expect(result.options.find((o) => o.label === 'body')).toMatchObject({ boost: 2, detail: expect.stringContaining('required') });
    expect(result.options.find((o) => o.label === 'guards')).toMatchObject({ boost: 0, info: 'Prompt ids checked when the screen opens.' });
  });

  it("offers a node's members inside a node, following $ref across files", () => {
    expect(labels(node('{"|"}'))).toEqual(expect.arrayContaining(['widget', 'id', 'props', 'visibleWhen', 'on', 'children']));
  });

  it('offers the widget\'s props inside "props", required first', () => {
    const result = complete(node('{"widget": "Button", "props": {"color": "primary", "|"}}'))!;
    expect(result.options.map((o) => o.label).sort()).toEqual(['block', 'disabled', 'fill', 'size', 'text']);
    expect(result.options.find((o) => o.label === 'text')?.boost).toBe(2);
  });

  it('offers the widget\'s events under "on"', () => {
    expect(labels(node('{"widget": "Form", "on": {|}}'))).toEqual(['submit']);
    expect(complete(node('{"widget": "Text", "on": {|}}'))).toBeNull();
  });

  it("narrows an action's members to the branch its type names", () => {
    const names = labels(action('{"type": "navigate", |}'));
    expect(names.sort()).toEqual(['query', 'replace', 'to', 'when']);
    expect(labels(action('{"type": "api", "|"}'))).toEqual(expect.arrayContaining(['endpoint', 'params', 'onSuccess', 'onError']));
  });

  it('offers the union of a oneOf/anyOf when nothing narrows it', () => {
    expect(labels(action('{|}'))).toEqual(expect.arrayContaining(['type', 'endpoint', 'to', 'prompt', 'then']));
    expect(labels(node('{"widget": "Text", "props": {"text": {|}}}'))).toEqual(
      expect.arrayContaining(['$t', '$bind', '$fmt', '$if', '$concat']),
    );
  });

  it('offers repeat on a node and $repeat among the value operators, with their members', () => {
    expect(labels(node('{"widget": "Stack", |}'))).toContain('repeat');
    expect(labels(node('{"widget": "Stack", "repeat": {|}}')).sort()).toEqual(['each', 'key']);
    expect(labels(node('{"widget": "Text", "props": {"text": {|}}}'))).toContain('$repeat');
    expect(labels(node('{"widget": "Text", "props": {"text": {"$repeat": [], |}}}'))).toContain('each');
  });

  it('offers condition operators in visibleWhen', () => {
    expect(labels(node('{"widget": "Text", "visibleWhen": {|}}'))).toEqual(expect.arrayContaining(['truthy', 'eq', 'and', 'not']));
  });

  it("offers the short condition's comparisons beside a $bind, and $bind among the operators", () => {
    expect(labels(node('{"widget": "Text", "visibleWhen": {|}}'))).toContain('$bind');
    const short = labels(node('{"widget": "Text", "visibleWhen": {"$bind": "state.tab", |}}'));
    expect(short).toEqual(expect.arrayContaining(['eq', 'ne', 'gt', 'in', 'default']));
    expect(short).not.toContain('and');
  });

  it('offers $bind beside $fmt (the short form of a formatted binding)', () => {
    expect(labels(node('{"widget": "Text", "props": {"text": {"$fmt": "money", |}}}'))).toEqual(
      expect.arrayContaining(['value', '$bind', 'pattern']),
    );
  });

  it("offers members of the other kinds' schemas", () => {
    expect(labels('{|}', 'prompt')).toEqual(expect.arrayContaining(['id', 'message', 'confirm']));
    expect(labels('{"routes": [{"name": "x", |}]}', 'app')).toEqual(expect.arrayContaining(['path', 'screen', 'login', 'title']));
    expect(labels('{"schema": {"properties": {"amount": {"type": "string"}}}, "uiSchema": {|}}', 'form')).toEqual(['amount']);
  });

  it('offers the next segment of translation keys in a locale file', () => {
    const names = labels('{"money": {"withdraw": {|}}}', 'locale');
    expect(names).toContain('honest');
    expect(labels('{|}', 'locale')).toEqual(expect.arrayContaining(['money', 'routes', 'engine']));
  });
});

describe('completeJson: values', () => {
  it('offers widget names with their descriptions for "widget"', () => {
    const result = complete(node('{"widget": "|"}'))!;
    expect(result.options.map((o) => o.label)).toEqual(Object.keys(vocabulary.widgets.widgets));
    expect(result.options.find((o) => o.label === 'Text')?.info).toBe(vocabulary.widgets.widgets.Text!.description);
  });

  it('offers enum values of a widget prop', () => {
    expect(labels(node('{"widget": "Button", "props": {"color": "|"}}'))).toEqual(['primary', 'default', 'danger']);
    expect(labels(node('{"widget": "Button", "props": {"block": |}}'))).toEqual(['true', 'false']);
  });

  it('offers the action names the action schema defines', () => {
    expect(labels(action('{"type": "|"}'))).toEqual([
      'api',
      'navigate',
      'back',
      'toast',
      'confirm',
      'guard',
      'stop',
      'logout',
      'session',
      'clearCache',
      'set',
      'store',
      'refresh',
      'setLocale',
      'setTheme',
      'copy',
      'download',
      'push',
    ]);
  });

  it("offers the bundle's names where they belong", () => {
    expect(labels(action('{"type": "api", "endpoint": "w|"}'))).toEqual(vocabulary.endpoints);
    expect(labels('{"data": {"x": {"endpoint": "|"}}}')).toEqual(vocabulary.endpoints);
    expect(labels(node('{"widget": "Text", "props": {"text": {"$t": "|"}}}'))).toEqual(vocabulary.i18nKeys);
    expect(labels(node('{"widget": "Form", "props": {"form": "|"}}'))).toEqual(vocabulary.forms);
    expect(labels(action('{"type": "navigate", "to": "|"}'))).toEqual(vocabulary.routes);
    expect(labels(action('{"type": "guard", "prompt": "|"}'))).toEqual(vocabulary.prompts);
    expect(labels('{"guards": ["|"]}')).toEqual(vocabulary.prompts);
    expect(labels('{"guards": [|]}')).toEqual(vocabulary.prompts);
    expect(labels('{"routes": [{"screen": "|"}]}', 'app')).toEqual(vocabulary.screens);
    expect(labels('{"tabBar": {"items": [{"route": "|"}]}}', 'app')).toEqual(vocabulary.routes);
    expect(labels('{"uiSchema": {"a": {"ui:widget": "|"}}}', 'form')).toEqual(vocabulary.widgets.formWidgets);
    expect(labels('{"title": "|"}', 'prompt')).toEqual(vocabulary.i18nKeys);
  });

  it("offers the screen's data sources where a data source name belongs", () => {
    const screen =
      '{"data": {"asset": {"endpoint": "member/asset"}, "news": {"endpoint": "x"}}, "body": [{"widget": "List", "props": {"source": "|"}}]}';
    expect(labels(screen)).toEqual(['asset', 'news']);
  });

  it('offers enum and const values from the schema', () => {
    expect(labels(node('{"widget": "Text", "props": {"text": {"$fmt": "|"}}}'))).toEqual([
      'relativeTime',
      'date',
      'dateTime',
      'number',
      'money',
      'rate',
      'mask',
      'list',
      'fee',
      'withFee',
    ]);
    expect(labels('{"themes": {"default": |}}', 'app')).toEqual(['light', 'dark']);
    expect(labels('{"navbar": {"show": |}}')).toEqual(['true', 'false']);
  });

  it('offers only strings inside a string', () => {
    expect(labels(node('{"widget": "Button", "props": {"block": "|"}}'))).toEqual([]);
  });
});

describe('completeJson: inserted text', () => {
  it('writes a new member with quotes, colon and an empty value, the caret inside it', () => {
    expect(accept('{"id": "x", |}', 'body')).toBe('{"id": "x", "body": [|]}');
    expect(accept(node('{"|"}'), 'widget')).toBe(node('{"widget": "|"}'));
    expect(accept(node('{"wi|"}'), 'widget')).toBe(node('{"widget": "|"}'));
    expect(accept(node('{"wi|'), 'widget')).toBe('{"id": "x", "body": [{"widget": "|"]}');
    expect(accept('{\n  ti|\n}', 'title', 'prompt')).toBe('{\n  "title": "|"\n}');
    expect(accept(node('{"widget": "Text", "on": {|}}').replace('Text', 'Button'), 'click')).toBe(
      node('{"widget": "Button", "on": {"click": [|]}}'),
    );
  });

  it("writes a const member's value", () => {
    expect(accept(action('{"type": "api", "endpoint": "x", "onSuccess": [{|}]}'), 'type')).toContain('[{"type": "|"}]');
    expect(accept('{|}', 'basePath', 'app')).toBe('{"basePath": "/"|}');
  });

  it('renames a name that already has a value without touching the value', () => {
    expect(accept(node('{"wid|": "Text"}'), 'widget')).toBe(node('{"widget|": "Text"}'));
  });

  it('adds the commas a new member needs', () => {
    expect(accept('{"id": "x"\n  |\n}', 'title')).toBe('{"id": "x",\n  "title": "|"\n}');
    expect(accept('{\n  |\n  "id": "x"\n}', 'title')).toBe('{\n  "title": "|",\n  "id": "x"\n}');
    expect(accept('{"guards": ["a" |]}', 'bindingRequired')).toBe('{"guards": ["a", "bindingRequired"|]}');
  });

  it("writes values as JSON, or as a string's body inside a string", () => {
    expect(accept(node('{"widget": "Button", "props": {"color": |}}'), 'danger')).toBe(
      node('{"widget": "Button", "props": {"color": "danger"|}}'),
    );
    expect(accept(node('{"widget": "Button", "props": {"color": "da|"}}'), 'danger')).toBe(
      node('{"widget": "Button", "props": {"color": "danger"|}}'),
    );
    expect(accept(node('{"widget": "Button", "props": {"block": t|}}'), 'true')).toBe(
      node('{"widget": "Button", "props": {"block": true|}}'),
    );
  });
});

describe('completeJson: nothing to offer', () => {
  it('is null without a vocabulary, at the top level and in unknown places', () => {
    expect(completeJson('{|}', 1, 'screen', undefined)).toBeNull();
    expect(complete('|')).toBeNull();
    expect(complete('{"state": {"x": "|"}}')).toBeNull();
    expect(complete(node('{"widget"|: "Text"}'))).toBeNull();
    expect(complete(node('{"widget": "Text"|}'))).toBeNull();
  });
});

describe('completeJson: fragments', () => {
  it('offers fragment ids for $use, with what each is', () => {
    const result = complete(node('{"$use": "|"}'))!;
    expect(result.options.map((o) => o.label)).toEqual(expect.arrayContaining(['staffHeader', 'staffHeaderBack', 'withdrawTarget']));
    expect(result.options.find((o) => o.label === 'staffHeaderBack')).toMatchObject({ detail: expect.stringContaining('fragment') });
  });

  it('offers the args the used fragment takes, required ones boosted', () => {
    const names = labels(node('{"$use": "staffHeaderBack", "args": {|}}'));
    expect(names).toEqual(expect.arrayContaining(['link', 'to', 'query']));
    expect(complete(node('{"$use": "staffHeaderBack", "args": {|}}'))!.options.find((o) => o.label === 'to')).toMatchObject({ boost: 2 });
  });

  it("offers a fragment's own params for $arg, and widget props inside its node", () => {
    const fragment = (inner: string) => `{"id": "f", "params": {"title": {"required": true}}, "node": ${inner}}`;
    expect(labels(fragment('{"widget": "Text", "props": {"text": {"$arg": "|"}}}'), 'fragment')).toEqual(['title']);
    expect(labels(fragment('{"widget": "Text", "props": {|}}'), 'fragment')).toEqual(expect.arrayContaining(['text', 'variant']));
  });
});
