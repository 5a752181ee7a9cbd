import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormSpec, ScreenSpec } from '@engine/runtime/dsl';
import { DSL_VERSION } from '@core/dsl/version';
import { precompileForm } from '../helpers/precompileForm';
import { renderApp, type Sent } from '../helpers/testEngine';

// A quantity bounded by the row it applies to (a block trade's offer: min, max and lot from the
// list's item): the Form sits in a List row, reads its bounds from `item`, and a step from data
// (multipleOf) refuses a quantity that is not whole lots, with the form's own message.
const apply: FormSpec = {
  dslVersion: DSL_VERSION,
  id: 'lotApply',
  schema: {
    type: 'object',
    required: ['quantity'],
    properties: {
      quantity: {
        type: 'integer',
        minimum: { $bind: 'item.min', $fmt: 'number', pattern: '0' },
        maximum: { $bind: 'item.max', $fmt: 'number', pattern: '0' },
        multipleOf: { $bind: 'item.lot', $fmt: 'number', pattern: '0' },
      },
    },
  },
  uiSchema: { quantity: { 'ui:title': 'fixture.quantity' } },
  messages: {
    quantity: { minimum: 'fixture.range', maximum: 'fixture.range', multipleOf: 'fixture.lots' },
  },
  submitText: 'fixture.submit',
};

const offers: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'offers',
  title: 'fixture.title',
  navbar: { show: false },
  data: { offers: { endpoint: 'news/list' } },
  body: [
    {
      widget: 'List',
      props: { source: 'offers', path: 'list', keyField: 'id' },
      children: [
        {
          widget: 'Form',
          visibleWhen: { $bind: 'item.id', eq: 7 },
          props: { form: 'lotApply' },
          on: {
            submit: [
              {
                type: 'api',
                endpoint: 'member/claim',
                params: { id: { $bind: 'item.id' }, quantity: { $bind: 'form.quantity' } },
              },
            ],
          },
        },
      ],
    },
  ],
};

const dictionaries = {
  en: {
    fixture: {
      title: 'Offers',
      quantity: 'Quantity',
      submit: 'Apply',
      range: 'From {{min}} to {{max}} shares',
      lots: 'Whole lots of {{limit}} shares',
    },
  },
};

async function renderOffers() {
  const claims: Sent[] = [];
  await renderApp({
    screens: { login: offers },
    routes: [{ name: 'login', path: '/', screen: 'login', login: false, title: 'fixture.title' }],
    forms: { lotApply: apply },
    compiledForms: { lotApply: precompileForm(apply.schema) },
    locale: 'en',
    dictionaries,
    server: {
      'news/list': () => ({
        code: 0,
        data: {
          list: [
            { id: 6, min: 10, max: 20, lot: 10 },
            { id: 7, min: 100, max: 1500, lot: 100 },
          ],
        },
      }),
      'member/claim': (sent) => (claims.push(sent), { code: 0, data: null }),
    },
  });
  return claims;
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Quantity'), { target: { value } });

describe('a step from data (multipleOf bound to the row)', () => {
  it('offers the digits keyboard for a whole number', async () => {
    await renderOffers();
    expect((await screen.findByLabelText('Quantity')).getAttribute('inputmode')).toBe('numeric');
  });

  it('refuses what is not whole lots or outside the row, and sends whole lots as a number', async () => {
    const claims = await renderOffers();
    await screen.findByLabelText('Quantity');
    // The only form is the chosen row's: its bounds, not the other row's.
    expect(screen.getAllByRole('button', { name: 'Apply' })).toHaveLength(1);
    type('250');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Whole lots of 100 shares')).toBeTruthy();
    type('1600');
    expect(await screen.findByText('From 100 to 1,500 shares')).toBeTruthy();
    expect(claims).toEqual([]);
    type('300');
    await waitFor(() => expect(screen.queryByText(/Whole lots|From 100/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(claims[0]?.body).toEqual({ id: 7, quantity: 300 });
  });
});
