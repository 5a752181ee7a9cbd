import { describe, expect, it } from 'vitest';
import { checkIdentifierTexts, isIdentifierSchema } from '@core/validate/checkIdentifierTexts';
import type { Bundle, CatalogueIndex } from '@core/validate/types';

// A response with codes (a lower-case enum), public symbols (capitals) and free text.
const response = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          end_reason: { type: ['string', 'null'], enum: ['expired', 'stop_loss', 'early_stop', null] },
          currency: { type: 'string', enum: ['USD', 'GBX'] },
          name: { type: 'string' },
          amount: { type: 'string' },
        },
      },
    },
  },
};
const catalogue = { byId: new Map([['follow/log', { id: 'follow/log', method: 'GET', response }]]) } as unknown as CatalogueIndex;

function screenWith(node: unknown): Bundle {
  const screen = {
    id: 's',
    data: { log: { endpoint: 'follow/log' } },
    body: [{ widget: 'List', props: { source: 'log', path: 'list' }, children: [node] }],
  };
  return { app: {}, screens: { s: screen }, forms: {}, prompts: {}, fragments: {}, locales: {} } as unknown as Bundle;
}

describe('checkIdentifierTexts', () => {
  it('refuses a code bound into a text, directly, through $concat or as a $t argument', () => {
    for (const text of [
      { $bind: 'item.end_reason' },
      { $concat: ['Ended: ', { $bind: 'item.end_reason' }] },
      { $t: 'follow.ended', args: { reason: { $bind: 'item.end_reason' } } },
      { $if: { $bind: 'item.name' }, then: { $bind: 'item.end_reason' }, else: '' },
      { $t: 'follow.ended', args: { reasons: { $repeat: { $bind: 'data.log.list' }, each: { $bind: 'item.end_reason' } } } },
    ]) {
      const errors = checkIdentifierTexts(screenWith({ widget: 'Text', props: { text } }), catalogue);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(/item\.end_reason is a code/);
      expect(errors[0]!.pointer).toMatch(/^\/body\/0\/children\/0\/props\/text\/.*\$bind$/);
    }
  });

  it('accepts a code turned into words by a key, a code read only by a condition, public symbols, free text and formatted values', () => {
    const ok = [
      { $if: { $bind: 'item.end_reason', eq: 'stop_loss' }, then: { $t: 'follow.reason.stopLoss' }, else: { $t: 'follow.reason.other' } },
      { $concat: [{ $fmt: 'money', $bind: 'item.amount' }, ' ', { $bind: 'item.currency' }] },
      { $bind: 'item.name' },
    ];
    for (const text of ok) expect(checkIdentifierTexts(screenWith({ widget: 'Text', props: { text } }), catalogue)).toEqual([]);
    // A code in a prop a member does not read (a Cell's click query) is not a text.
    expect(checkIdentifierTexts(screenWith({ widget: 'Cell', props: { title: { $bind: 'item.name' } } }), catalogue)).toEqual([]);
  });

  it('knows codes from symbols', () => {
    expect(isIdentifierSchema({ type: 'string', enum: ['mean_reversion', 'momentum'] })).toBe(true);
    expect(isIdentifierSchema({ const: 'early_stop' })).toBe(true);
    expect(isIdentifierSchema({ type: 'string', enum: ['TRC20', 'ERC20'] })).toBe(false);
    expect(isIdentifierSchema({ type: 'string' })).toBe(false);
  });
});
