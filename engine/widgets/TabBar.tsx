import { useEffect, useState, useSyncExternalStore } from 'react';
import 'antd-mobile/es/components/tab-bar/tab-bar.css';
import Badge from 'antd-mobile/es/components/badge';
import SafeArea from 'antd-mobile/es/components/safe-area';
import { useLocation } from 'react-router';
import { useEngine } from '../context/EngineContext';
import { findRoute } from '../runtime/navigation/findRoute';
import type { Manifest } from '../runtime/dsl';
import { TabIconView } from './tabIcons';

type TabItem = Manifest['tabBar']['items'][number];

function numberAt(data: unknown, path: string): number {
  let node: unknown = data;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'number' && Number.isFinite(node) ? node : 0;
}

/**
 * The counts of tabs with a `badge` (app.json: e.g. the News tab's unread notices), read while a
 * member is signed in and again on every navigation, so reading a notice clears it on return. A
 * failed read shows no count rather than a stale one.
 */
function useTabBadges(items: readonly TabItem[], pathname: string): Record<string, number> {
  const engine = useEngine();
  const session = useSyncExternalStore(engine.stores.session.subscribe, engine.stores.session.get);
  const signedIn = Boolean(session.token);
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => {
    let live = true;
    const withBadge = items.filter((i) => i.badge);
    if (!signedIn || withBadge.length === 0) return;
    void Promise.all(
      withBadge.map(async (item) => {
        const badge = item.badge!;
        const data = await engine.api.call(badge.endpoint, {}, { toast: false }).catch(() => undefined);
        return [item.route, numberAt(data, badge.path)] as const;
      }),
    ).then((pairs) => {
      if (live) setCounts(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [engine, items, signedIn, pathname]);
  // Signed out, no count shows (the last member's counts are not kept on screen).
  return signedIn ? counts : {};
}

/** The manifest's bottom tab bar; the shell shows it on tab routes by itself. */
export function AppTabBar() {
  const engine = useEngine();
  const { pathname } = useLocation();
  const current = findRoute(engine.manifest, pathname)?.name;
  const { items } = engine.manifest.tabBar;
  const badges = useTabBadges(items, pathname);
  return (
    <nav className="mer-tabbar" aria-label={engine.t(items.find((i) => i.route === current)?.label ?? '')}>
      {/* antd-mobile's TabBar look (its classes and CSS) on real buttons: its items are divs that
          Tab never reaches. The current tab is marked for screen readers as the current page. */}
      <div className="adm-tab-bar">
        <div className="adm-tab-bar-wrap">
          {items.map((item) => {
            const count = badges[item.route] ?? 0;
            const active = item.route === current;
            return (
              <button
                key={item.route}
                type="button"
                className={`adm-tab-bar-item mer-tabbar-item${active ? ' adm-tab-bar-item-active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={() => engine.navigation.navigate(item.route)}
              >
                <Badge content={count > 0 ? (count > 99 ? '99+' : String(count)) : undefined} className="adm-tab-bar-icon-badge">
                  <div className="adm-tab-bar-item-icon">
                    <TabIconView icon={item.icon} />
                  </div>
                </Badge>
                <div className="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon">{engine.t(item.label)}</div>
              </button>
            );
          })}
        </div>
        <SafeArea position="bottom" />
      </div>
    </nav>
  );
}

export function TabBar() {
  return <AppTabBar />;
}
