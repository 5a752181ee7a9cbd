import type { ActionLog } from './actionLogReducer';
import { ConditionWhy } from './ConditionWhy';
import { showBlock } from './inspectorText';
import type { ActionLogEntry } from './previewProtocol';

type Say = (key: string, args?: Record<string, unknown>) => string;

function clock(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`;
}

function Block({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="mer-log-block">
      <span className="mer-inspector-muted">{title}</span>
      <pre>{showBlock(value)}</pre>
    </div>
  );
}

function Entry({ entry, say }: { entry: ActionLogEntry; say: Say }) {
  return (
    <li className="mer-log-entry" data-status={entry.status}>
      <div className="mer-log-head">
        <time dateTime={new Date(entry.at).toISOString()}>{clock(entry.at)}</time>
        <code className="mer-log-type">{entry.type}</code>
        <span className="mer-inspector-status">{say(`status_${entry.status}`)}</span>
        {entry.ms !== undefined && <span className="mer-inspector-muted">{say('took', { ms: entry.ms })}</span>}
      </div>
      {entry.params !== undefined && Object.keys(entry.params as object).length > 0 && <Block title={say('params')} value={entry.params} />}
      {entry.result !== undefined && <Block title={say('result')} value={entry.result} />}
      {entry.error !== undefined && <Block title={say('error')} value={entry.error} />}
      {entry.status === 'skipped' && (
        <>
          <Block title={say('condition')} value={entry.when} />
          {entry.why && (
            <div className="mer-log-block">
              <span className="mer-inspector-muted">{say('why')}</span>
              <ConditionWhy why={entry.why} say={say} />
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** Every action step the preview ran or skipped, newest first. */
export function ActionLogView({ log, onClear, say }: { log: ActionLog; onClear(): void; say: Say }) {
  const newestFirst = [...log.entries].reverse();
  return (
    <>
      <div className="mer-inspector-bar">
        <button type="button" className="mer-inspector-button" onClick={onClear} disabled={log.entries.length === 0}>
          {say('clear')}
        </button>
      </div>
      {newestFirst.length === 0 && <p className="mer-inspector-muted">{say('logEmpty')}</p>}
      {/* A live region around the list: role="log" is not allowed on the <ol> itself. */}
      <div role="log" aria-label={say('log')}>
        <ol className="mer-log">
          {newestFirst.map((entry) => (
            <Entry key={entry.id} entry={entry} say={say} />
          ))}
        </ol>
      </div>
    </>
  );
}
