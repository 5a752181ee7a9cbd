import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fixture } from '@engine/app/fixtureFetch';
import { openAppScreen } from '../helpers/openAppScreen';

// The statements screen: a period and a format are chosen, the statement is fetched and saved on
// the device as a file; the server's refusal stays on screen, in the member's language.

const file = {
  filename: 'statement-U100-2026-10-01-2026-12-31.csv',
  mime: 'text/csv',
  size: 3,
  content: btoa('a,b'),
  from: '2026-10-01',
  to: '2026-12-31',
};

async function open(fixtures: Record<string, Fixture>, locale = 'en') {
  const { feedback, calls } = await openAppScreen('/pages/mine/statements', fixtures, { locale });
  return { feedback, statementCalls: () => calls.filter((c) => c.path === 'wallet/statement').map((c) => c.url) };
}

/** The browser's download: an object URL on a link with `download`, clicked. */
function watchDownloads() {
  const saved: { name: string; href: string }[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('statements screen', () => {
  it('downloads the quarter chosen as CSV: the request carries the period, the date and the format, the file is saved under its name', async () => {
    const saved = watchDownloads();
    const { feedback, statementCalls } = await open({ 'wallet/statement': file });
    expect(await screen.findByText(/Download a statement of your accounts for any period/, undefined, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Quarter' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('radio', { name: 'CSV (spreadsheet)' }));
    fireEvent.change(screen.getByLabelText('Date in the period'), { target: { value: '2026-11-15T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([{ name: file.filename, href: 'blob:statement' }]));
    const query = new URLSearchParams(statementCalls()[0]!.split('?')[1]);
    expect(query.get('period')).toBe('quarter');
    expect(query.get('format')).toBe('csv');
    expect(Number(query.get('from'))).toBe(Math.floor(new Date('2026-11-15T10:00').getTime() / 1000));
    // Only a custom range sends its last day.
    expect(query.has('to')).toBe(false);
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('Statement saved', 'success'));
  });

  it('asks for a date before calling, and keeps the server refusal on screen', async () => {
    watchDownloads();
    const { statementCalls } = await open({
      'wallet/statement': { code: 422, msg: 'A statement covers at most 5 years: choose a shorter period', data: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }, { timeout: 10_000 }));
    expect(await screen.findByText('Choose a date in the period')).toBeTruthy();
    expect(statementCalls()).toEqual([]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Custom range' }, { timeout: 10_000 }));
    fireEvent.change(screen.getByLabelText('Date in the period'), { target: { value: '2020-01-01T00:00' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-11-15T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A statement covers at most 5 years: choose a shorter period');
    expect(new URLSearchParams(statementCalls()[0]!.split('?')[1]).get('to')).not.toBeNull();
  });

  it('reads in Korean, the default language', async () => {
    await open({}, 'ko');
    expect(await screen.findByText(/원하는 기간의 계좌 명세서를 내려받으세요/, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '내려받기' }, { timeout: 10_000 })).toBeTruthy();
  });
});
