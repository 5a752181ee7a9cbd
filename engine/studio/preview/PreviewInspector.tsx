import { useId } from 'react';
import type { Engine } from '@engine/context/Engine';
import type { ActionLog } from './actionLogReducer';
import { ActionLogView } from './ActionLogView';
import { inspectorText } from './inspectorText';
import { NodeBindingsView } from './NodeBindingsView';
import type { ScopeSnapshot } from './previewProtocol';
import { ScopeList } from './ScopeList';
import './PreviewInspector.css';

/**
 * Beside the phone: what the previewed screen's scopes hold (data sources with their values or
 * errors, state, session with its secrets blanked, app, route, storage, conf, forms), what a
 * chosen node's bindings read, and the log of the actions run in the preview.
 */
export function PreviewInspector({
  engine,
  snapshot,
  log,
  onClearLog,
}: {
  engine: Engine;
  snapshot: ScopeSnapshot | undefined;
  log: ActionLog;
  onClearLog(): void;
}) {
  const say = inspectorText(engine.t);
  const id = useId();
  return (
    <aside className="mer-inspector" aria-label={say('title')}>
      <section aria-labelledby={`${id}-scopes`}>
        <h3 id={`${id}-scopes`}>{say('scopes')}</h3>
        {snapshot ? <ScopeList snapshot={snapshot} say={say} /> : <p className="mer-inspector-muted">{say('waiting')}</p>}
      </section>
      <section aria-labelledby={`${id}-bindings`}>
        <h3 id={`${id}-bindings`}>{say('bindings')}</h3>
        {snapshot?.screen ? (
          <NodeBindingsView nodes={snapshot.screen.nodes} say={say} />
        ) : (
          <p className="mer-inspector-muted">{say('waiting')}</p>
        )}
      </section>
      <section aria-labelledby={`${id}-log`}>
        <h3 id={`${id}-log`}>{say('log')}</h3>
        <ActionLogView log={log} onClear={onClearLog} say={say} />
      </section>
    </aside>
  );
}
