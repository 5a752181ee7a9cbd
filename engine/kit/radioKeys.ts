import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The arrow keys of a radio group (WAI-ARIA radio group pattern): the next or previous radio of
 * the same group takes the focus and is chosen, wrapping at the ends. The group is one Tab stop
 * (the checked radio has tabIndex 0, the others -1), so Tab leaves it. `pick` gets the index of the
 * radio among the group's radios, in order.
 */
export function onRadioKey(e: KeyboardEvent<HTMLElement>, pick: (index: number) => void): void {
  const step = STEP[e.key];
  if (step === undefined) return;
  const group = e.currentTarget.closest('[role="radiogroup"]');
  if (!group) return;
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  const at = radios.indexOf(e.currentTarget);
  if (at < 0) return;
  e.preventDefault();
  const next = (at + step + radios.length) % radios.length;
  radios[next]!.focus();
  pick(next);
}
