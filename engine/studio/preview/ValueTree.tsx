import { showValue } from './inspectorText';

type Say = (key: string, args?: Record<string, unknown>) => string;

function members(value: unknown): [string, unknown][] | undefined {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v]);
  if (value !== null && typeof value === 'object') return Object.entries(value);
  return undefined;
}

/**
 * One named value as a list item: a leaf shows its JSON, an object or a list opens and closes
 * (details/summary: the browser's own disclosure, reachable and operable by keyboard).
 */
export function ValueTree({ name, value, say, open = false }: { name: string; value: unknown; say: Say; open?: boolean }) {
  const inner = members(value);
  if (!inner)
    return (
      <li>
        <code className="mer-inspector-key">{name}</code>: <span className="mer-inspector-value">{showValue(value, say('notSet'))}</span>
      </li>
    );
  return (
    <li>
      <details open={open}>
        <summary>
          <code className="mer-inspector-key">{name}</code>{' '}
          {/* A list's length in brackets, an object's in braces: the JSON shapes, the same in every language. */}
          <span className="mer-inspector-muted">{Array.isArray(value) ? `[${inner.length}]` : `{${inner.length}}`}</span>
        </summary>
        {inner.length === 0 ? (
          <p className="mer-inspector-muted">{say('empty')}</p>
        ) : (
          <ul className="mer-inspector-tree">
            {inner.map(([key, member]) => (
              <ValueTree key={key} name={key} value={member} say={say} />
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}
