import { useEffect, useMemo, useState } from 'react';
import { useEngine } from '@engine/context/EngineContext';
import type { OverlayState } from '@engine/context/OverlayState';
import type { Theme } from '@engine/runtime/dsl';
import { useGlobalScope } from '@engine/screen/GlobalScope';
import { PreviewControls } from './PreviewControls';
import { PreviewInspector } from './PreviewInspector';
import { PREVIEW_FRAME_PATH, type PreviewConfig } from './previewProtocol';
import { FIXTURES, usePreviewData, type PreviewRoute } from './usePreviewData';
import { usePreviewFrame } from './usePreviewFrame';
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

const SCREEN_FILE = /^screens\/pages\/(.+)\.json$/;

// The route to open first: the one named, else one showing the edited screen (or, for a fragment,
// the first screen using it that a route shows), else the first route.
function routeFor(routes: PreviewRoute[], file: string | undefined, named: string | undefined, usedBy: string[] = []) {
  const screens = [file ?? '', ...usedBy].map((f) => SCREEN_FILE.exec(f)?.[1]).filter((s): s is string => s !== undefined);
  const shown = screens.map((s) => routes.find((r) => r.screen === s)).find((r) => r !== undefined);
  return routes.find((r) => r.name === named) ?? shown ?? routes[0];
}

/** The unsaved text shown inline when it parses; half-typed JSON keeps the last saved text showing. */
function inlineText(file: string | undefined, text: string | undefined): Record<string, string> | undefined {
  if (!file || text === undefined) return undefined;
  try {
    JSON.parse(text);
    return { [file]: text };
  } catch {
    return undefined;
  }
}

/**
 * The studio's live preview: a phone-sized frame running the real engine on the draft, with the
 * route, language, theme and data chosen here, and beside it the inspector (the screen's scopes, a
 * node's bindings, the action log) the frame reports to. Sample data comes from the catalogue's
 * response schemas; a test member's data through a read-only session the server refuses to write with.
 */
export default function PreviewPanel({ draft, file, text, route, usedBy, revision, frameSrc = PREVIEW_FRAME_PATH }: PreviewPanelProps) {
  const engine = useEngine();
  const app = useGlobalScope().app;
  const [chosenPath, setPath] = useState<string | undefined>(undefined);
  const [locale, setLocale] = useState(app?.locale ?? engine.manifest.i18n.default);
  const [theme, setTheme] = useState<Theme>((app?.theme as Theme | undefined) ?? engine.manifest.themes.default);
  const [data, setData] = useState(FIXTURES);
  const liveText = useSettled(text);
  const { routes, members, state, fixtures, tokens, problem } = usePreviewData(engine, draft, revision, data);

  const path = chosenPath ?? routeFor(routes, file, route, usedBy)?.path;
  const config = useMemo<PreviewConfig | undefined>(() => {
    const staffToken = engine.stores.staff.get().token;
    if (!state || !path || !staffToken) return undefined;
    if (data === FIXTURES ? !fixtures : !tokens[data]) return undefined;
    const shown: OverlayState = { ...state, inline: inlineText(file, liveText) };
    return { state: shown, path, locale, theme, staffToken, ...(data === FIXTURES ? { fixtures } : { memberToken: tokens[data] }) };
  }, [engine, state, path, data, fixtures, tokens, file, liveText, locale, theme]);
  const { frame, snapshot, log, clearLog } = usePreviewFrame(config);

  const label = (key: string) => engine.t(`ops.studio.preview.${key}`);
  return (
    <section className="mer-preview" aria-label={label('title')}>
      <PreviewControls
        engine={engine}
        routes={routes}
        members={members}
        choices={{ path, locale, theme, data }}
        onPath={setPath}
        onLocale={setLocale}
        onTheme={setTheme}
        onData={setData}
      />
      {problem && (
        <p className="mer-preview-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="mer-preview-body">
        <div className="mer-preview-phone">
          <iframe ref={frame} className="mer-preview-frame" title={label('frameTitle')} src={frameSrc} />
        </div>
        <PreviewInspector engine={engine} snapshot={snapshot} log={log} onClearLog={clearLog} />
      </div>
    </section>
  );
}

/** Typing is shown after a short pause, not on every key. */
function useSettled(text: string | undefined): string | undefined {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const id = setTimeout(() => setSettled(text), 400);
    return () => clearTimeout(id);
  }, [text]);
  return settled;
}
