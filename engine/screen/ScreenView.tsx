// antd-mobile's NavBar styles, with our own markup: its left slot always carries role="button",
// a button with no name on every screen without a back arrow (and a button around ours).
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { useEffect, useMemo, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { openPrompt } from '../runtime/actions/openPrompt';
import { runActions } from '../runtime/actions/runActions';
import { collectListSources } from '../runtime/collectListSources';
import type { ScreenSpec } from '../runtime/dsl';
import { evalCondition } from '../runtime/evalCondition';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope } from '../runtime/scope';
import { preloadWidgets } from './preloadWidgets';
import { LoadingBlock, RetryBlock } from '../kit/StatusBlock';
import { DataSources } from './DataSources';
import { useGlobalScope } from './GlobalScope';
import { NodeView } from './NodeView';
import { ScopeLayer, useScopeLayer } from './ScopeLayer';
import { useSources } from './SourcesContext';

/** One screen: navbar, data sources, entry guards and the body's nodes. */
export function ScreenView({ screen, route }: { screen: ScreenSpec; route: NonNullable<Scope['route']> }) {
  const routeLayer = useMemo(() => ({ route }), [route]);
  const sources = useMemo(() => Object.entries(screen.data ?? {}), [screen]);
  const registry = useEngine().widgets;
  const widgets = useMemo(() => preloadWidgets(screen, registry), [screen, registry]);
  return (
    <ScopeLayer value={routeLayer}>
      <DataSources sources={sources}>
        <ScreenBody screen={screen} title={route.title} widgets={widgets} />
      </DataSources>
    </ScopeLayer>
  );
}

function ScreenBody({ screen, title: routeTitle, widgets }: { screen: ScreenSpec; title?: string; widgets?: Promise<unknown> }) {
  const engine = useEngine();
  const { t } = engine;
  const sources = useSources();
  const layer = useScopeLayer();
  const dataLayer = useMemo(() => ({ data: Object.fromEntries(Object.entries(sources).map(([name, s]) => [name, s.data])) }), [sources]);
  const listSources = useMemo(() => collectListSources(screen.body), [screen]);
  const global = useGlobalScope();
  const screenTitle = resolveValue(screen.title, { ...global, ...layer, ...dataLayer }, t, engine.formatters);
  // The route's title names the place (shared screens such as "planned" serve many routes); the
  // screen's own title, a value since DSL 2, is the fallback and may show data.
  const title = routeTitle || (typeof screenTitle === 'string' || typeof screenTitle === 'number' ? String(screenTitle) : '');

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The studio preview's inspector lists the screen's data; the app has none.
  useEffect(() => engine.inspector?.screen(screen, layer, sources), [engine, screen, layer, sources]);
  useEntryActions(screen, layer);
  const arriving = useArriving(widgets);
  useEntryGuards(screen, layer);

  const blocking = Object.entries(sources).filter(([name]) => !listSources.has(name));
  const loading = blocking.some(([, s]) => s.loading) || arriving;
  const failed = blocking.filter(([, s]) => s.error !== undefined && s.data === undefined);
  const navbar = screen.navbar ?? {};

  let body;
  if (loading) body = <LoadingBlock label={t('engine.loading')} />;
  else if (failed.length > 0) {
    const msg = (failed[0]?.[1].error as { msg?: unknown } | undefined)?.msg;
    body = (
      <RetryBlock
        title={t('engine.loadError')}
        description={typeof msg === 'string' && msg ? msg : undefined}
        retryText={t('engine.retry')}
        onRetry={() => failed.forEach(([, s]) => void s.reload())}
      />
    );
  } else body = screen.body.map((node, i) => <NodeView key={node.id ?? i} node={node} />);

  return (
    <ScopeLayer value={dataLayer}>
      <div className={screen.layout === 'wide' ? 'mer-screen mer-screen-wide' : 'mer-screen'} data-screen={screen.id}>
        {navbar.show !== false && (
          <header className="adm-nav-bar mer-navbar">
            <div className="adm-nav-bar-left">
              {navbar.back !== false && (
                <button type="button" className="mer-navbar-back" aria-label={t('engine.back')} onClick={() => engine.navigation.back()}>
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path
                      d="M15 5l-7 7 7 7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              )}
            </div>
            <div className="adm-nav-bar-title">
              <h1 className="mer-navbar-title">{title}</h1>
            </div>
            <div className="adm-nav-bar-right">
              {navbar.right?.map((node, i) => (
                <NodeView key={node.id ?? i} node={node} />
              ))}
            </div>
          </header>
        )}
        {/* Every screen has its title as the one h1 (WCAG 2.4.6, 1.3.1): read, not drawn, without a bar. */}
        {navbar.show === false && title && <h1 className="mer-visually-hidden">{title}</h1>}
        <main className="mer-screen-body">{body}</main>
      </div>
    </ScopeLayer>
  );
}

/**
 * Runs the screen's onEnter actions once per visit (a `when` on each decides, e.g. session.loggedIn).
 * The same screen opened with another query (another item) is another visit: the route keeps the
 * screen mounted, so the query is part of what starts one.
 */
function useEntryActions(screen: ScreenSpec, layer: Partial<Scope>) {
  const engine = useEngine();
  const visit = JSON.stringify(layer.route?.query ?? {});
  useEffect(() => {
    if (!screen.onEnter?.length) return;
    const ctx = { host: engine.host(), scope: () => ({ ...engine.globalScope(), ...layer }), t: engine.t, formatters: engine.formatters };
    void runActions(screen.onEnter, ctx);
    // Once per screen visit, like the guards below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, screen, visit]);
}

/** Checks the screen's guard prompts once on entry; the first that holds is shown. */
function useEntryGuards(screen: ScreenSpec, layer: Partial<Scope>) {
  const engine = useEngine();
  useEffect(() => {
    const guards = screen.guards ?? [];
    if (guards.length === 0) return undefined;
    let cancelled = false;
    const ctx = { host: engine.host(), scope: () => ({ ...engine.globalScope(), ...layer }), t: engine.t, formatters: engine.formatters };
    void (async () => {
      for (const id of guards) {
        const prompt = await engine.bundle.prompt(id);
        // Left the screen (or StrictMode's rehearsal unmount) while the prompt loaded: ask nothing.
        if (cancelled) return;
        if (prompt && (prompt.when === undefined || evalCondition(prompt.when, ctx.scope(), ctx.t, ctx.formatters))) {
          await openPrompt(prompt, ctx);
          return;
        }
      }
    })();
    return () => {
      cancelled = true;
    };
    // Once per screen visit: re-checking on every scope change would re-open a dismissed prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, screen]);
}

/** Whether the widget chunks a screen waits for are still on their way. */
function useArriving(chunks: Promise<unknown> | undefined): boolean {
  const [arrived, setArrived] = useState<Promise<unknown> | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void chunks?.then(() => live && setArrived(chunks));
    return () => {
      live = false;
    };
  }, [chunks]);
  return chunks !== undefined && arrived !== chunks;
}
