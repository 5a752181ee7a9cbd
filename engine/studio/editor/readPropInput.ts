import { enumKey, isEnumValue, type EditableControl, type EnumValue } from './propControl';
import { safeRegExp } from './safeRegExp';

/** Why typed input is not written; the inspector words it. */
export type PropInputError =
  | { code: 'required' }
  | { code: 'number' }
  | { code: 'integer' }
  | { code: 'minimum'; limit: number }
  | { code: 'maximum'; limit: number }
  | { code: 'minLength'; limit: number }
  | { code: 'maxLength'; limit: number }
  | { code: 'pattern'; pattern: string };

/** What to write (undefined: remove the prop), or why not to. */
export type PropInput = { ok: true; value: unknown } | { ok: false; error: PropInputError };

// A JSON number literal, leading zeros and a bare '.' allowed as people type them.
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

const fail = (error: PropInputError): PropInput => ({ ok: false, error });

function readNumber(control: Extract<EditableControl, { kind: 'number' }>, raw: string): PropInput {
  const input = raw.trim();
  if (!NUMBER.test(input)) return fail({ code: 'number' });
  const value = Number(input);
  if (!Number.isFinite(value)) return fail({ code: 'number' });
  if (control.integer && !Number.isInteger(value)) return fail({ code: 'integer' });
  if (control.minimum !== undefined && value < control.minimum) return fail({ code: 'minimum', limit: control.minimum });
  if (control.maximum !== undefined && value > control.maximum) return fail({ code: 'maximum', limit: control.maximum });
  return { ok: true, value };
}

function readText(control: Extract<EditableControl, { kind: 'text' }>, raw: string, previous: unknown): PropInput {
  // A number stays a number while what is typed still reads as that kind of number.
  if (control.numeric && typeof previous === 'number' && NUMBER.test(raw) && String(Number(raw)) === raw)
    return { ok: true, value: Number(raw) };
  const length = [...raw].length;
  if (control.minLength !== undefined && length < control.minLength) return fail({ code: 'minLength', limit: control.minLength });
  if (control.maxLength !== undefined && length > control.maxLength) return fail({ code: 'maxLength', limit: control.maxLength });
  if (control.pattern !== undefined && safeRegExp(control.pattern)?.test(raw) === false)
    return fail({ code: 'pattern', pattern: control.pattern });
  return { ok: true, value: raw };
}

function readOption(options: readonly EnumValue[], key: string, previous: unknown): PropInput {
  const at = options.findIndex((o) => enumKey(o) === key);
  if (at >= 0) return { ok: true, value: options[at] };
  // The value the node holds though the enum lacks it (offered so the select shows the truth).
  if (isEnumValue(previous) && enumKey(previous) === key) return { ok: true, value: previous };
  return { ok: true, value: key };
}

/**
 * Reads what was entered in a prop's control as the value to write. input: a text or number
 * field's text, a checkbox's checked state, or a select's option key (enumKey; '' is "not set").
 * Emptying a field removes the prop, unless it is required; unchecking a box removes it too unless
 * it is required or defaults to true (then it writes false). previous: the value the node holds.
 */
export function readPropInput(control: EditableControl, input: string | boolean, required: boolean, previous?: unknown): PropInput {
  if (control.kind === 'checkbox') {
    if (input === true) return { ok: true, value: true };
    return { ok: true, value: required || control.defaultValue === true ? false : undefined };
  }
  const raw = String(input);
  if (raw.trim() === '' && (raw === '' || control.kind === 'number'))
    return required ? fail({ code: 'required' }) : { ok: true, value: undefined };
  switch (control.kind) {
    case 'select':
      return readOption(control.options, raw, previous);
    case 'number':
      return readNumber(control, raw);
    case 'text':
      return readText(control, raw, previous);
  }
}
