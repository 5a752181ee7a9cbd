import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceChips } from '@engine/forms/widgets/ChoiceChips';

const chips = [
  { value: 'asset', label: 'Asset' },
  { value: 'etf', label: 'ETF' },
  { value: 'fund', label: 'Fund' },
];

function Picker({ start }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <ChoiceChips chips={chips} value={value} columns={3} onPick={setValue} />;
}

afterEach(cleanup);

describe('ChoiceChips (keyboard-operable choice chips)', () => {
  it('is one Tab stop: the chosen chip, or the first when none is chosen', () => {
    render(<Picker />);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    cleanup();
    render(<Picker start="etf" />);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('radio', { name: 'ETF' }).getAttribute('aria-checked')).toBe('true');
  });

  it('moves the choice and the focus with the arrow keys, wrapping at the ends', () => {
    render(<Picker start="asset" />);
    const asset = screen.getByRole('radio', { name: 'Asset' });
    asset.focus();
    fireEvent.keyDown(asset, { key: 'ArrowRight' });
    const etf = screen.getByRole('radio', { name: 'ETF' });
    expect(etf.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(etf);
    fireEvent.keyDown(etf, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Asset' }), { key: 'ArrowUp' });
    expect(screen.getByRole('radio', { name: 'Fund' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Fund' }));
  });

  it("picks with a click (Space and Enter click a button natively) and keeps antd-mobile's classes", () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('radio', { name: 'Fund' }));
    const fund = screen.getByRole('radio', { name: 'Fund' });
    expect(fund.tagName).toBe('BUTTON');
    expect(fund.className).toContain('adm-selector-item-active');
    expect(fund.tabIndex).toBe(0);
  });
});
