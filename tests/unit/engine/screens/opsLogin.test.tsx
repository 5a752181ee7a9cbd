import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAppScreen } from '../helpers/openAppScreen';

describe('the staff sign-in screen', () => {
  it('offers the language switch before signing in, and it leads to the language list', async () => {
    const { engine } = await openAppScreen('/ops/login', {}, { locale: 'ko' });
    fireEvent.click(await screen.findByText('언어'));
    await waitFor(() => expect(engine.navigation.location().pathname).toMatch(/language/));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(engine.stores.app.get().locale).toBe('en'));
  });
});
