import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import appJson from '@screens/app.json';
import { openAppScreen } from '../helpers/openAppScreen';

describe('the language screen', () => {
  it("lists the manifest's languages by their own names, in its order, marks the current one and switches", async () => {
    const { engine } = await openAppScreen('/language', {}, { locale: 'ko' });
    await screen.findByText('한국어');
    const cells = [...document.querySelectorAll('.mer-cell')];
    // One repeated cell per manifest locale: a new locale in app.json needs no change here.
    expect(cells.map((c) => c.querySelector('.mer-cell-title, [class*="title"]')?.textContent ?? c.textContent)).toEqual(
      appJson.i18n.locales.map((l) => l.label),
    );
    expect(document.querySelector('[aria-current="true"]')?.textContent).toContain('한국어');
    fireEvent.click(screen.getByText('Türkmençe'));
    await waitFor(() => expect(engine.stores.app.get().locale).toBe('tk'));
  });
});
