/**
 * Spec section 9's hues for the charts, the same in both themes: lines and candles are shapes, not
 * text, so no contrast tuning. Text uses the theme's --mer-rise / --mer-fall instead.
 */
export const RISE = '#00b08c';
export const FALL = '#df294a';
