import type { Engine } from '@engine/context/Engine';
import type { Theme } from '@engine/runtime/dsl';
import { FIXTURES, type PreviewRoute } from './usePreviewData';

export interface PreviewChoices {
  path: string | undefined;
  locale: string;
  theme: Theme;
  data: string;
}

/** The preview's route, language, theme and data pickers. */
export function PreviewControls({
  engine,
  routes,
  members,
  choices,
  onPath,
  onLocale,
  onTheme,
  onData,
}: {
  engine: Engine;
  routes: PreviewRoute[];
  members: { uid: string; nickname: string }[];
  choices: PreviewChoices;
  onPath(path: string): void;
  onLocale(locale: string): void;
  onTheme(theme: Theme): void;
  onData(data: string): void;
}) {
  const label = (key: string) => engine.t(`ops.studio.preview.${key}`);
  return (
    <div className="mer-preview-controls">
      <label>
        <span>{label('route')}</span>
        <select aria-label={label('route')} value={choices.path ?? ''} onChange={(e) => onPath(e.target.value)}>
          {routes.map((r) => (
            <option key={r.name} value={r.path}>
              {r.name} · {r.path}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{label('locale')}</span>
        <select aria-label={label('locale')} value={choices.locale} onChange={(e) => onLocale(e.target.value)}>
          {engine.manifest.i18n.locales.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{label('theme')}</span>
        <select aria-label={label('theme')} value={choices.theme} onChange={(e) => onTheme(e.target.value as Theme)}>
          {engine.manifest.themes.available.map((th) => (
            <option key={th} value={th}>
              {label(`theme_${th}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{label('data')}</span>
        <select aria-label={label('data')} value={choices.data} onChange={(e) => onData(e.target.value)}>
          <option value={FIXTURES}>{label('fixtures')}</option>
          {members.map((m) => (
            <option key={m.uid} value={m.uid}>
              {m.nickname} ({m.uid})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
