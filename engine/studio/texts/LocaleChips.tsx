import type { LocaleColumn } from './types';

export interface LocaleChipsProps {
  locales: LocaleColumn[];
  visible: ReadonlySet<string>;
  label: string;
  onToggle(code: string): void;
}

/** The column switches above the table; the last visible column cannot be switched off. */
export function LocaleChips({ locales, visible, label, onToggle }: LocaleChipsProps) {
  return (
    <div className="mer-studio-texts-chips" role="group" aria-label={label}>
      {locales.map(({ code, label: name }) => {
        const on = visible.has(code);
        const last = on && visible.size === 1;
        return (
          <button
            key={code}
            type="button"
            className={`mer-studio-texts-chip${on ? ' mer-studio-texts-chip--on' : ''}`}
            aria-pressed={on}
            disabled={last}
            onClick={() => onToggle(code)}
          >
            {name} <span className="mer-studio-texts-chip-code">{code}</span>
          </button>
        );
      })}
    </div>
  );
}
