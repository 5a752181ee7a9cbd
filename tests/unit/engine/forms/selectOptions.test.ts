import { describe, expect, it } from 'vitest';
import { selectOptions } from '@engine/forms/selectOptions';

const t = (key: string) => `t(${key})`;

describe('selectOptions', () => {
  it('labels an enum with the i18n keys of ui:options.labels, and falls back to the value', () => {
    const options = selectOptions({
      schema: { type: 'string', enum: ['id_card', 'passport', 'other'] },
      uiOptions: { labels: { id_card: 'idTypes.id_card', passport: 'idTypes.passport' } },
      data: undefined,
      t,
    });
    expect(options).toEqual([
      { value: 'id_card', label: 't(idTypes.id_card)' },
      { value: 'passport', label: 't(idTypes.passport)' },
      { value: 'other', label: 'other' },
    ]);
  });

  it('prefers options from data, reading value and label by the keys ui:options names', () => {
    const data = [{ code: 'KB', name: 'KB Kookmin Bank' }, { code: 'HSBC', name: 'HSBC' }, null, { code: '', name: '' }];
    expect(selectOptions({ schema: { type: 'string', enum: ['x'] }, uiOptions: { valueKey: 'name', labelKey: 'name' }, data, t })).toEqual([
      { value: 'KB Kookmin Bank', label: 'KB Kookmin Bank' },
      { value: 'HSBC', label: 'HSBC' },
    ]);
  });

  it('takes plain values from data as their own values, labelled through ui:options.labelTemplate', () => {
    const withArgs = (key: string, args?: Record<string, unknown>) => `t(${key}, ${String(args?.value)})`;
    expect(
      selectOptions({ schema: { type: 'integer' }, uiOptions: { labelTemplate: 'invest.daysOption' }, data: [7, 30], t: withArgs }),
    ).toEqual([
      { value: '7', label: 't(invest.daysOption, 7)' },
      { value: '30', label: 't(invest.daysOption, 30)' },
    ]);
    expect(selectOptions({ schema: { type: 'string' }, uiOptions: {}, data: ['0.05', ''], t })).toEqual([{ value: '0.05', label: '0.05' }]);
  });

  it('gives nothing to choose when neither an enum nor data is there', () => {
    expect(selectOptions({ schema: { type: 'string' }, uiOptions: {}, data: undefined, t })).toEqual([]);
  });
});
