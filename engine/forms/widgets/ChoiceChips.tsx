import 'antd-mobile/es/components/selector/selector.css';
import { useRef, type KeyboardEvent } from 'react';

export interface Chip {
  value: string;
  label: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One choice among chips, drawn as antd-mobile's Selector (its classes and CSS) but made of real
 * buttons with radio semantics: antd-mobile's chips are divs a keyboard cannot reach. The chosen
 * chip (or the first) is the one Tab stop; arrow keys move the choice, Space or Enter picks.
 */
export function ChoiceChips({
  chips,
  value,
  columns,
  disabled,
  onPick,
}: {
  chips: Chip[];
  value: string | undefined;
  columns: number;
  disabled?: boolean;
  onPick: (value: string) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = chips.findIndex((c) => c.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;
  function onKeyDown(e: KeyboardEvent, index: number) {
    const step = STEP[e.key];
    if (step === undefined || disabled) return;
    e.preventDefault();
    const next = (index + step + chips.length) % chips.length;
    refs.current[next]?.focus();
    onPick(chips[next]!.value);
  }
  return (
    <div className="adm-selector mer-chips" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {chips.map((chip, index) => {
        const active = index === chosen;
        return (
          <button
            key={chip.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={active}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            className={`adm-selector-item${active ? ' adm-selector-item-active' : ''}${disabled ? ' adm-selector-item-disabled' : ''}`}
            onClick={() => onPick(chip.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
