import type { ScopeSnapshot } from './previewProtocol';
import { ValueTree } from './ValueTree';

type Say = (key: string, args?: Record<string, unknown>) => string;

const SCOPES = ['state', 'session', 'app', 'route', 'storage', 'conf'] as const;

/** The screen's scopes: each data source (its value, or why it has none), then the app's scopes and the forms. */
export function ScopeList({ snapshot, say }: { snapshot: ScopeSnapshot; say: Say }) {
  const sources = Object.entries(snapshot.data);
  return (
    <ul className="mer-inspector-tree mer-inspector-root">
      <li>
        <details open>
          <summary>
            <code className="mer-inspector-key">data</code> <span className="mer-inspector-muted">{`{${sources.length}}`}</span>
          </summary>
          {sources.length === 0 ? (
            <p className="mer-inspector-muted">{say('empty')}</p>
          ) : (
            <ul className="mer-inspector-tree">
              {sources.map(([name, source]) => {
                const status = source.loading
                  ? say('sourceLoading')
                  : !source.active
                    ? say('sourceInactive')
                    : source.error !== undefined && source.error !== null
                      ? say('sourceError')
                      : undefined;
                return (
                  <li key={name}>
                    <details open>
                      <summary>
                        <code className="mer-inspector-key">{name}</code>
                        {status && <span className="mer-inspector-status">{status}</span>}
                      </summary>
                      <ul className="mer-inspector-tree">
                        <ValueTree name="value" value={source.value} say={say} open />
                        {source.error !== undefined && source.error !== null && (
                          <ValueTree name="error" value={source.error} say={say} open />
                        )}
                      </ul>
                    </details>
                  </li>
                );
              })}
            </ul>
          )}
        </details>
      </li>
      {SCOPES.map((scope) => (
        <ValueTree key={scope} name={scope} value={snapshot[scope]} say={say} />
      ))}
      <ValueTree name="form" value={snapshot.forms} say={say} />
    </ul>
  );
}
