import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormSpec, ScreenSpec } from '@engine/runtime/dsl';
import { isFlatForm } from '@engine/forms/isFlatForm';
import { expandFormats } from '@core/format/expandFormats';
import withdraw from '@screens/forms/withdraw.json';
import { precompileForm } from '../helpers/precompileForm';
import { renderApp } from '../helpers/testEngine';
import loginEmail from '@screens/forms/loginEmail.json';
import loginPhone from '@screens/forms/loginPhone.json';
import register from '@screens/forms/registerPhone.json';
import fpwd from '@screens/forms/fpwdEmail.json';
import regPassword from '@screens/forms/regPassword.json';
import { DSL_VERSION } from '@core/dsl/version';

// FlatForm draws the flat forms (the sign-in ones among them) without @rjsf/core. These tests draw
// real forms both ways (a uiSchema entry for no field, which changes nothing on screen, sends a form to rjsf) and
// compare the markup at each step: first view, an empty submit (errors, focus), invalid values
// (live messages), valid ones, and the submitted values.
function screenFor(form: string): ScreenSpec {
  return {
    dslVersion: DSL_VERSION,
    id: 'login',
    title: 'x',
    navbar: { show: false },
    body: [
      {
        widget: 'Form',
        id: 'login-email',
        props: { form, stateKey: 'kept', initial: { remember: true } },
        on: { submit: [{ type: 'api', endpoint: 'member/claim', paramsFrom: 'form' }] },
      },
    ],
  };
}
const routes = [
  { name: 'login', path: '/pages/login/login', alias: '/', screen: 'login', login: false, title: 'x' },
  { name: 'areas', path: '/areas', screen: 'login', login: false, title: 'x' },
];
/** The markup after each step, the focused element after the empty submit, and what was sent. */
async function snapshots(form: FormSpec) {
  const bodies: unknown[] = [];
  await renderApp({
    screens: { login: screenFor(form.id) },
    routes,
    forms: { [form.id]: form },
    compiledForms: { [form.id]: precompileForm(form.schema) },
    locale: 'en',
    server: { 'member/claim': (sent) => (bodies.push(sent.body), { code: 1, msg: 'nope', data: null }) },
  });
  await waitFor(() => expect(document.querySelector('form .mer-form-submit')).toBeTruthy());
  await new Promise((r) => setTimeout(r, 50));
  const html = () => document.querySelector('form')!.outerHTML.replace(/ style="[^"]*"/g, '');
  const out = [html()];
  await act(async () => {
    fireEvent.submit(document.querySelector('form')!);
    await new Promise((r) => setTimeout(r, 50));
  });
  out.push(html(), document.activeElement?.id ?? '');
  const inputs = [...document.querySelectorAll('form input')] as HTMLInputElement[];
  for (const input of inputs)
    if (input.type !== 'checkbox') {
      await act(async () => {
        fireEvent.change(input, { target: { value: 'a@b' } });
        await new Promise((r) => setTimeout(r, 20));
      });
      out.push(html());
    }
  for (const input of inputs)
    if (input.type !== 'checkbox') {
      await act(async () => {
        fireEvent.change(input, {
          target: { value: input.id.includes('mail') ? 'kim@example.com' : input.id.includes('mobile') ? '01012345678' : 'abcdefg1' },
        });
        await new Promise((r) => setTimeout(r, 20));
      });
    }
  for (const input of inputs)
    if (input.type === 'checkbox')
      await act(async () => {
        fireEvent.click(input);
        await new Promise((r) => setTimeout(r, 20));
      });
  out.push(html());
  await act(async () => {
    fireEvent.submit(document.querySelector('form')!);
    await new Promise((r) => setTimeout(r, 100));
  });
  out.push(html(), JSON.stringify(bodies));
  cleanup();
  return out;
}
describe('isFlatForm', () => {
  it('takes the sign-in forms and leaves forms with a select to rjsf', () => {
    for (const f of [loginEmail, loginPhone] as unknown as FormSpec[]) expect(isFlatForm(f, expandFormats(f.schema))).toBe(true);
    const w = withdraw as unknown as FormSpec;
    expect(isFlatForm(w, expandFormats(w.schema))).toBe(false);
  });
});

describe('FlatForm draws what SchemaForm draws', () => {
  for (const f of [loginEmail, loginPhone, register, fpwd, regPassword] as unknown as FormSpec[]) {
    it(f.id, async () => {
      const flat = await snapshots(f);
      const rjsf = await snapshots({
        ...f,
        id: f.id + 'X',
        // A uiSchema entry for a field the schema lacks: rjsf ignores it, isFlatForm says no.
        uiSchema: { ...f.uiSchema, notAField: {} },
      });
      const norm = (s: string[]) => s.map((x) => x.replaceAll(f.id + 'X', f.id));
      for (let i = 0; i < flat.length; i++) expect(norm(flat)[i], `step ${i}`).toBe(norm(rjsf)[i]);
    });
  }
});
