import AdmTabBar from 'antd-mobile/es/components/tab-bar';
import { useLocation } from 'react-router';
import { useEngine } from '../app/EngineContext';
import { findRoute } from '../runtime/navigation/findRoute';
import { TabIconView } from './tabIcons';

/** The manifest's bottom tab bar; the shell shows it on tab routes by itself. */
export function AppTabBar() {
  const engine = useEngine();
  const current = findRoute(engine.manifest, useLocation().pathname)?.name;
  const { items } = engine.manifest.tabBar;
  return (
    <nav className="mer-tabbar" aria-label={engine.t(items.find((i) => i.route === current)?.label ?? '')}>
      <AdmTabBar safeArea activeKey={current ?? null} onChange={(key) => engine.navigation.navigate(key)}>
        {items.map((item) => (
          <AdmTabBar.Item key={item.route} title={engine.t(item.label)} icon={<TabIconView icon={item.icon} />} />
        ))}
      </AdmTabBar>
    </nav>
  );
}

export function TabBar() {
  return <AppTabBar />;
}
