import { catalogue } from '@engine/app/catalogue';
import type { ApiRequest, ApiResponse } from '@core/generated/api';
import enEngine from '@locales/en/engine.json';
import enScreens from '@locales/en/screens.json';
import enStaff from '@locales/en/staff.json';
import actionSchema from '@schemas/dsl/action.schema.json';
import appSchema from '@schemas/dsl/app.schema.json';
import conditionSchema from '@schemas/dsl/condition.schema.json';
import fixtureTestSchema from '@schemas/dsl/fixture-test.schema.json';
import formSchema from '@schemas/dsl/form.schema.json';
import fragmentSchema from '@schemas/dsl/fragment.schema.json';
import nodeSchema from '@schemas/dsl/node.schema.json';
import promptSchema from '@schemas/dsl/prompt.schema.json';
import screenSchema from '@schemas/dsl/screen.schema.json';
import valueSchema from '@schemas/dsl/value.schema.json';
import widgetCatalog from '@schemas/dsl/widgets.json';
import appJson from '@screens/app.json';
import withdrawalText from '@screens/pages/withdrawal.json?raw';
import { conf } from './fixturesApp';
import { member } from './fixturesMember';
import { LIVE_VERSION, NOTICE_EN, NOTICE_KO, feeBindError, withdrawalScreenBroken } from './fixturesStudio';
import { asset, bankOption, digitalOption, walletConf } from './fixturesWallet';

// The screen studio's file, text and preview panels for the withdrawal-notice change of fixturesStudio.

type BundleFile = ApiResponse<'ops/studio/files'>['list'][number];

/** Files of the bundle as the change leaves them (a few of them): kind, edited, moves money. */
const bundleFiles: BundleFile[] = [
  { path: 'locales/en/screens.json', kind: 'locale', id: 'en/screens', changed: true, money: false },
  { path: 'locales/en/staff.json', kind: 'locale', id: 'en/staff', changed: false, money: false },
  { path: 'locales/ko/screens.json', kind: 'locale', id: 'ko/screens', changed: true, money: false },
  { path: 'screens/app.json', kind: 'app', id: 'app', changed: false, money: false },
  { path: 'screens/forms/loginEmail.json', kind: 'form', id: 'loginEmail', changed: false, money: false },
  { path: 'screens/forms/withdraw.json', kind: 'form', id: 'withdraw', changed: false, money: true },
  { path: 'screens/pages/account.json', kind: 'screen', id: 'account', changed: false, money: false },
  { path: 'screens/pages/login.json', kind: 'screen', id: 'login', changed: false, money: false },
  { path: 'screens/pages/opsWithdrawDetail.json', kind: 'screen', id: 'opsWithdrawDetail', changed: false, money: true },
  { path: 'screens/pages/opsWithdraws.json', kind: 'screen', id: 'opsWithdraws', changed: false, money: false },
  { path: 'screens/pages/recharge.json', kind: 'screen', id: 'recharge', changed: false, money: true },
  { path: 'screens/pages/withdrawal.json', kind: 'screen', id: 'withdrawal', changed: true, money: true },
  { path: 'screens/prompts/realnameRequired.json', kind: 'prompt', id: 'realnameRequired', changed: false, money: false },
];

/** ops/studio/files: the bundle's files as the change leaves them. */
export const studioFiles: ApiResponse<'ops/studio/files'> = { list: bundleFiles };

/** ops/studio/files searched for "withdraw" (q matches the path). */
export const studioFilesWithdraw: ApiResponse<'ops/studio/files'> = {
  list: bundleFiles.filter((f) => f.path.toLowerCase().includes('withdraw')),
};

/** ops/studio/file: the change's withdrawal.json with the broken binding, beside the published text, and the gate's error in it. */
export const studioFileBroken: ApiResponse<'ops/studio/file'> = {
  path: 'screens/pages/withdrawal.json',
  kind: 'screen',
  text: withdrawalScreenBroken,
  published_text: withdrawalText,
  changed: true,
  money: true,
  used_by: [],
  errors: [feeBindError],
};

/** ops/studio/file with the binding fixed: the change's text passes the gate. */
export const studioFileFixed: ApiResponse<'ops/studio/file'> = { ...studioFileBroken, text: withdrawalText, errors: [] };

/** The bundle's languages in column order (screens/app.json). */
const studioLocales = appJson.i18n.locales.map(({ code, label }) => ({ code, label }));

/** ops/studio/texts: three keys of the withdrawal screen in all 13 languages; the change rewrote the notice in ko and en, and one text is missing in Türkmençe. */
export const studioTexts: ApiResponse<'ops/studio/texts'> = {
  total: 3,
  page: 1,
  limit: 20,
  locales: studioLocales,
  list: [
    {
      key: 'money.withdraw.feesTitle',
      area: 'screens',
      values: {
        ko: '수수료 및 심사 시간',
        en: 'Fees and review hours',
        jp: '手数料と審査時間',
        zh: '手续费与审核时间',
        'zh-Hant': '手續費與審核時間',
        es: 'Comisiones y horario de revisión',
        isr: 'Commissioni e orari di revisione',
        de: 'Gebühren und Prüfzeiten',
        fr: "Frais et heures d'examen",
        rs: 'Комиссии и часы проверки',
        tk: 'Komissiýalar we barlag wagty',
        id: 'Biaya dan jam tinjauan',
        idn: 'शुल्क और समीक्षा समय',
      },
      stale: [],
    },
    {
      key: 'money.withdraw.honest',
      area: 'screens',
      values: {
        ko: NOTICE_KO,
        en: NOTICE_EN,
        jp: '出金のために支払いや入金をお願いすることは決してありません。',
        zh: '我们绝不会要求您为放行提现而支付或充值任何款项。',
        'zh-Hant': '我們絕不會要求您為了放行提領而支付或入金任何款項。',
        es: 'Nunca te pediremos que pagues ni deposites nada para liberar un retiro.',
        isr: 'Non ti chiederemo mai di pagare o depositare nulla per sbloccare un prelievo.',
        de: 'Wir verlangen niemals eine Zahlung oder Einzahlung, um eine Auszahlung freizugeben.',
        fr: 'Nous ne vous demanderons jamais de payer ou de déposer quoi que ce soit pour débloquer un retrait.',
        rs: 'Мы никогда не просим что-либо оплатить или внести, чтобы разблокировать вывод средств.',
        tk: 'Pul çykarmagy açmak üçin sizden hiç haçan töleg ýa-da goşmaça serişde talap etmeýäris.',
        id: 'Kami tidak pernah meminta Anda membayar atau menyetor apa pun untuk mencairkan penarikan.',
        idn: 'निकासी जारी करने के लिए हम आपसे कभी कोई भुगतान या जमा करने को नहीं कहते।',
      },
      stale: ['jp', 'rs', 'tk', 'zh', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'zh-Hant'],
    },
    {
      key: 'money.withdraw.toWallet',
      area: 'screens',
      values: {
        ko: 'USDT 지갑',
        en: 'USDT wallet',
        jp: 'USDTウォレット',
        zh: 'USDT钱包',
        'zh-Hant': 'USDT錢包',
        es: 'Billetera USDT',
        isr: 'Wallet USDT',
        de: 'USDT-Wallet',
        fr: 'Portefeuille USDT',
        rs: 'USDT-кошелёк',
        tk: null,
        id: 'Dompet USDT',
        idn: 'USDT वॉलेट',
      },
      stale: [],
    },
  ],
};

/** ops/studio/texts when nothing matches the search. */
export const studioTextsNone: ApiResponse<'ops/studio/texts'> = { ...studioTexts, total: 0, list: [] };

/** Edits typed into the table and not saved yet (state of the TranslationTable). */
export const studioTextEdits: ApiRequest<'ops/studio/texts_save'>['edits'][number][] = [
  { key: 'money.withdraw.toWallet', locale: 'tk', text: 'USDT gapjygy' },
  { key: 'money.withdraw.feesTitle', locale: 'en', text: 'Fees and when we review' },
];

/** Keys of a dictionary file, nested objects flattened to dotted keys. */
function dictionaryKeys(dict: object, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v !== null && typeof v === 'object' ? dictionaryKeys(v as object, key) : [key];
  });
}

/** A dictionary's texts by dotted key. */
function dictionaryTexts(dict: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dict).flatMap(([k, v]): [string, string][] => {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v !== null && typeof v === 'object') return Object.entries(dictionaryTexts(v as object, key));
      return typeof v === 'string' ? [[key, v]] : [];
    }),
  );
}

/** File names (without .json) of a bundle folder. */
const idsOf = (files: Record<string, unknown>): string[] => Object.keys(files).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'));

/**
 * ops/studio/vocabulary as the server answers it for the built-in bundle: the DSL schemas and the
 * widget catalog as files, every endpoint id, every translation key, and the bundle's forms,
 * prompts, screens, fragments and routes.
 */
export const studioVocabulary: ApiResponse<'ops/studio/vocabulary'> = {
  dsl_version: 2,
  schemas: {
    'action.schema.json': actionSchema,
    'app.schema.json': appSchema,
    'condition.schema.json': conditionSchema,
    'fixture-test.schema.json': fixtureTestSchema,
    'form.schema.json': formSchema,
    'fragment.schema.json': fragmentSchema,
    'node.schema.json': nodeSchema,
    'prompt.schema.json': promptSchema,
    'screen.schema.json': screenSchema,
    'value.schema.json': valueSchema,
  },
  roots: {
    screen: 'screen.schema.json',
    form: 'form.schema.json',
    prompt: 'prompt.schema.json',
    fragment: 'fragment.schema.json',
    app: 'app.schema.json',
    test: 'fixture-test.schema.json',
  },
  widgets: widgetCatalog,
  endpoints: Object.keys(catalogue).sort(),
  i18n_keys: [...dictionaryKeys(enEngine), ...dictionaryKeys(enScreens), ...dictionaryKeys(enStaff)].sort(),
  forms: idsOf(import.meta.glob('../../screens/forms/*.json')),
  prompts: idsOf(import.meta.glob('../../screens/prompts/*.json')),
  screens: idsOf(import.meta.glob('../../screens/pages/*.json')),
  fragments: Object.entries(
    import.meta.glob<{ params?: Record<string, { required?: boolean }>; description?: string }>('../../screens/fragments/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, f]) => ({
    id: path.replace(/^.*\/([^/]+)\.json$/, '$1'),
    ...(f.description !== undefined ? { description: f.description } : {}),
    params: Object.fromEntries(Object.entries(f.params ?? {}).map(([name, p]) => [name, p.required === true])),
  })),
  routes: appJson.routes.map(({ name, path, screen }) => ({ name, path, screen })),
  // The stories' catalogue is the browser's compact one, without response schemas: bindings are
  // completed from responses in tests/unit and tests/e2e.
  responses: {},
  texts: { ...dictionaryTexts(enEngine), ...dictionaryTexts(enScreens), ...dictionaryTexts(enStaff) },
  form_schemas: Object.fromEntries(
    Object.entries(
      import.meta.glob<{ schema: Record<string, unknown> }>('../../screens/forms/*.json', { eager: true, import: 'default' }),
    ).map(([path, f]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), f.schema]),
  ),
};

/** ops/studio/draft_bundle: the change as overrides of the built-in bundle (by content hash). */
export const studioDraftBundle: ApiResponse<'ops/studio/draft_bundle'> = {
  version: LIVE_VERSION,
  dsl_version: 2,
  overrides: [
    { path: 'locales/en/screens.json', hash: '3f1c9a7e5b2d4f6081a9c3e5d7b9f1a2c4e6f8091b3d5f7a9c1e3f5a7b9d1f3e' },
    { path: 'locales/ko/screens.json', hash: '8b2e4d6f80a1c3e5f7091b3d5f7a9c1e3f5a7b9d1f3e5a7c9e1b3d5f7a9c1e3d' },
    { path: 'screens/pages/withdrawal.json', hash: 'c4e6f8091b3d5f7a9c1e3f5a7b9d1f3e5a7c9e1b3d5f7a9c1e3d5f7a9b1c3e5f' },
  ],
};

/** ops/studio/test_members: members marked as test accounts, whose live data the preview may show. */
export const studioTestMembers: ApiResponse<'ops/studio/test_members'> = {
  list: [
    { uid: '90000001', nickname: 'QA Verified' },
    { uid: '90000002', nickname: 'QA New Member' },
  ],
};

/** ops/studio/fixtures: the preview's sample data by endpoint id (here, the stories' own fixtures). */
export const studioSampleData: ApiResponse<'ops/studio/fixtures'> = {
  fixtures: {
    'common/conf': conf,
    'member/info': member,
    'member/asset': asset,
    'wallet/conf': walletConf,
    'wallet/digital_option': digitalOption,
    'wallet/bank_option': bankOption,
  },
};

/** Everything the studio's phone preview asks for (PreviewPanel): the vocabulary's routes, the draft's bundle, test members, sample data. */
export const studioPreviewFixtures = {
  'ops/studio/vocabulary': studioVocabulary,
  'ops/studio/draft_bundle': studioDraftBundle,
  'ops/studio/test_members': studioTestMembers,
  'ops/studio/fixtures': studioSampleData,
};
