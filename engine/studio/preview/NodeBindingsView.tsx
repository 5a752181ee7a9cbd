import { useId, useState } from 'react';
import { showValue } from './inspectorText';
import type { InspectedNode } from './previewProtocol';

type Say = (key: string, args?: Record<string, unknown>) => string;

/** A node of the shown screen, picked from a list, and what each of its bindings reads now. */
export function NodeBindingsView({ nodes, say }: { nodes: InspectedNode[]; say: Say }) {
  const id = useId();
  const [pointer, setPointer] = useState('');
  const picked = nodes.find((n) => n.pointer === pointer);
  const bindings = picked?.bindings ?? [];
  return (
    <>
      <label className="mer-inspector-field" htmlFor={`${id}-node`}>
        <span>{say('node')}</span>
        <select id={`${id}-node`} value={pointer} onChange={(e) => setPointer(e.target.value)}>
          <option value="">{say('nodeChoose')}</option>
          {nodes.map((node) => (
            <option key={node.pointer} value={node.pointer}>
              {`${node.pointer} · ${node.widget}${node.id ? ` #${node.id}` : ''}`}
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
