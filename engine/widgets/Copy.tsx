import { useEngine } from '../context/EngineContext';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/** A label, a value and a copy button (invitation code, UID, wallet address). */
export function Copy({ props }: WidgetProps<'Copy'>) {
  const engine = useEngine();
  const value = text(props.text);
  const label = text(props.label);
  return (
    <div className="mer-copy">
      {label && <span className="mer-copy-label">{label}</span>}
      <span className="mer-copy-value">{value}</span>
      <button
        type="button"
        className="mer-copy-button"
        // "Copy" alone says not what: a screen reader hears "Copy UID" (the visible word stays first).
        aria-label={label ? `${engine.t('engine.copy')} ${label}` : undefined}
        disabled={!value}
        onClick={async () => {
          const copied = await engine.copy(value);
          engine.feedback.toast(engine.t(copied ? 'engine.copied' : 'engine.copyFailed'), copied ? 'success' : 'fail');
        }}
      >
        {engine.t('engine.copy')}
      </button>
    </div>
  );
}
