import { useEngine } from '../context/EngineContext';
import { useSources } from '../screen/SourcesContext';
import { useGlobalScope } from '../screen/GlobalScope';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

function whole(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Previous / next for a paged data source (one answering total, page and limit): writes the page
 * number to state.<stateKey>, which the source's params bind to. Hidden while everything fits on
 * one page.
 */
export function Pager({ props }: WidgetProps<'Pager'>) {
  const engine = useEngine();
  const scope = useGlobalScope();
  const source = useSources()[text(props.source)];
  const stateKey = text(props.stateKey);
  const data = (source?.data ?? {}) as { total?: unknown; limit?: unknown };
  const limit = whole(data.limit, 20);
  const pages = Math.max(1, Math.ceil(whole(data.total, 0) / limit) || 1);
  const page = Math.min(whole(scope.state?.[stateKey], 1), pages);
  if (pages <= 1 || !stateKey) return null;
  const go = (next: number) => engine.stores.state.setIn(stateKey, next);
  return (
    <nav className="mer-pager" aria-label={engine.t('engine.pages')}>
      <button
        type="button"
        className="mer-pager-button"
        disabled={page <= 1 || source?.loading}
        aria-label={engine.t('engine.previousPage')}
        onClick={() => go(page - 1)}
      >
        ‹
      </button>
      <span className="mer-pager-status">
        {page} / {pages}
      </span>
      <button
        type="button"
        className="mer-pager-button"
        disabled={page >= pages || source?.loading}
        aria-label={engine.t('engine.nextPage')}
        onClick={() => go(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
