import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import koKR from 'antd-mobile/es/locales/ko-KR';
import type { ReactNode } from 'react';
import { BrowserRouter, HashRouter, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { GlobalScopeProvider, useGlobalScope } from '../screen/GlobalScope';
import type { Engine, RouterKind } from '../context/Engine';
import { EngineContext } from '../context/EngineContext';
import { RouterBridge } from './RouterBridge';

/**
 * The React tree of the app: engine services, scope, antd-mobile locale, router. SWR is not here:
 * it wraps the screens with data sources only, in their chunk (screen/EngineSWR.tsx).
 * A declarative router rather than a data router: the app loads screens itself, and the data
 * router's loader machinery would add about 17 kB (gzip) to the first download for nothing.
 */
export function App({ engine }: { engine: Engine }) {
  return (
    <EngineProvider engine={engine}>
      <AppRouter kind={engine.routing.kind}>
        <RouterBridge />
        <AppRoutes routes={engine.routing.routes} />
      </AppRouter>
    </EngineProvider>
  );
}

function AppRouter({ kind, children }: { kind: RouterKind; children: ReactNode }) {
  if (kind.type === 'memory') return <MemoryRouter initialEntries={kind.initialEntries}>{children}</MemoryRouter>;
  if (kind.type === 'hash') return <HashRouter>{children}</HashRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Everything a screen or a widget needs above it; Storybook and tests wrap their trees in it too. */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  return (
    <EngineContext.Provider value={engine}>
      <GlobalScopeProvider>
        <AntdLocale>{children}</AntdLocale>
      </GlobalScopeProvider>
    </EngineContext.Provider>
  );
}

// antd-mobile's built-in texts (clear buttons, empty pickers) in the app's language; Korean
// and English are bundled, other locales use English until a translator adds theirs.
function AntdLocale({ children }: { children: ReactNode }) {
  const locale = useGlobalScope().app?.locale;
  return <ConfigProvider locale={locale === 'ko' ? koKR : enUS}>{children}</ConfigProvider>;
}
