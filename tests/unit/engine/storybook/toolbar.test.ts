import { describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import appJson from '@screens/app.json';

interface ToolbarItem {
  value: string;
  title: string;
}

function itemsOf(name: 'locale' | 'theme'): ToolbarItem[] {
  const toolbar = (preview.globalTypes?.[name] as { toolbar?: { items?: ToolbarItem[] } } | undefined)?.toolbar;
  return toolbar?.items ?? [];
}

// The toolbar offers what the app offers (issue 25: it once offered 2 of 13 languages).
describe('Storybook toolbar', () => {
  it('offers every locale of screens/app.json, in its order, by its own name', () => {
    const items = itemsOf('locale');
    expect(items.map((i) => i.value)).toEqual(appJson.i18n.locales.map((l) => l.code));
    expect(items).toHaveLength(13);
    expect(items.find((i) => i.value === 'idn')?.title).toBe('हिन्दी (idn)');
  });

  it('offers both themes and starts on the app defaults', () => {
    expect(itemsOf('theme').map((i) => i.value)).toEqual(['light', 'dark']);
    expect(preview.initialGlobals).toEqual({ locale: appJson.i18n.default, theme: appJson.themes.default });
  });
});
