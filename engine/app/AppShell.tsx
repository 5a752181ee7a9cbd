import { Outlet, useLocation } from 'react-router';
import { findRoute } from '../runtime/navigation/findRoute';
import { AppTabBar } from '../widgets/TabBar';
import { useEngine } from '../context/EngineContext';

/** The frame around every screen: the bottom tab bar on tab routes (manifest tabBar). */
export function AppShell() {
  const { manifest } = useEngine();
  const routeName = findRoute(manifest, useLocation().pathname)?.name;
  const onTab = manifest.tabBar.items.some((item) => item.route === routeName);
  return (
    <div className={onTab ? 'mer-shell mer-shell-tabs' : 'mer-shell'}>
      <Outlet />
      {onTab && <AppTabBar />}
    </div>
  );
}
