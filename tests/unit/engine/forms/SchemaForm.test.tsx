import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormSpec, ScreenSpec } from '@engine/runtime/dsl';
import { precompileForm } from '../helpers/precompileForm';
import { renderApp, type Sent } from '../helpers/testEngine';
import { expandFragments } from '@core/fragments/expandFragments';
import kycDetail from '@screens/pages/opsKycDetail.json';
import reviewDecision from '@screens/fragments/reviewDecision.json';
import { DSL_VERSION } from '@core/dsl/version';

const signup: FormSpec = {
  dslVersion: DSL_VERSION,
  id: 'signup',
  schema: {
    type: 'object',
    required: ['email', 'password', 'confirm', 'agree'],
    properties: {
      email: { type: 'string', format: 'email' },
      password: { type: 'string', format: 'password' },
      confirm: { type: 'string', format: 'password' },
      agree: { type: 'boolean', const: true },
    },
  },
  uiSchema: {
    email: { 'ui:title': 'fixture.email', 'ui:placeholder': 'fixture.emailHint', 'ui:widget': 'email' },
    password: { 'ui:title': 'fixture.password', 'ui:widget': 'password' },
    confirm: { 'ui:title': 'fixture.confirm', 'ui:widget': 'password' },
    agree: {
      'ui:title': 'fixture.agree',
      'ui:widget': 'agree',
      'ui:options': {
        links: [
          { text: 'fixture.terms', to: 'done', query: { doc: 'terms' } },
          { text: 'fixture.privacy', to: 'done', query: { doc: 'privacy' } },
        ],
      },
    },
  },
  rules: [{ type: 'equal', field: 'confirm', other: 'password', message: 'engine.validation.mismatch' }],
  submitText: 'fixture.submit',
};

const phoneLogin: FormSpec = {
  dslVersion: DSL_VERSION,
  id: 'phoneLogin',
  schema: {
    type: 'object',
    required: ['area_code', 'mobile'],
    properties: {
      area_code: { type: 'string', format: 'digits', maxLength: 4 },
      mobile: { type: 'string', format: 'mobile' },
      remember: { type: 'boolean', default: false },
    },
  },
  uiSchema: {
    area_code: { 'ui:title': 'fixture.area', 'ui:widget': 'areaCode' },
    mobile: { 'ui:title': 'fixture.mobile' },
    remember: { 'ui:title': 'fixture.remember', 'ui:widget': 'checkbox' },
  },
  submitText: 'fixture.submit',
};

/** A withdrawal target picked from data (the Form's choices): ids are integers in the catalogue. */
const pickTarget: FormSpec = {
  dslVersion: DSL_VERSION,
  id: 'pickTarget',
  schema: { type: 'object', required: ['target_id'], properties: { target_id: { type: 'integer', minimum: 1 } } },
  uiSchema: { target_id: { 'ui:title': 'fixture.area', 'ui:widget': 'select', 'ui:options': { valueKey: 'id', labelKey: 'label' } } },
  submitText: 'fixture.submit',
};

const dictionaries = {
  en: {
    fixture: {
      email: 'Email',
      emailHint: 'you@example.com',
      password: 'Password',
      confirm: 'Confirm password',
      agree: 'I agree to the',
      terms: 'Terms',
      privacy: 'Privacy Policy',
      submit: 'Sign up',
      area: 'Area',
      mobile: 'Mobile',
      remember: 'Remember me',
    },
  },
  ko: {
    fixture: {
      email: '이메일',
      emailHint: 'you@example.com',
      password: '비밀번호',
      confirm: '비밀번호 확인',
      agree: '다음에 동의합니다',
      terms: '이용약관',
      privacy: '개인정보 처리방침',
      submit: '가입하기',
      area: '국가',
      mobile: '휴대폰',
      remember: '기억하기',
    },
  },
};

function formScreen(form: string, stateKey?: string): ScreenSpec {
  return {
    dslVersion: DSL_VERSION,
    id: 'login',
    title: 'fixture.title',
    navbar: { show: false },
    body: [
      {
        widget: 'Form',
        props: { form, ...(stateKey ? { stateKey } : {}) },
        on: {
          submit: [
            { type: 'api', endpoint: 'member/claim', paramsFrom: 'form', params: { source: 'web' } },
            { type: 'navigate', to: 'done' },
          ],
        },
      },
    ],
  };
}

const done: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'done',
  title: 'fixture.done',
  body: [{ widget: 'Text', props: { text: 'Signed up' } }],
};
const areas: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'areas',
  title: 'fixture.areas',
  body: [
    {
      widget: 'Cell',
      props: { title: 'United States' },
      on: { click: [{ type: 'set', path: 'state.area', value: { code: 'US', dial: '1' } }, { type: 'back' }] },
    },
  ],
};
const routes = [
  { name: 'login', path: '/pages/login/login', alias: '/', screen: 'login', login: false, title: 'fixture.title' },
  { name: 'done', path: '/done', screen: 'done', login: false, title: 'fixture.done' },
  { name: 'areas', path: '/areas', screen: 'areas', login: false, title: 'fixture.areas' },
];

async function renderForm(locale: 'en' | 'ko', form: FormSpec = signup, stateKey?: string) {
  const claims: Sent[] = [];
  const app = await renderApp({
    screens: { login: formScreen(form.id, stateKey), done, areas },
    routes,
    forms: { [form.id]: form },
    compiledForms: { [form.id]: precompileForm(form.schema) },
    locale,
    dictionaries,
    server: {
      'member/claim': (sent) => {
        claims.push(sent);
        return { code: 0, data: null };
      },
    },
  });
  return { ...app, claims };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('select from data', () => {
  it('hands an integer field its chosen id as a number', async () => {
    const claims: Sent[] = [];
    const screenSpec = formScreen('pickTarget');
    screenSpec.body[0]!.props = {
      form: 'pickTarget',
      choices: {
        target_id: [
          { id: 7, label: 'TRC20 TR7NHq****Lj6t' },
          { id: 9, label: 'ERC20 0xdAC1****1ec7' },
        ],
      },
    };
    await renderApp({
      screens: { login: screenSpec, done, areas },
      routes,
      forms: { pickTarget },
      compiledForms: { pickTarget: precompileForm(pickTarget.schema) },
      locale: 'en',
      dictionaries,
      server: { 'member/claim': (sent) => (claims.push(sent), { code: 0, data: null }) },
    });
    fireEvent.click(await screen.findByText('ERC20 0xdAC1****1ec7'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Signed up');
    expect(claims[0]?.body).toEqual({ target_id: 9, source: 'web' });
  });
});

describe('Form (English)', () => {
  it('labels from the uiSchema, required and consent messages after the first submit', async () => {
    await renderForm('en');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.getByPlaceholderText('you@example.com')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(screen.getByText('Please read and accept the agreement and privacy policy')).toBeTruthy();
  });

  it('validates live after the first submit: email format and the equal rule', async () => {
    await renderForm('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await screen.findAllByText('This field is required');
    type('Email', 'not-an-email');
    expect(await screen.findByText('Please enter the correct email')).toBeTruthy();
    type('Password', 'abcdefg1');
    type('Confirm password', 'abcdefg2');
    expect(await screen.findByText('Two passwords are inconsistent')).toBeTruthy();
    type('Password', 'short');
    expect(await screen.findByText('8-32 characters including 2 kinds of letters, symbols or numbers')).toBeTruthy();
  });

  it('submits the values into the action chain', async () => {
    const { claims, engine } = await renderForm('en');
    await screen.findByLabelText('Email');
    type('Email', 'kim@example.com');
    type('Password', 'abcdefg1');
    type('Confirm password', 'abcdefg1');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Signed up')).toBeTruthy();
    expect(claims[0]?.body).toEqual({ email: 'kim@example.com', password: 'abcdefg1', confirm: 'abcdefg1', agree: true, source: 'web' });
    expect(claims[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(engine.navigation.location().pathname).toBe('/done');
  });

  it('joins the agreement links with "and"', async () => {
    await renderForm('en');
    await screen.findByRole('button', { name: 'Privacy Policy' });
    expect([...document.querySelectorAll('.mer-agree > *')].map((e) => e.textContent)).toEqual([
      'I agree to the',
      'Terms',
      'and',
      'Privacy Policy',
    ]);
  });

  it('opens the agreement link without ticking the box', async () => {
    const { engine } = await renderForm('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Terms' }));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/done'));
    expect(engine.navigation.location().search).toBe('?doc=terms');
  });
});

describe('Form: a refusal from the server', () => {
  async function renderRefused(onError?: boolean) {
    const screenSpec = formScreen('phoneLogin');
    if (onError)
      screenSpec.body[0]!.on!.submit![0] = {
        type: 'api',
        endpoint: 'member/claim',
        paramsFrom: 'form',
        onError: [{ type: 'set', path: 'state.seen', value: { $bind: 'error.code' } }],
      };
    const app = await renderApp({
      screens: { login: screenSpec, done, areas },
      routes,
      forms: { phoneLogin },
      compiledForms: { phoneLogin: precompileForm(phoneLogin.schema) },
      locale: 'en',
      dictionaries,
      server: { 'member/claim': () => ({ code: 422, msg: 'This document is already verified on another account', data: null }) },
    });
    await screen.findByLabelText('Mobile');
    type('Mobile', '1012345678');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    return app;
  }

  it('keeps the toast and shows the refusal above the button until the member edits a field', async () => {
    const { feedback } = await renderRefused();
    const banner = await screen.findByText('This document is already verified on another account');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.closest('form')).toBeTruthy();
    expect(feedback.errorToast).toHaveBeenCalled();
    expect(screen.queryByText('Signed up')).toBeNull();
    type('Mobile', '1012345679');
    await waitFor(() => expect(screen.queryByText('This document is already verified on another account')).toBeNull());
  });

  it('shows it too when the screen handles the error with onError', async () => {
    const { engine } = await renderRefused(true);
    expect(await screen.findByText('This document is already verified on another account')).toBeTruthy();
    expect(engine.stores.state.getIn('seen')).toBe(422);
  });
});

describe('Form: the submit button colour', () => {
  it('is danger when the screen says so (the KYC review: Reject never looks like Approve)', async () => {
    const screenSpec = formScreen('phoneLogin');
    screenSpec.body[0]!.props = { form: 'phoneLogin', submitColor: 'danger' };
    await renderApp({
      screens: { login: screenSpec, done, areas },
      routes,
      forms: { phoneLogin },
      compiledForms: { phoneLogin: precompileForm(phoneLogin.schema) },
      locale: 'en',
      dictionaries,
    });
    const submit = await screen.findByRole('button', { name: 'Sign up' });
    expect(submit.className).toContain('adm-button-danger');
    expect(submit.className).not.toContain('adm-button-primary');

    // The real review screen (its decision part is a fragment): Approve is the primary button, the
    // rejection form's submit is danger.
    const expanded = expandFragments(kycDetail, { reviewDecision }, 'screens/pages/opsKycDetail.json').doc;
    const nodes = JSON.stringify(expanded);
    expect(nodes).toContain('"form":"kycReject","submitColor":"danger"');
    expect(nodes).toMatch(/"\$t":"ops\.kyc\.approve"\},"color":"primary"/);
  });
});

describe('Form (Korean)', () => {
  it('shows the same messages in Korean', async () => {
    await renderForm('ko');
    fireEvent.click(await screen.findByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(screen.getAllByText('필수 입력 항목입니다')).toHaveLength(3));
    expect(screen.getByText('이용약관 및 개인정보 처리방침에 동의해 주세요')).toBeTruthy();
    type('이메일', 'nope');
    expect(await screen.findByText('올바른 이메일 주소를 입력해 주세요')).toBeTruthy();
    type('비밀번호', 'abcdefg1');
    type('비밀번호 확인', 'abcdefg9');
    expect(await screen.findByText('두 비밀번호가 일치하지 않습니다')).toBeTruthy();
  });
});

describe('Form state and the area code', () => {
  it('keeps values in state.<stateKey> across the trip to the area picker', async () => {
    const { engine, claims } = await renderForm('en', phoneLogin, 'phone');
    const area = await screen.findByRole('button', { name: 'Area +82' });
    type('Mobile', '1012345678');
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(engine.stores.state.getIn('phone')).toEqual({ area_code: '82', mobile: '1012345678', remember: true }));
    fireEvent.click(area);
    fireEvent.click(await screen.findByText('United States'));
    expect(await screen.findByRole('button', { name: 'Area +1' })).toBeTruthy();
    expect((screen.getByLabelText('Mobile') as HTMLInputElement).value).toBe('1012345678');
    // The picker's choice reaches the form through state: submit once state holds it (a run that
    // submitted in between sent the old area code).
    await waitFor(() => expect(engine.stores.state.getIn('phone')).toMatchObject({ area_code: '1' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    });
    await screen.findByText('Signed up');
    expect(claims[0]?.body).toEqual({ area_code: '1', mobile: '1012345678', remember: true, source: 'web' });
  });

  it('never puts password fields into app state', async () => {
    const { engine, claims } = await renderForm('en', signup, 'signup');
    await screen.findByLabelText('Email');
    type('Email', 'kim@example.com');
    type('Password', 'abcdefg1');
    type('Confirm password', 'abcdefg1');
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(engine.stores.state.getIn('signup')).toEqual({ email: 'kim@example.com', agree: true }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Signed up');
    expect(claims[0]?.body).toMatchObject({ email: 'kim@example.com', password: 'abcdefg1', confirm: 'abcdefg1' });
  });

  it('shows an unavailable form instead of crashing when validators were not generated', async () => {
    await renderApp({ screens: { login: formScreen('ghost') }, routes, forms: {}, locale: 'en' });
    expect(await screen.findByText('This form is not available right now.')).toBeTruthy();
  });
});
