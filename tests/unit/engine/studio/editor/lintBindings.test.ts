import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { loadBundle, loadWidgetCatalog } from '@tools/validate/loadBundle';
import { validateBundle } from '@core/validate/validateBundle';
import { screenFile } from '@core/validate/types';
import { lintBindings } from '@engine/studio/editor/lintBindings';
import { lintJsonText } from '@engine/studio/editor/lintJsonText';
import { bindingVocabulary as vocabulary } from './bindingVocabulary';
import { vocabulary as withoutResponses } from './realVocabulary';

const repo = path.resolve(import.meta.dirname, '../../../../..');
const { bundle } = loadBundle(repo);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const news = (body: unknown[], state: Json = {}) => ({
  id: 'x',
  data: { item: { endpoint: 'news/list' } },
  state,
  body,
});

describe('lintBindings', () => {
  it("flags no binding of the repository's screens, prompts and manifest (repeats, $repeat, app.locales, bound paths)", () => {
    for (const [id, screen] of Object.entries(bundle.screens)) expect([id, lintBindings(screen, 'screen', vocabulary)]).toEqual([id, []]);
    for (const [id, prompt] of Object.entries(bundle.prompts)) expect([id, lintBindings(prompt, 'prompt', vocabulary)]).toEqual([id, []]);
    expect(lintBindings(bundle.app, 'app', vocabulary)).toEqual([]);
  });

  it('says of a misspelt field exactly what npm run validate says, with the closest name', () => {
    // The first field binding written in a screen itself (not in a fragment it uses).
    const id = Object.keys(bundle.screens)
      .sort()
      .find((name) => firstFieldBinding(bundle.screens[name] as Json, ''))!;
    const edited = structuredClone(bundle.screens[id]) as Json;
    const at = firstFieldBinding(edited, '');
    const pointer = at!.split('/').slice(1, -1);
    const binding = pointer.reduce((v: Json, k) => v[k], edited);
    const field = (binding.$bind as string).split('.').at(-1)!;
    // One letter dropped from the middle: still closest to what it was.
    const typo = field.slice(0, Math.floor(field.length / 2)) + field.slice(Math.floor(field.length / 2) + 1);
    binding.$bind = (binding.$bind as string).replace(new RegExp(`${field}$`), typo);

    const found = lintBindings(edited, 'screen', vocabulary);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ pointer: at, part: 'value' });
    expect(found[0]!.message).toContain(`it has no field "${typo}"`);
    expect(found[0]!.message).toContain(`(did you mean "${field}"?)`);

    const catalogue = loadCatalogue(path.join(repo, 'schemas/api'));
    const widgets = loadWidgetCatalog(path.join(repo, 'schemas/dsl/widgets.json'));
    const validated = validateBundle({ ...bundle, screens: { ...bundle.screens, [id]: edited } }, catalogue, widgets);
    expect(validated).toEqual([{ file: screenFile(id), pointer: at, message: found[0]!.message }]);
  });

  it('flags an unknown data source with the closest one, and item outside a List or a repeat', () => {
    const found = lintBindings(
      news([
        { widget: 'Text', props: { text: { $bind: 'data.iten.total' } } },
        { widget: 'Text', props: { text: { $bind: 'item.title' } } },
      ]),
      'screen',
      vocabulary,
    );
    expect(found.map((f) => [f.pointer, f.message])).toEqual([
      ['/body/0/props/text/$bind', 'data.iten.total: no data source "iten" on this screen (sources: item) (did you mean "item"?)'],
      ['/body/1/props/text/$bind', 'item.title: item is only in scope inside a List or a repeat'],
    ]);
  });

  it('takes bound path arrays and repeats as the validator does: no false warning, the literal start checked', () => {
    const title = { $bind: ['data.item.list', { $bind: 'index' }, 'title'], default: '' };
    const ok = news(
      [
        {
          widget: 'Stack',
          repeat: { each: { $bind: 'app.locales' } },
          children: [
            { widget: 'Text', props: { text: title } },
            { widget: 'Text', props: { text: { $bind: ['state.drafts', { $bind: 'item' }, 'title'] } } },
            { widget: 'Text', props: { text: { $concat: { $repeat: { $bind: 'data.item.list' }, each: { $bind: 'item.summary' } } } } },
          ],
        },
      ],
      { drafts: {} },
    );
    expect(lintBindings(ok, 'screen', vocabulary)).toEqual([]);

    const wrong = structuredClone(ok) as Json;
    wrong.body[0].children[0].props.text.$bind[0] = 'data.item.lists';
    wrong.body[0].children[2].props.text.$concat.each.$bind = 'item.summry';
    expect(lintBindings(wrong, 'screen', vocabulary).map((f) => [f.pointer, f.message])).toEqual([
      [
        '/body/0/children/0/props/text/$bind/0',
        expect.stringMatching(/data\.item \(news\/list\): it has no field "lists" .*\(did you mean "list"\?\)$/),
      ],
      [
        '/body/0/children/2/props/text/$concat/each/$bind',
        expect.stringMatching(/it has no field "summry" .*\(did you mean "summary"\?\)$/),
      ],
    ]);
  });

  it('leaves fragment uses to the publish gate, and lints nothing without the responses', () => {
    const used = news([{ $use: 'contentSaveForm', args: { initial: { title: { $bind: 'item.title' } } } }]);
    expect(lintBindings(used, 'screen', vocabulary)).toEqual([]);
    expect(lintBindings(news([{ widget: 'Text', props: { text: { $bind: 'item.title' } } }]), 'screen', withoutResponses)).toEqual([]);
  });
});

describe('lintJsonText with bindings', () => {
  it('underlines the wrong path as a warning while it is typed', () => {
    const text = JSON.stringify(news([{ widget: 'Text', props: { text: { $bind: 'data.item.totl' } } }]), null, 2);
    const found = lintJsonText(text, { kind: 'screen', vocabulary });
    expect(found).toHaveLength(1);
    expect(text.slice(found[0]!.from, found[0]!.to)).toBe('"data.item.totl"');
    expect(found[0]).toMatchObject({ severity: 'warning', source: 'vocabulary' });
    expect(found[0]!.message).toBe(
      '/body/0/props/text/$bind: data.item.totl: data.item (news/list): it has no field "totl" (fields: list, total, page, limit) (did you mean "total"?)',
    );
  });
});

/** The pointer of the first `{"$bind": "data.<source>.<field>"}` in a document, outside fragment uses. */
function firstFieldBinding(value: Json, at: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = firstFieldBinding(v as Json, `${at}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || '$use' in value) return undefined;
  if (typeof value.$bind === 'string' && /^data\.\w+\.[a-z_]{6,}$/.test(value.$bind)) return `${at}/$bind`;
  for (const [k, v] of Object.entries(value)) {
    const found = firstFieldBinding(v as Json, `${at}/${k}`);
    if (found) return found;
  }
  return undefined;
}
