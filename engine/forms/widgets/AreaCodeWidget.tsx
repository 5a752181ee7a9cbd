import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { useStore } from '@engine/context/useStore';
import { getPath } from '@core/values/getPath';
import { formContextOf } from '../FormContext';

/** Used when neither the member nor conf has chosen an area: Korea, the default locale's country. */
export const DEFAULT_DIAL = '82';

/**
 * The country calling code: shows "+<dial>" and opens the route named "areas", whose screen sets
 * state.area = {code, dial} and goes back. The field's value follows state.area.dial; until the
 * member picks one it takes ui:options.dial, else conf's default (ui:options.confPath, default
 * "area_code"), else 82.
 */
export function AreaCodeWidget({ id, value, disabled, readonly, onChange, options, registry, label }: WidgetProps) {
  const { engine } = formContextOf(registry);
  const state = useStore(engine.stores.state);
  const conf = useStore(engine.stores.conf);
  const picked = getPath(state, 'area.dial');
  const confPath = typeof options.confPath === 'string' ? options.confPath : 'area_code';
  const fallback = typeof options.dial === 'string' ? options.dial : getPath(conf, confPath);
  const dial = String(picked ?? (value || undefined) ?? fallback ?? DEFAULT_DIAL).replace(/^\+/, '');

  useEffect(() => {
    if (value !== dial) onChange(dial);
  }, [dial, value, onChange]);

  return (
    <button
      id={id}
      type="button"
      className="mer-area-code"
      aria-label={label ? `${label} +${dial}` : `+${dial}`}
      disabled={disabled || readonly}
      onClick={() => engine.navigation.navigate('areas')}
    >
      <span>+{dial}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
