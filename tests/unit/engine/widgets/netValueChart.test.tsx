import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

// jsdom has no canvas: the chart's chunk is stood in for, and shows what it was handed. What is
// tested is everything around it: the text alternative before the chunk, the empty state, the theme.
vi.mock('@engine/widgets/NetValueCanvas', () => ({
  default: (props: { points: { value: string }[]; direction: string; dark: boolean }) => (
    <div data-testid="canvas">{`${props.points.map((p) => p.value).join(' ')} | ${props.direction} | ${props.dark ? 'dark' : 'light'}`}</div>
  ),
}));

// The worked vector of the shared decisions: NAV 1, 0.8, 0.8 (a deposit changes nothing), 0.8857...
const curve = [
  { time: 1763769600, net_value: '1' },
  { time: 1763856000, net_value: '0.8' },
  { time: 1763942400, net_value: '0.8' },
  { time: 1764028800, net_value: '0.88571428' },
];

async function renderChart(props: NonNullable<NodeSpec['props']>, theme: 'light' | 'dark' = 'light') {
  const body: NodeSpec[] = [{ widget: 'NetValueChart', props }];
  const screens: Record<string, ScreenSpec> = {
    login: { dslVersion: DSL_VERSION, id: 'login', title: 'fixture.title', navbar: { show: false }, body },
  };
  const dictionaries = {
    en: {
      invest: {
        chart: {
          summary: 'start {{start}} ({{startTime}}) end {{end}} ({{endTime}}) min {{min}} max {{max}} change {{change}}',
          tooShort: 'Too short',
          title: '{{name}} net value',
        },
      },
    },
  };
  const backend = memoryBackend({ 'meridian.locale': JSON.stringify('en'), 'meridian.theme': JSON.stringify(theme) });
  return renderApp({ screens, path: '/', locale: 'en', backend, dictionaries });
}

describe('NetValueChart', () => {
  it('says start, end, lowest, highest and the change as text, and hands the points to the chart', async () => {
    await renderChart({ points: curve, label: 'Alpha' });
    expect((await screen.findByTestId('canvas')).textContent).toBe('1 0.8 0.8 0.88571428 | fall | light');
    const summary = screen.getByRole('status');
    expect(summary.textContent).toContain('start 1.0000');
    expect(summary.textContent).toContain('end 0.8857');
    expect(summary.textContent).toContain('min 0.8000');
    expect(summary.textContent).toContain('max 1.0000');
    // ROI -11.4%: written with its sign, not only in red.
    expect(summary.textContent).toContain('change -11.43%');
    expect(summary.className).toContain('mer-fall');
    expect(screen.getByRole('region', { name: 'Alpha net value' })).toBeTruthy();
  });

  it('colours a rising curve green and draws in the dark theme', async () => {
    await renderChart({ points: [curve[1]!, curve[3]!] }, 'dark');
    expect((await screen.findByTestId('canvas')).textContent).toBe('0.8 0.88571428 | rise | dark');
    expect(screen.getByRole('status').className).toContain('mer-rise');
    expect(screen.getByRole('status').textContent).toContain('change +10.71%');
  });

  it('shows an empty state, not a chart, while the track record is too short', async () => {
    await renderChart({ points: curve.slice(0, 1) });
    expect(await screen.findByText('Too short')).toBeTruthy();
    expect(screen.queryByTestId('canvas')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes the fewest points from minPoints, and its own empty title', async () => {
    await renderChart({ points: curve, minPoints: 5, emptyTitle: 'Needs five days' });
    expect(await screen.findByText('Needs five days')).toBeTruthy();
    expect(screen.queryByTestId('canvas')).toBeNull();
  });

  it('is empty when the source has not loaded (points unbound)', async () => {
    await renderChart({ points: null });
    expect(await screen.findByText('Too short')).toBeTruthy();
  });
});
