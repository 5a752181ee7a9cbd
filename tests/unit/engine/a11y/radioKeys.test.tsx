import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Segmented } from '@engine/widgets/OrderTicketControls';

function Sides() {
  const [side, setSide] = useState<'buy' | 'sell' | 'hold'>('buy');
  return (
    <Segmented
      label="Side"
      value={side}
      options={[
        { key: 'buy', title: 'Buy' },
        { key: 'sell', title: 'Sell' },
        { key: 'hold', title: 'Hold' },
      ]}
      onChange={setSide}
    />
  );
}

/** The order ticket's switches follow the radio group pattern: one Tab stop, the arrow keys choose. */
describe('radio group keys', () => {
  it('is one Tab stop on the checked radio, and the arrow keys move focus and choice, wrapping', () => {
    render(<Sides />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    expect([radio('Buy'), radio('Sell'), radio('Hold')].map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    radio('Buy').focus();
    fireEvent.keyDown(radio('Buy'), { key: 'ArrowRight' });
    expect(radio('Sell').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('Sell'));
    expect([radio('Buy'), radio('Sell'), radio('Hold')].map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(radio('Sell'), { key: 'ArrowLeft' });
    fireEvent.keyDown(radio('Buy'), { key: 'ArrowUp' });
    expect(radio('Hold').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('Hold'));
    // Other keys are left to the browser.
    fireEvent.keyDown(radio('Hold'), { key: 'a' });
    expect(radio('Hold').getAttribute('aria-checked')).toBe('true');
  });
});
