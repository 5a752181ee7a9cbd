import { useId, useMemo, useState } from 'react';
import type { Scope } from '@engine/runtime/scope';
import { showValue } from './inspectorText';
import { listNodes, nodeBindings } from './nodeBindings';
import type { ScopeSnapshot } from './previewProtocol';

type Say = (key: string, args?: Record<string, unknown>) => string;

/** The scopes the preview reported, as a binding reads them. */
function scopeOf(snapshot: ScopeSnapshot): Scope {
  const data = Object.fromEntries(Object.entries(snapshot.data).map(([name, s]) => [name, s.value]));
  const { state, session, app, route, storage, conf } = snapshot;
  return { data, state, session, app, route, storage, conf } as Scope;
}

/** A node of the shown screen, picked from a list, and what each of its bindings reads now. */
export function NodeBindingsView({ snapshot, say }: { snapshot: ScopeSnapshot; say: Say }) {
  const id = useId();
  const nodes = useMemo(() => (snapshot.screen ? listNodes(snapshot.screen) : []), [snapshot.screen]);
  const [pointer, setPointer] = useState('');
  const picked = nodes.find((n) => n.pointer === pointer);
  const bindings = useMemo(() => (picked ? nodeBindings(picked.node, scopeOf(snapshot)) : []), [picked, snapshot]);
  return (
    <>
      <label className="mer-inspector-field" htmlFor={`${id}-node`}>
        <span>{say('node')}</span>
        <select id={`${id}-node`} value={pointer} onChange={(e) => setPointer(e.target.value)}>
          <option value="">{say('nodeChoose')}</option>
          {nodes.map(({ pointer: at, node }) => (
            <option key={at} value={at}>
              {`${at} · ${node.widget}${node.id ? ` #${node.id}` : ''}`}
            </option>
          ))}
        </select>
      </label>
      {picked && bindings.length === 0 && <p className="mer-inspector-muted">{say('bindingsNone')}</p>}
      {bindings.length > 0 && (
        <table className="mer-inspector-table">
          <caption className="mer-inspector-muted">{say('bindings')}</caption>
          <thead>
            <tr>
              <th scope="col">{say('where')}</th>
              <th scope="col">{say('binding')}</th>
              <th scope="col">{say('value')}</th>
            </tr>
          </thead>
          <tbody>
            {bindings.map((b) => (
              <tr key={b.at}>
                <td>
                  <code>{b.at}</code>
                </td>
                <td>
                  <code>{typeof b.path === 'string' ? b.path : JSON.stringify(b.path)}</code>
                </td>
                <td>
                  {b.layer ? (
                    <span className="mer-inspector-muted">{say('layer', { layer: b.layer })}</span>
                  ) : (
                    showValue(b.value, say('notSet'))
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
