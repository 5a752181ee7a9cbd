import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useEngine } from '../context/EngineContext';
import type { Scope } from '../runtime/scope';
import { LoadingBlock, RetryBlock } from '../kit/StatusBlock';
import { useGlobalScope } from './GlobalScope';
import { ScreenView } from './ScreenView';
import { useLazyScreen } from './useLazyScreen';

export interface ScreenRouteProps {
  name: string;
  screen: string;
  /** i18n key of the route title. */
  title?: string;
  /** i18n key describing the work that will deliver this route's real screen. */
  plannedIn?: string;
  /** Deferred dictionary areas the screen needs (the route's `texts`), loaded with its chunk. */
  texts?: string[];
}

/** A route's element: loads its screen lazily and renders it with the route in scope. */
export function ScreenRoute({ name, screen: screenId, title, plannedIn, texts }: ScreenRouteProps) {
  const engine = useEngine();
  const { t } = engine;
  const locale = useGlobalScope().app?.locale;
  const location = useLocation();
  const params = useParams();
  const staffPrefix = engine.manifest.staff?.pathPrefix;
  const staff = !!staffPrefix && (location.pathname === staffPrefix || location.pathname.startsWith(`${staffPrefix}/`));
  // A stable list (by content), so a re-render does not restart the load.
  const areaList = [...(staff ? ['staff'] : []), ...(texts ?? [])].join(',');
  const areas = useMemo(() => (areaList ? areaList.split(',') : []), [areaList]);
  const { phase, screen, retry } = useLazyScreen(screenId, areas);

  const route = useMemo<NonNullable<Scope['route']>>(
    () => ({
      name,
      path: location.pathname,
      title: title ? t(title) : undefined,
      note: plannedIn ? t(plannedIn) : undefined,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      params: { ...params },
    }),
    // locale: the translated title and note must follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, location.pathname, location.search, params, title, plannedIn, t, locale],
  );

  if (phase === 'ready' && screen) return <ScreenView key={screen.id} screen={screen} route={route} />;
  if (phase === 'slow') return <LoadingBlock label={t('engine.loading')} />;
  if (phase === 'failed') return <RetryBlock title={t('engine.loadError')} retryText={t('engine.retry')} onRetry={retry} />;
  return null;
}
