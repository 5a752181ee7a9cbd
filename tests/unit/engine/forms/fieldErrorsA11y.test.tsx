import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormSpec, ScreenSpec } from '@engine/runtime/dsl';
import { precompileForm } from '../helpers/precompileForm';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

/** One field of each kind that shows an error: text, several lines, chips, a photo. */
const apply: FormSpec = {
  dslVersion: DSL_VERSION,
  id: 'apply',
  schema: {
    type: 'object',
    required: ['name', 'reason', 'kind', 'photo'],
    properties: {
      name: { type: 'string', minLength: 1 },
      reason: { type: 'string', minLength: 1, maxLength: 200 },
      kind: { type: 'string', enum: ['a', 'b'] },
      photo: { type: 'string', minLength: 1 },
    },
  },
  uiSchema: {
    name: { 'ui:title': 'fixture.name' },
    reason: { 'ui:title': 'fixture.reason', 'ui:widget': 'textarea' },
    kind: { 'ui:title': 'fixture.kind', 'ui:widget': 'select', 'ui:options': { labels: { a: 'fixture.a', b: 'fixture.b' } } },
    photo: { 'ui:title': 'fixture.photo', 'ui:widget': 'photo', 'ui:options': { purpose: 'realname_front' } },
  },
  submitText: 'fixture.submit',
};

const screenSpec: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'apply',
  title: 'fixture.title',
  body: [{ widget: 'Form', props: { form: 'apply' }, on: { submit: [{ type: 'api', endpoint: 'member/claim', paramsFrom: 'form' }] } }],
};

const dictionaries = {
  en: {
    fixture: { title: 'Apply', name: 'Name', reason: 'Reason', kind: 'Kind', a: 'First', b: 'Second', photo: 'Photo', submit: 'Send' },
  },
};

/**
 * WCAG 3.3.1 and 4.1.3: after a refused submit every field says it is invalid and points at its
 * message (aria-describedby), and each message is announced once (one alert, no live region around it).
 */
describe('field errors for assistive technology', () => {
  it('marks each invalid field and ties it to its announced message', async () => {
    await renderApp({
      screens: { apply: screenSpec },
      routes: [{ name: 'apply', path: '/pages/login/login', alias: '/', screen: 'apply', login: false, title: 'fixture.title' }],
      forms: { apply },
      compiledForms: { apply: precompileForm(apply.schema) },
      locale: 'en',
      dictionaries,
      server: { 'member/claim': () => ({ code: 0, data: null }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    // The chips, the text area and the photo load on first use.
    const controls = {
      name: screen.getByRole('textbox', { name: 'Name' }),
      reason: await screen.findByRole('textbox', { name: 'Reason' }),
      kind: await screen.findByRole('radiogroup', { name: 'Kind' }),
      photo: await screen.findByRole('button', { name: /^Photo/ }),
    };
    for (const [field, control] of Object.entries(controls)) {
      await waitFor(() => expect(control.getAttribute('aria-invalid'), field).toBe('true'));
      const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id));
      const message = described.find((el) => el?.classList.contains('mer-field-error'));
      expect(message, `${field} points at its message`).toBeTruthy();
      expect(message!.getAttribute('role')).toBe('alert');
      expect(message!.textContent).toBeTruthy();
      // Announced once: no live region around the alert that would say it again.
      expect(message!.parentElement!.closest('[aria-live], [role="alert"], [role="status"]'), field).toBeNull();
    }
  });
});
