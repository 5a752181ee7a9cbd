/**
 * Spec section 9's hues for the charts, the same in both themes: lines and candles are shapes, not
 * text, so no contrast tuning. Text uses the theme's --mer-rise / --mer-fall instead.
 */
export const RISE = '#00b08c';
export const FALL = '#df294a';

/** The moving averages' lines (MA5, MA10, MA20), drawn on the chart and shown as swatches in its legend. */
export const MA_COLOURS = ['#f0a30a', '#0091ff', '#9b59b6'] as const;

/** The moving averages the K-line draws, in candles. */
export const MA_PERIODS = [5, 10, 20] as const;
