import { describe, expect, it } from 'vitest';
import { whereUsed } from '@core/fragments/whereUsed';

const page = (id: string) => `screens/pages/${id}.json`;

describe('whereUsed', () => {
  it('lists the screens that use a fragment directly or through others, then the fragments that do', () => {
    const fragments = { header: { node: { widget: 'Row' } }, back: { node: { $use: 'header' } }, other: { node: { widget: 'Text' } } };
    const screens = { b: { body: [{ $use: 'back' }] }, a: { body: [{ $use: 'header' }] }, c: { body: [{ $use: 'other' }] } };
    expect(whereUsed('header', screens, fragments, page)).toEqual([page('a'), page('b'), 'screens/fragments/back.json']);
    expect(whereUsed('back', screens, fragments, page)).toEqual([page('b')]);
    expect(whereUsed('nobody', screens, fragments, page)).toEqual([]);
  });
});
