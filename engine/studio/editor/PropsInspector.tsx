import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Translate } from '@engine/runtime/scope';
import { nodeAtPointer } from './nodeAtPointer';
import { hasOwn } from './hasOwn';
import { enumKey, isEnumValue, type EditableControl } from './propControl';
import { propFields, type PropField } from './propFields';
import { readPropInput, type PropInputError } from './readPropInput';
import { setNodeProp } from './setNodeProp';
import type { EditorKind, EditorVocabulary, WidgetSpec } from './types';
import './PropsInspector.css';

export interface PropsInspectorProps {
  /** The file's current text (what the editor holds). */
  text: string;
  /** The JSON pointer at the editor's cursor. */
  pointer: string;
  /** Only screen files have nodes: for any other kind the inspector renders nothing. */
  kind: EditorKind;
  /** The widget catalog (schemas/dsl/widgets.json); undefined while the vocabulary loads. */
  widgets?: EditorVocabulary['widgets'];
  /** The file's new text after a field was changed (core/json/formatJson, the layout of every bundle file). */
  onChange(text: string): void;
  /** engine.t: labels are ops.studio.props.* keys. */
  t: Translate;
  readOnly?: boolean;
}

type Parsed = { ok: true; doc: unknown } | { ok: false };

function parse(text: string): Parsed {
  try {
    return { ok: true, doc: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const COMPACT_LIMIT = 200;
const UNKNOWN_WIDGET: WidgetSpec = { children: false, events: [], props: {} };

function compactJson(value: unknown): string {
  const json = JSON.stringify(value) ?? '';
  return json.length > COMPACT_LIMIT ? `${json.slice(0, COMPACT_LIMIT - 1)}…` : json;
}

/** The text a text or number field shows for the node's value. */
function shownText(field: PropField): string {
  return field.present && field.value !== null && field.value !== undefined ? String(field.value) : '';
}

/** Whether writing value would change nothing (undefined: removing the prop). */
function unchanged(field: PropField, value: unknown): boolean {
  return value === undefined ? !field.present : field.present && Object.is(field.value, value);
}

function errorText(t: Translate, error: PropInputError): string {
  return t(
    `ops.studio.props.error.${error.code}`,
    'limit' in error ? { limit: error.limit } : 'pattern' in error ? { pattern: error.pattern } : undefined,
  );
}

interface FieldProps {
  field: PropField & { control: EditableControl };
  commit(value: unknown): void;
  t: Translate;
  disabled: boolean;
  ids: { input: string; help: string; error: string };
  describedBy: string | undefined;
}

function SelectField({ field, commit, t, disabled, ids, describedBy }: FieldProps) {
  if (field.control.kind !== 'select') return null;
  const options = field.control.options;
  const current = field.present && isEnumValue(field.value) ? enumKey(field.value) : '';
  const foreign = field.present && isEnumValue(field.value) && !options.some((o) => enumKey(o) === current);
  return (
    <select
      id={ids.input}
      className="mer-studio-props-input"
      value={current}
      disabled={disabled}
      required={field.required}
      aria-describedby={describedBy}
      onChange={(e) => {
        const read = readPropInput(field.control as EditableControl, e.target.value, field.required, field.value);
        if (read.ok) commit(read.value);
      }}
    >
      {(!field.required || !field.present) && <option value="">{t('ops.studio.props.notSet')}</option>}
      {foreign && <option value={current}>{current}</option>}
      {options.map((o) => (
        <option key={enumKey(o)} value={enumKey(o)}>
          {enumKey(o)}
        </option>
      ))}
    </select>
  );
}

function TypedField({ field, commit, t, disabled, ids, describedBy }: FieldProps) {
  const control = field.control;
  const shown = shownText(field);
  const [draft, setDraft] = useState<{ basis: string; text: string; error: PropInputError | null }>({
    basis: shown,
    text: shown,
    error: null,
  });
  // The node's value changed from outside (typed in the JSON, or this field's write came back):
  // what is typed here stays only while it still says that value.
  let view = draft;
  if (draft.basis !== shown) {
    const read = readPropInput(control, draft.text, field.required, field.value);
    view = read.ok && unchanged(field, read.value) ? { ...draft, basis: shown } : { basis: shown, text: shown, error: null };
  }
  const onInput = (input: string, badInput: boolean) => {
    const read: ReturnType<typeof readPropInput> = badInput
      ? { ok: false, error: { code: 'number' } }
      : readPropInput(control, input, field.required, field.value);
    setDraft({ basis: shown, text: input, error: read.ok ? null : read.error });
    if (read.ok) commit(read.value);
  };
  const described = [describedBy, view.error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {control.kind === 'number' ? (
        <input
          id={ids.input}
          className="mer-studio-props-input"
          type="number"
          value={view.text}
          min={control.minimum}
          max={control.maximum}
          step={control.integer ? 1 : 'any'}
          disabled={disabled}
          required={field.required}
          aria-invalid={view.error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onInput(e.target.value, e.target.validity?.badInput === true)}
        />
      ) : (
        <input
          id={ids.input}
          className="mer-studio-props-input"
          type="text"
          value={view.text}
          disabled={disabled}
          required={field.required}
          spellCheck={false}
          aria-invalid={view.error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onInput(e.target.value, false)}
        />
      )}
      {view.error && (
        <p id={ids.error} className="mer-studio-props-error" role="alert">
          {errorText(t, view.error)}
        </p>
      )}
    </>
  );
}

function PropRow({
  field,
  nodePointer,
  text,
  onChange,
  t,
  disabled,
}: {
  field: PropField;
  nodePointer: string;
  text: string;
  onChange(text: string): void;
  t: Translate;
  disabled: boolean;
}) {
  const id = useId();
  const ids = { input: `${id}input`, help: `${id}help`, error: `${id}error`, hint: `${id}hint` };
  const commit = (value: unknown) => {
    if (unchanged(field, value)) return;
    const next = setNodeProp(text, nodePointer, field.name, value);
    if (next !== null && next !== text) onChange(next);
  };
  const describedBy = field.description ? ids.help : undefined;
  let control: ReactNode;
  if (field.readOnly || field.control.kind === 'json') {
    const hints = [
      field.readOnly === 'unknown' ? t('ops.studio.props.notInCatalog') : undefined,
      field.readOnly === 'mismatch' ? t('ops.studio.props.wrongType') : undefined,
      t('ops.studio.props.editInJson'),
    ];
    const json = field.present ? (JSON.stringify(field.value) ?? '') : '';
    control = (
      <>
        <input
          id={ids.input}
          className="mer-studio-props-input mer-studio-props-input--json"
          type="text"
          readOnly
          value={field.present ? compactJson(field.value) : t('ops.studio.props.notSet')}
          title={json.length > COMPACT_LIMIT ? json : undefined}
          aria-describedby={[describedBy, ids.hint].filter(Boolean).join(' ')}
        />
        <p id={ids.hint} className="mer-studio-props-hint">
          {hints.filter(Boolean).join(' · ')}
        </p>
      </>
    );
  } else {
    const props: FieldProps = { field: field as FieldProps['field'], commit, t, disabled, ids, describedBy };
    if (field.control.kind === 'select') control = <SelectField {...props} />;
    else if (field.control.kind === 'checkbox')
      control = (
        <input
          id={ids.input}
          className="mer-studio-props-check"
          type="checkbox"
          checked={field.value === true}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => {
            const read = readPropInput(field.control as EditableControl, e.target.checked, field.required, field.value);
            if (read.ok) commit(read.value);
          }}
        />
      );
    else control = <TypedField {...props} />;
  }
  return (
    <div className={`mer-studio-props-field mer-studio-props-field--${field.control.kind}`}>
      <div className="mer-studio-props-label-row">
        <label htmlFor={ids.input} className="mer-studio-props-label" title={field.description}>
          {field.name}
        </label>
        {field.required && <span className="mer-studio-props-required">{t('ops.studio.props.required')}</span>}
      </div>
      {control}
      {field.description && (
        <p id={ids.help} className="mer-studio-props-help">
          {field.description}
        </p>
      )}
    </div>
  );
}

/**
 * A form for the props of the screen node at the editor's cursor, generated from its widget's prop
 * schemas in the catalog: enum -> select, boolean -> checkbox, integer / number -> number field,
 * string -> text field. Bindings, arrays and objects are shown read-only (the JSON editor is their
 * place). A change rewrites the whole file (setNodeProp) and reports the new text; input the schema
 * rejects is shown and not written. No schema is compiled: the app's CSP forbids eval.
 */
export function PropsInspector({ text, pointer, kind, widgets, onChange, t, readOnly = false }: PropsInspectorProps) {
  const parsed = useMemo(() => (kind === 'screen' ? parse(text) : null), [kind, text]);
  if (!parsed) return null;
  const title = t('ops.studio.props.title');
  const note = (message: string) => (
    <aside className="mer-studio-props" aria-label={title}>
      <h3 className="mer-studio-props-title">{title}</h3>
      <p className="mer-studio-props-note">{message}</p>
    </aside>
  );
  if (!parsed.ok) return note(t('ops.studio.props.unparsed'));
  const found = nodeAtPointer(parsed.doc, pointer);
  if (!found) return note(t('ops.studio.props.noNode'));
  if (!widgets) return note(t('ops.studio.props.noCatalog'));
  const { node } = found;
  const spec = hasOwn(widgets.widgets, node.widget) ? widgets.widgets[node.widget] : undefined;
  // A widget the catalog lacks still shows what its node sets, read-only.
  const fields = propFields(spec ?? UNKNOWN_WIDGET, node.props);
  return (
    <aside className="mer-studio-props" aria-label={title}>
      <h3 className="mer-studio-props-title">{title}</h3>
      <div className="mer-studio-props-node">
        <code className="mer-studio-props-widget">{node.widget}</code>
        {typeof node.id === 'string' && <code className="mer-studio-props-id">#{node.id}</code>}
        <code className="mer-studio-props-pointer">{found.pointer}</code>
      </div>
      {!spec && <p className="mer-studio-props-note">{t('ops.studio.props.unknownWidget', { widget: node.widget })}</p>}
      {spec?.description && <p className="mer-studio-props-description">{spec.description}</p>}
      {spec && fields.length === 0 && <p className="mer-studio-props-note">{t('ops.studio.props.noProps')}</p>}
      {fields.length > 0 && (
        <div className="mer-studio-props-fields">
          {fields.map((field) => (
            <PropRow
              key={`${found.pointer} ${field.name}`}
              field={field}
              nodePointer={found.pointer}
              text={text}
              onChange={onChange}
              t={t}
              disabled={readOnly}
            />
          ))}
        </div>
      )}
    </aside>
  );
}
