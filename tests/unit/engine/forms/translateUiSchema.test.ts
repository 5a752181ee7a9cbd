import { describe, expect, it } from 'vitest';
import { translateUiSchema } from '@engine/forms/translateUiSchema';

describe('translateUiSchema', () => {
  it('translates the text keys and keeps the rest', () => {
    const ui = {
      email: { 'ui:title': 'login.email', 'ui:placeholder': 'login.emailPlaceholder', 'ui:widget': 'email' },
      agree: {
        'ui:title': 'register.agree',
        'ui:help': 'h',
        'ui:description': 'd',
        'ui:options': { links: [{ text: 'x', to: 'richtext' }] },
      },
    };
    const out = translateUiSchema(ui, (k) => `T(${k})`);
    expect(out).toEqual({
      email: { 'ui:title': 'T(login.email)', 'ui:placeholder': 'T(login.emailPlaceholder)', 'ui:widget': 'email' },
      agree: {
        'ui:title': 'T(register.agree)',
        'ui:help': 'T(h)',
        'ui:description': 'T(d)',
        'ui:options': { links: [{ text: 'x', to: 'richtext' }] },
      },
    });
    expect(ui.email['ui:title']).toBe('login.email');
  });
  it('handles no uiSchema', () => expect(translateUiSchema(undefined, (k) => k)).toEqual({}));
});
