import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeOnPglite, testConfig, type TestServer } from '../support/harness';
import { loadConfig, operatorFactsProblem, OPERATOR_FACT_KEYS, OPERATOR_FACT_VARS, type OperatorFacts } from '@server/config';
import { startServer } from '@server/start';
import { LEGAL_KEYS, RULE_KEYS } from '@server/documents/files';
import { versionTexts } from '@server/documents/documents';
import { seedDocuments } from '@server/documents/seed';
import { fillOperatorFacts } from '@server/documents/operator-facts';
import { lanForLocale } from '@core/i18n/languageTag';
import { staffToken } from '../fund/support';
import app from '../../../screens/app.json';

const LOCALES: string[] = app.i18n.locales.map((l) => l.code);
/** What must never reach a member: an unfilled placeholder, or the old bracketed notes in any language. */
const UNFILLED = /\{\{|\}\}|to be inserted|\[insert|기재 예정|\[[^\]]*\]/;

/** Every legal document and rule in every locale, as a member reads it. */
async function servedEverywhere(s: TestServer) {
  const out: { key: string; locale: string; title: string; content: string; version: number }[] = [];
  for (const locale of LOCALES) {
    const lan = lanForLocale(locale);
    for (const key of LEGAL_KEYS) out.push({ ...(await s.api('common/tmp', { key }, { lan })).data, key, locale });
    for (const key of RULE_KEYS) out.push({ ...(await s.api('common/rule', { key }, { lan })).data, key, locale });
  }
  return out;
}

const allFacts = (over: Partial<Record<string, string>> = {}): NodeJS.ProcessEnv => ({
  OPERATOR_LEGAL_NAME: 'Acme Markets Ltd',
  OPERATOR_REGISTERED_ADDRESS: '10 High Street, London',
  OPERATOR_REGISTRATION_NUMBER: '01234567',
  OPERATOR_REGULATOR: 'Financial Conduct Authority',
  OPERATOR_GOVERNING_LAW: 'England and Wales',
  OPERATOR_RETENTION_YEARS: '7',
  OPERATOR_SUPPORT_CONTACT: 'privacy@acme.example',
  OPERATOR_INVESTOR_PROTECTION: 'none',
  ...over,
});

describeOnPglite('legal documents filled from the operator facts (demo values)', (get) => {
  it('serves every document in every locale with no placeholder or note left, the demo facts marked "demo"', async () => {
    const served = await servedEverywhere(get());
    expect(served).toHaveLength(LOCALES.length * (LEGAL_KEYS.length + RULE_KEYS.length));
    const unfilled = served.flatMap((d) => {
      const m = UNFILLED.exec(d.title + d.content);
      return m ? [`${d.key}/${d.locale}: ${m[0]}`] : [];
    });
    expect(unfilled).toEqual([]);
    for (const locale of LOCALES) {
      const of = (key: string) => served.find((d) => d.key === key && d.locale === locale)!.content;
      // Each document in its own language (the coverage test reads the script), each naming the operator.
      expect(of('agreement')).toContain('Meridian Demo Operator Ltd (demo)');
      expect(of('agreement')).toContain('DEMO-000000 (demo)');
      expect(of('agreement')).toContain('Demoland (demo)');
      expect(of('privacy')).toContain('1 Example Street, Demo City (demo)');
      expect(of('privacy')).toContain('5 (demo)');
      expect(of('privacy')).toContain('support@meridian.example (demo)');
    }
    // "none" reads in the member's language.
    expect(served.find((d) => d.key === 'risk_etf' && d.locale === 'ko')!.content).toContain('없음 (demo)');
    expect(served.find((d) => d.key === 'risk_top10' && d.locale === 'de')!.content).toContain('keines (demo)');
  });

  it('fills what staff publish, refuses a placeholder naming no fact, and keeps the editor on the template', async () => {
    const s = get();
    const token = await staffToken(s, 'factsdocs', ['content_editor']);
    const head = (await s.api('ops/document', { key: 'withdrawal' }, { token })).data;
    const publish = (html: string) =>
      s.api(
        'ops/document_publish',
        {
          key: 'withdrawal',
          based_on: head.version,
          requires_acceptance: false,
          effective: '2026-12-01',
          texts: [{ locale: 'en', title: 'Withdrawals', html }],
        },
        { token },
      );
    const refused = await publish('<p>Contact {{operator.legal_nam}}</p>');
    expect(refused.body).toMatchObject({ code: 422, msg: 'The text in en names an operator fact that does not exist: operator.legal_nam' });
    expect((await publish('<p>Paid by {{ operator.legal_name }} under {{operator.governing_law}} law.</p>')).body.code).toBe(0);
    const served = (await s.api('common/rule', { key: 'withdrawal' }, { lan: 'en' })).data;
    expect(served.content).toBe('<p>Paid by Meridian Demo Operator Ltd (demo) under Demoland (demo) law.</p>');
    // The editor opens what will be filled, not a copy with today's values baked in.
    expect((await s.api('ops/document', { key: 'withdrawal' }, { token })).data.html).toContain('{{ operator.legal_name }}');
  });
});

const hostile: OperatorFacts = {
  values: {
    ...Object.fromEntries(OPERATOR_FACT_KEYS.map((k) => [k, `fact ${k}`])),
    legal_name: 'Acme & Sons <script>alert(1)</script>',
    governing_law: { en: 'England and Wales', ko: '잉글랜드 및 웨일스' },
    retention_years: '7',
    investor_protection: 'none',
  },
  missing: [],
  demo: [],
};

describeOnPglite(
  'legal documents filled from configured operator facts',
  (get) => {
    it('escapes each value, reads a fact in the locale it is given in (else English), and marks nothing "demo"', async () => {
      const s = get();
      const en = (await s.api('common/tmp', { key: 'agreement' }, { lan: 'en' })).data.content;
      expect(en).toContain('Acme &amp; Sons &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(en).not.toContain('<script>');
      expect(en).toContain('the law of England and Wales');
      expect(en).not.toContain('(demo)');
      expect((await s.api('common/tmp', { key: 'agreement' }, { lan: 'ko' })).data.content).toContain('잉글랜드 및 웨일스 법률');
      expect((await s.api('common/tmp', { key: 'agreement' }, { lan: 'de' })).data.content).toContain('dem Recht von England and Wales');
      expect((await s.api('common/tmp', { key: 'risk_etf' }, { lan: 'ko' })).data.content).toContain('투자자 보호 제도: 없음.');
    });

    it('new facts make a new version of each document stating them; the version before still reads its own facts', async () => {
      const s = get();
      const db = s.running.services.db;
      const member = await s.registerByEmail('facts-change@example.com');
      const before = (await s.api('common/tmp', { key: 'agreement' })).data;
      const moved: OperatorFacts = { ...hostile, values: { ...hostile.values, registered_address: '1 New Road, Leeds' } };
      const published = await seedDocuments(db, path.resolve('.'), s.clock.now(), moved);
      // Only the documents with placeholders change; the rules and the other disclosures state no fact.
      expect(published.map((p) => p.split('@')[0]).sort()).toEqual(['agreement', 'privacy', 'risk_etf', 'risk_top10']);
      expect(published).toContain(`agreement@${before.version + 1}`);
      expect(await seedDocuments(db, path.resolve('.'), s.clock.now(), moved)).toEqual([]);
      const after = (await s.api('common/tmp', { key: 'agreement' })).data;
      expect(after.version).toBe(before.version + 1);
      expect(after.content).toContain('1 New Road, Leeds');
      // What the member accepted at registration stays readable exactly as it was.
      const [old] = (await versionTexts(db, 'agreement', before.version)).filter((t) => t.locale === 'en');
      expect(fillOperatorFacts(old!.html, old!.operatorFacts, 'en')).toBe(before.content);
      // The party the member agreed with changed: the agreement asks again, as its version before did.
      const pending = (await s.api('member/documents', undefined, { token: member.token })).data.list.map((d) => d.key);
      expect(pending).toEqual(['agreement', 'privacy']);
    });
  },
  { operator: hostile },
);

describe('the operator facts at start', () => {
  const providers = { SMTP_URL: 'smtp://mail:25', SMS_URL: 'http://sms.local/send' };

  it('production refuses to start with facts missing, naming each and its variable', async () => {
    const config = loadConfig({ NODE_ENV: 'production', ...providers, OPERATOR_LEGAL_NAME: 'Acme Markets Ltd' });
    expect(config.operator.missing).toEqual(OPERATOR_FACT_KEYS.filter((k) => k !== 'legal_name'));
    const refusal = startServer(config);
    await expect(refusal).rejects.toThrow(/NODE_ENV=production needs the operator facts/);
    const message = await refusal.catch((e: Error) => e.message);
    for (const key of OPERATOR_FACT_KEYS.filter((k) => k !== 'legal_name'))
      expect(message).toContain(`${OPERATOR_FACT_VARS[key]} (${key})`);
    expect(message).not.toContain('OPERATOR_LEGAL_NAME');
  });

  it('production starts with every fact given by variables or a facts file (a variable wins)', () => {
    expect(operatorFactsProblem(loadConfig({ NODE_ENV: 'production', ...providers, ...allFacts() }))).toBeUndefined();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'facts-')), 'operator.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        ...Object.fromEntries(OPERATOR_FACT_KEYS.map((k) => [k, `file ${k}`])),
        retention_years: 6,
        regulator: { en: 'FCA', ko: '영국 금융감독청' },
      }),
    );
    const config = loadConfig({ NODE_ENV: 'production', ...providers, OPERATOR_FACTS_FILE: file, OPERATOR_LEGAL_NAME: 'From Env Ltd' });
    expect(operatorFactsProblem(config)).toBeUndefined();
    expect(config.operator.values).toMatchObject({
      legal_name: 'From Env Ltd',
      retention_years: '6',
      regulator: { en: 'FCA', ko: '영국 금융감독청' },
    });
    expect(config.operator.demo).toEqual([]);
    fs.writeFileSync(file, JSON.stringify({ legal_nmae: 'Typo Ltd' }));
    expect(() => loadConfig({ NODE_ENV: 'production', ...providers, OPERATOR_FACTS_FILE: file })).toThrow(/unknown fact "legal_nmae"/);
    expect(() => loadConfig({ ...allFacts({ OPERATOR_RETENTION_YEARS: 'five' }) })).toThrow(/OPERATOR_RETENTION_YEARS/);
  });

  it('development and tests take demo values for what is not set, each listed as demo', () => {
    const config = loadConfig({ NODE_ENV: 'development', OPERATOR_GOVERNING_LAW: 'Ireland' });
    expect(operatorFactsProblem(config)).toBeUndefined();
    expect(config.operator.values.governing_law).toBe('Ireland');
    expect(config.operator.demo).toEqual(OPERATOR_FACT_KEYS.filter((k) => k !== 'governing_law'));
    expect(testConfig().operator.demo).toEqual(OPERATOR_FACT_KEYS);
  });
});
