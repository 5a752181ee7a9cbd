import type { TabIcon } from '../runtime/dsl';

// 24px line icons for the bottom tab bar (manifest tabBar.items[].icon).
const PATHS: Record<TabIcon, string> = {
  news: 'M5 4h11v16H5zM16 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3',
  fund: 'M4 19h16M6 16V10M10 16V6M14 16v-4M18 16V8',
  leaderboard: 'M4 20V13h5v7M9 20V8h6v12M15 20v-9h5v9M4 20h16',
  account: 'M3 7h18v12H3zM3 11h18M16 15h2',
  mine: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1-4 4-6 8-6s7 2 8 6',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  market: 'M3 17l5-6 4 3 5-7 4 4M3 21h18',
  top: 'M12 3l2.6 5.5 6 .7-4.5 4.1 1.2 6L12 16.3 6.7 19.3l1.2-6L3.4 9.2l6-.7z',
};

export function TabIconView({ icon }: { icon: TabIcon }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={PATHS[icon] ?? PATHS.home}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
