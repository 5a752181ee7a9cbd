import { describe, expect, it } from 'vitest';
import { completeJson } from '@engine/studio/editor/completeJson';
import { lintVocabulary } from '@engine/studio/editor/lintVocabulary';
import type { EditorKind } from '@engine/studio/editor/types';
import { vocabulary } from './realVocabulary';

// DSL 6's constructs (the stop action, the role condition, an endpoint chosen by a binding, bounds
// from data in a form) complete from the schemas like the rest, and their misuses lint.

function labels(marked: string, kind: EditorKind = 'screen'): string[] {
  return completeJson(marked.replace('|', ''), marked.indexOf('|'), kind, vocabulary)?.options.map((o) => o.label) ?? [];
}
const node = (inner: string) => `{"id": "x", "body": [${inner}]}`;
const action = (inner: string) => node(`{"widget": "Button", "props": {"text": "Go"}, "on": {"click": [${inner}]}}`);
const lint = (doc: unknown, kind: EditorKind = 'screen') => lintVocabulary(doc, kind, vocabulary).map((f) => [f.pointer, f.message]);

describe('the studio editor and DSL 6', () => {
  it('completes the stop action: its name among the types, then its members', () => {
    expect(labels(action('{"type": "|"}'))).toContain('stop');
    expect(labels(action('{"type": "stop", |}')).sort()).toEqual(['text', 'when']);
  });

  it('completes the role condition among the operators, and its role names', () => {
    expect(labels(node('{"widget": "Text", "visibleWhen": {|}}'))).toContain('role');
    expect(labels(node('{"widget": "Text", "visibleWhen": {"and": [{|}]}}'))).toContain('role');
    // Its value: the catalogue's staff roles.
    expect(labels(node('{"widget": "Text", "visibleWhen": {"role": "|"}}'))).toEqual(
      expect.arrayContaining(['admin', 'kyc_reviewer', 'finance_reviewer', 'support', 'screen_editor', 'content_editor']),
    );
  });

  it("completes an endpoint's cases beside its binding", () => {
    expect(labels(action('{"type": "api", "endpoint": {|}}'))).toEqual(expect.arrayContaining(['$bind', 'cases']));
  });

  it("completes a form field's bound from data, with its format", () => {
    const form = (inner: string) => `{"schema": {"type": "object", "properties": {"amount": {"type": "string", "minimum": ${inner}}}}}`;
    expect(labels(form('{|}'), 'form')).toEqual(expect.arrayContaining(['$bind', '$fmt', 'pattern']));
  });

  it('lints a role the catalogue does not know, with the closest one', () => {
    const doc = { id: 'x', body: [{ widget: 'Text', visibleWhen: { or: [{ role: 'suport' }, { role: 'admin' }] }, props: { text: 'x' } }] };
    expect(lint(doc)).toEqual([['/body/0/visibleWhen/or/0/role', 'unknown staff role "suport" (did you mean "support"?)']]);
    // A widget prop named role is no condition.
    expect(lint({ id: 'x', body: [{ widget: 'Text', props: { text: 'x' } }] })).toEqual([]);
  });

  it('lints each endpoint case the catalogue does not have, and only the cases', () => {
    const cases = '{"go": "wallet/withdraw", "quote": "wallet/withdraw_quot"}';
    const doc = JSON.parse(action(`{"type": "api", "endpoint": {"$bind": "state.step", "cases": ${cases}}}`));
    expect(lint(doc)).toEqual([
      ['/body/0/on/click/0/endpoint/cases/quote', 'unknown endpoint "wallet/withdraw_quot" (did you mean "wallet/withdraw_quote"?)'],
    ]);
  });
});
