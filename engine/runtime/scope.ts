import type { LiveStatus, LiveTick } from './realtime/liveQuotes';
import type { HoldingFigures } from './realtime/livePnl';

// The namespaces a binding path may start with (value.schema.json#/definitions/path). Each render
// builds one of these from the app stores plus the layers a screen, list item, form or api result
// adds on top.
export interface Scope {
  data?: Record<string, unknown>;
  state?: Record<string, unknown>;
  storage?: Record<string, unknown>;
  /** session.staff: the operations staff session (ops/me as user), apart from the member's. */
  session?: { user?: unknown; loggedIn: boolean; staff?: { user?: unknown; loggedIn: boolean } };
  conf?: unknown;
  /** The open route: its name, path, translated title and planned-work note, query and params. */
  route?: {
    name?: string;
    path?: string;
    title?: string;
    note?: string;
    query: Record<string, string>;
    params: Record<string, string | undefined>;
  };
  form?: Record<string, unknown>;
  /** The current List row's or repeat's item, and its position among the items. */
  item?: unknown;
  index?: number;
  /**
   * Inside a LiveQuote widget: the latest tick of its code and whether ticks are flowing, and for a
   * LiveQuote given a holding, its USDT market value and P&L at that tick.
   */
  live?: Partial<LiveTick> & Partial<HoldingFigures> & { status: LiveStatus };
  result?: unknown;
  error?: { code: number; msg: string };
  /**
   * locales: the app's language codes (the manifest's), the fallback first (appLocales.ts);
   * languages: code and native name of each, in the manifest's order (the language picker).
   */
  app?: { locale: string; theme: string; locales?: readonly string[]; languages?: readonly AppLanguage[] };
}

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** One of the manifest's languages: its code and its name in itself ("한국어", "English"). */
export interface AppLanguage {
  code: string;
  label: string;
}
