import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import defs from '@schemas/api/defs.json';
import { expandFormats } from '@core/format/expandFormats';
import { SIX_DIGIT_CASES } from '@tests/fixtures/inputRuleCases';

// The payment password is one rule with one message on every screen: the catalogue's PayPassword def,
// "The payment password must be 6 digits" (payPassword.invalid), and one name for it in every text
// the member reads, screens and server replies alike (not "payment" here and "transaction" there).
const ajv = new Ajv({ strict: false });
const FORMS = 'screens/forms';
const LOCALES = 'locales';

interface FormFile {
  id: string;
  schema: { properties?: Record<string, Record<string, unknown>> };
  uiSchema?: Record<string, Record<string, unknown>>;
  messages?: Record<string, Record<string, string>>;
}

const forms: FormFile[] = fs.readdirSync(FORMS).map((f) => JSON.parse(fs.readFileSync(path.join(FORMS, f), 'utf8')) as FormFile);

/** A payment password field: named so, or titled as the payment password. */
function payPasswordFields(form: FormFile): string[] {
  return Object.keys(form.schema.properties ?? {})
    .filter(
      (name) => name === 'pay_password' || form.uiSchema?.[name]?.['ui:title'] === 'payPassword.password' || form.id === 'payPassword',
    )
    .filter((name) => name !== 'code');
}

describe('the payment password', () => {
  const withField = forms.filter((f) => payPasswordFields(f).length > 0);

  it('is asked on the forms that move money or change a destination', () => {
    expect(withField.map((f) => f.id).sort()).toEqual(expect.arrayContaining(['closePosition', 'payPassword', 'topBuy', 'withdraw']));
  });

  it('follows the catalogue’s PayPassword rule on every form, and every failing check says payPassword.invalid', () => {
    const def = ajv.compile(defs.$defs.PayPassword);
    for (const form of withField) {
      for (const name of payPasswordFields(form)) {
        const field = form.schema.properties![name]!;
        const validate = ajv.compile(expandFormats({ type: 'object', properties: { field } }));
        for (const c of SIX_DIGIT_CASES) expect(validate({ field: c.input }), `${form.id}.${name} "${c.input}"`).toBe(def(c.input));
        const keywords = ['pattern', 'minLength', 'maxLength'].filter((k) => k in field || (k === 'pattern' && 'format' in field));
        for (const k of keywords) expect(form.messages?.[name]?.[k], `${form.id}.${name} ${k}`).toBe('payPassword.invalid');
      }
    }
  });

  it('has one name in every language: each text about it uses the screens’ own word for it', () => {
    const serverKeys = ['payPasswordRequired', 'payPasswordWrong', 'payLocked', 'noticePayPassword', 'payoutHeldSecurity'];
    for (const code of fs.readdirSync(LOCALES)) {
      const screens = JSON.parse(fs.readFileSync(path.join(LOCALES, code, 'screens.json'), 'utf8'));
      const server = JSON.parse(fs.readFileSync(path.join(LOCALES, code, 'server.json'), 'utf8')).server;
      const name: string = screens.payPassword.password.toLowerCase();
      // Each word of the name less its last two letters, so inflected forms still match (Russian
      // платёжного пароля, Turkmen sözüni, German Passworts).
      const stems = name.split(/\s+/).map((w) => w.slice(0, Math.max(1, w.length - 2)));
      const named = (text: string) => stems.every((s) => text.toLowerCase().includes(s));
      expect(named(screens.payPassword.invalid), `${code} payPassword.invalid`).toBe(true);
      expect(named(screens.prompts.setPayPassword), `${code} prompts.setPayPassword: ${screens.prompts.setPayPassword}`).toBe(true);
      for (const key of serverKeys) expect(named(server[key] as string), `${code} server.${key}: ${server[key]}`).toBe(true);
    }
  });
});
