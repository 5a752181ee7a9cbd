import { useEffect, useMemo, useRef, useState } from 'react';
import { useEngine } from '@engine/context/EngineContext';
import type { OverlayState } from '@engine/context/OverlayState';
import type { Theme } from '@engine/runtime/dsl';
import { useGlobalScope } from '@engine/screen/GlobalScope';
import { PREVIEW_FRAME_PATH, type PreviewConfig, type PreviewMessage } from './previewProtocol';
import './PreviewPanel.css';

export interface PreviewPanelProps {
  draft: number;
  /** The file being edited and its unsaved text. */
  file?: string;
  text?: string;
  /** A route name to open first. */
  route?: string;
  /** For a fragment: the files that use it; the preview shows the first screen among them. */
  usedBy?: string[];
  /** Anything that changes when the draft was saved: the draft's bundle is read again. */
  revision?: unknown;
  /**
   * The page the phone frame loads. The studio leaves it out: only the app's own preview page
   * (PREVIEW_FRAME_PATH, served by the app server) boots the engine on the draft and answers the
   * config sent to it. Storybook has no app server behind it, so that path would be a 404 inside
   * the frame; its stories set a page Storybook serves (stories/support/phonePreview.tsx). A page
   * that never says it is ready is sent nothing.
   */
  frameSrc?: string;
}

interface Route {
  name: string;
  path: string;
  screen: string;
}

const FIXTURES = 'fixtures';

const SCREEN_FILE = /^screens\/pages\/(.+)\.json$/;

// The route to open first: the one named, else one showing the edited screen (or, for a fragment,
// the first screen using it that a route shows), else the first route.
function routeFor(routes: Route[], file: string | undefined, named: string | undefined, usedBy: string[] = []): Route | undefined {
  const screens = [file ?? '', ...usedBy].map((f) => SCREEN_FILE.exec(f)?.[1]).filter((s): s is string => s !== undefined);
  const shown = screens.map((s) => routes.find((r) => r.screen === s)).find((r) => r !== undefined);
  return routes.find((r) => r.name === named) ?? shown ?? routes[0];
}

/**
 * The studio's live preview: a phone-sized frame running the real engine on the draft, with the
 * route, language, theme and data chosen here. Sample data comes from the catalogue's response
 * schemas; a test member's data through a read-only session the server refuses to write with.
 */
export default function PreviewPanel({ draft, file, text, route, usedBy, revision, frameSrc = PREVIEW_FRAME_PATH }: PreviewPanelProps) {
  const engine = useEngine();
  const { t, api } = engine;
  const app = useGlobalScope().app;
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [routes, setRoutes] = useState<Route[]>([]);
  const [members, setMembers] = useState<{ uid: string; nickname: string }[]>([]);
  const [state, setState] = useState<OverlayState | undefined>(undefined);
  const [fixtures, setFixtures] = useState<Record<string, unknown> | undefined>(undefined);
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const [chosenPath, setPath] = useState<string | undefined>(undefined);
  const [locale, setLocale] = useState(app?.locale ?? engine.manifest.i18n.default);
  const [theme, setTheme] = useState<Theme>((app?.theme as Theme | undefined) ?? engine.manifest.themes.default);
  const [data, setData] = useState(FIXTURES);
  const [liveText, setLiveText] = useState(text);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  useEffect(() => {
    void api.call('ops/studio/vocabulary', { draft }, { toast: false }).then(
      (v) => setRoutes((v as { routes: Route[] }).routes),
      () => setProblem(t('ops.studio.preview.failed')),
    );
    void api.call('ops/studio/test_members', {}, { toast: false }).then(
      (v) => setMembers((v as { list: { uid: string; nickname: string }[] }).list),
      () => {},
    );
    void api.call('ops/studio/fixtures', {}, { toast: false }).then(
      (v) => setFixtures((v as { fixtures: Record<string, unknown> }).fixtures),
      () => {},
    );
  }, [api, draft, t]);

  useEffect(() => {
    void api.call('ops/studio/draft_bundle', { draft }, { toast: false }).then(
      (v) => setState(v as OverlayState),
      () => setProblem(t('ops.studio.preview.failed')),
    );
  }, [api, draft, revision, t]);

  // Typing is shown after a short pause, not on every key.
  useEffect(() => {
    const id = setTimeout(() => setLiveText(text), 400);
    return () => clearTimeout(id);
  }, [text]);

  useEffect(() => {
    if (data === FIXTURES || tokens[data]) return;
    void api.call('ops/studio/preview_session', { uid: data }, { toast: false }).then(
      (v) => setTokens((all) => ({ ...all, [data]: (v as { token: string }).token })),
      () => setProblem(t('ops.studio.preview.memberFailed')),
    );
  }, [api, data, tokens, t]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        event.data?.type === 'meridian-preview-ready'
      )
        setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const path = chosenPath ?? routeFor(routes, file, route, usedBy)?.path;
  const config = useMemo<PreviewConfig | undefined>(() => {
    const staffToken = engine.stores.staff.get().token;
    if (!state || !path || !staffToken) return undefined;
    if (data === FIXTURES ? !fixtures : !tokens[data]) return undefined;
    let inline: Record<string, string> | undefined;
    if (file && liveText !== undefined) {
      try {
        JSON.parse(liveText);
        inline = { [file]: liveText };
      } catch {
        // Half-typed JSON: keep showing the last saved text.
      }
    }
    return {
      state: { ...state, inline },
      path,
      locale,
      theme,
      staffToken,
      ...(data === FIXTURES ? { fixtures } : { memberToken: tokens[data] }),
    };
  }, [engine, state, path, data, fixtures, tokens, file, liveText, locale, theme]);

  useEffect(() => {
    if (ready && config)
      frame.current?.contentWindow?.postMessage({ type: 'meridian-preview', config } satisfies PreviewMessage, window.location.origin);
  }, [ready, config]);

  const label = (key: string) => t(`ops.studio.preview.${key}`);
  return (
    <section className="mer-preview" aria-label={label('title')}>
      <div className="mer-preview-controls">
        <label>
          <span>{label('route')}</span>
          <select aria-label={label('route')} value={path ?? ''} onChange={(e) => setPath(e.target.value)}>
            {routes.map((r) => (
              <option key={r.name} value={r.path}>
                {r.name} · {r.path}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{label('locale')}</span>
          <select aria-label={label('locale')} value={locale} onChange={(e) => setLocale(e.target.value)}>
            {engine.manifest.i18n.locales.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{label('theme')}</span>
          <select aria-label={label('theme')} value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
            {engine.manifest.themes.available.map((th) => (
              <option key={th} value={th}>
                {label(`theme_${th}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{label('data')}</span>
          <select aria-label={label('data')} value={data} onChange={(e) => setData(e.target.value)}>
            <option value={FIXTURES}>{label('fixtures')}</option>
            {members.map((m) => (
              <option key={m.uid} value={m.uid}>
                {m.nickname} ({m.uid})
              </option>
            ))}
          </select>
        </label>
      </div>
      {problem && (
        <p className="mer-preview-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="mer-preview-phone">
        <iframe ref={frame} className="mer-preview-frame" title={label('frameTitle')} src={frameSrc} />
      </div>
    </section>
  );
}
