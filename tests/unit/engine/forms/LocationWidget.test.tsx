import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormSpec, ScreenSpec } from '@engine/runtime/dsl';
import { DSL_VERSION } from '@core/dsl/version';
import { precompileForm } from '../helpers/precompileForm';
import { renderApp, type Sent } from '../helpers/testEngine';

const branchForm: FormSpec = {
  dslVersion: DSL_VERSION,
  id: 'branch',
  schema: {
    type: 'object',
    required: ['bank'],
    properties: { bank: { type: 'string', minLength: 1 }, branch_address: { type: 'string', maxLength: 300 } },
  },
  uiSchema: {
    bank: { 'ui:title': 'fixture.bank' },
    branch_address: { 'ui:title': 'fixture.branch', 'ui:widget': 'location' },
  },
  submitText: 'fixture.submit',
};

const formScreen: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'card',
  title: 'fixture.title',
  body: [
    {
      widget: 'Form',
      props: { form: 'branch', stateKey: 'cardForm' },
      on: {
        submit: [
          {
            type: 'api',
            endpoint: 'member/claim',
            paramsFrom: 'form',
            params: { branch_lat: { $bind: 'state.location.lat' }, branch_lng: { $bind: 'state.location.lng' } },
          },
          { type: 'navigate', to: 'done' },
        ],
      },
    },
  ],
};
// Stands in for /choose-location: what the real picker writes, then back.
const picker: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'chooseLocation',
  title: 'fixture.picker',
  body: [
    {
      widget: 'Button',
      props: { text: 'Use this address' },
      on: {
        click: [
          { type: 'set', path: 'state.location', value: { address: '1 Sejong-daero, Seoul', lat: 37.5665351, lng: 126.9779692 } },
          { type: 'back' },
        ],
      },
    },
  ],
};
const done: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'done',
  title: 'fixture.done',
  body: [{ widget: 'Text', props: { text: 'Bound' } }],
};
const routes = [
  { name: 'card', path: '/card', alias: '/', screen: 'card', login: false, title: 'fixture.title' },
  { name: 'chooseLocation', path: '/choose-location', screen: 'chooseLocation', login: false, title: 'fixture.picker' },
  { name: 'done', path: '/done', screen: 'done', login: false, title: 'fixture.done' },
];
const dictionaries = {
  en: {
    fixture: { title: 'Card', picker: 'Choose a location', done: 'Done', bank: 'Bank', branch: 'Branch address', submit: 'Bind' },
    service: { location: { pinned: 'Pinned on the map', chooseOnMap: 'Choose on the map', changeOnMap: 'Change on the map' } },
  },
};

async function renderCard() {
  const sent: Sent[] = [];
  const app = await renderApp({
    screens: { card: formScreen, chooseLocation: picker, done },
    routes,
    forms: { branch: branchForm },
    compiledForms: { branch: precompileForm(branchForm.schema) },
    locale: 'en',
    dictionaries,
    server: {
      'member/claim': (body) => {
        sent.push(body);
        return { code: 0, data: { id: 1 } };
      },
    },
  });
  return { ...app, sent };
}

const branchField = () => screen.getByLabelText('Branch address') as HTMLTextAreaElement;

describe('the location form widget', () => {
  it('fills the address from the map picker, keeps the other fields, and the screen sends the pin', async () => {
    const { engine, sent } = await renderCard();
    fireEvent.change(await screen.findByLabelText('Bank'), { target: { value: 'HSBC' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose on the map' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(branchField().value).toBe('1 Sejong-daero, Seoul'));
    expect((screen.getByLabelText('Bank') as HTMLInputElement).value).toBe('HSBC');
    expect(screen.getByText('Pinned on the map')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change on the map' })).toBeTruthy();
    await waitFor(() => expect(engine.stores.state.getIn('cardForm')).toMatchObject({ branch_address: '1 Sejong-daero, Seoul' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    });
    await screen.findByText('Bound');
    expect(sent[0]?.body).toEqual({
      bank: 'HSBC',
      branch_address: '1 Sejong-daero, Seoul',
      branch_lat: 37.5665351,
      branch_lng: 126.9779692,
    });
  });

  it('keeps the pin while the address is corrected, and drops it with an emptied field', async () => {
    const { engine } = await renderCard();
    act(() => engine.stores.state.setIn('location', { address: '1 Sejong-daero', lat: 37.5, lng: 127 }));
    await waitFor(() => expect(branchField().value).toBe('1 Sejong-daero'));
    fireEvent.change(branchField(), { target: { value: '1 Sejong-daero, Jung-gu' } });
    expect(engine.stores.state.getIn('location')).toEqual({ address: '1 Sejong-daero, Jung-gu', lat: 37.5, lng: 127 });
    expect(screen.getByText('Pinned on the map')).toBeTruthy();
    fireEvent.change(branchField(), { target: { value: '' } });
    expect(engine.stores.state.getIn('location')).toBeNull();
    expect(screen.queryByText('Pinned on the map')).toBeNull();
    fireEvent.change(branchField(), { target: { value: 'Busan Station' } });
    expect(engine.stores.state.getIn('location')).toEqual({ address: 'Busan Station' });
    expect(screen.getByRole('button', { name: 'Choose on the map' })).toBeTruthy();
  });
});
