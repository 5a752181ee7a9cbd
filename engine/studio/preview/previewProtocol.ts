import type { OverlayState } from '@engine/context/OverlayState';
import type { Theme } from '@engine/runtime/dsl';
import type { ConditionExplanation } from '@engine/runtime/explainCondition';
import type { NodeBinding } from './nodeBindings';

/** Where the preview frame runs: the app's own page, booted for a preview instead of the app. */
export const PREVIEW_FRAME_PATH = '/__studio/preview';

/** What the studio hands the frame (postMessage, same origin only). */
export interface PreviewConfig {
  /** The draft as overrides of the built-in bundle, with unsaved texts inline. */
  state: OverlayState;
  /** The path the preview opens. */
  path: string;
  locale: string;
  theme: Theme;
  /** Sample data by endpoint id; absent: live data of the test member whose read-only token is given. */
  fixtures?: Record<string, unknown>;
  memberToken?: string;
  /** Reads the draft's files (ops/studio/blob). */
  staffToken: string;
}

/** One data source of the previewed screen: its loaded value or its error. */
export interface InspectedSourceSnapshot {
  value?: unknown;
  error?: unknown;
  loading: boolean;
  /** False while its `when` does not hold (not fetched). */
  active: boolean;
}

/** A node of the previewed screen and what its bindings read, resolved in the frame. */
export interface InspectedNode {
  /** Its pointer in the screen as shown (fragments expanded). */
  pointer: string;
  widget: string;
  id?: string;
  bindings: NodeBinding[];
}

/** The previewed screen's scopes as the inspector lists them (secrets blanked: inspectable.ts). */
export interface ScopeSnapshot {
  /** The shown screen's id and nodes; absent until a screen reported. */
  screen?: { id: string; nodes: InspectedNode[] };
  data: Record<string, InspectedSourceSnapshot>;
  state?: unknown;
  session?: unknown;
  app?: unknown;
  route?: unknown;
  storage?: unknown;
  conf?: unknown;
  /** Form id -> its values (password fields left out). */
  forms: Record<string, unknown>;
}

/** One action step run (or skipped) in the preview, updated under the same id as it goes. */
export interface ActionLogEntry {
  id: number;
  /** When it started (ms since the epoch) and how long it took once over. */
  at: number;
  ms?: number;
  type: string;
  status: 'running' | 'done' | 'failed' | 'stopped' | 'skipped';
  /** Its parameters as resolved (an api step's as sent). */
  params?: unknown;
  /** An api step's answer. */
  result?: unknown;
  error?: unknown;
  /** A skipped step's `when` as written, and why it did not hold. */
  when?: unknown;
  why?: ConditionExplanation;
}

export type PreviewMessage =
  | { type: 'meridian-preview'; config: PreviewConfig }
  | { type: 'meridian-preview-ready' }
  | { type: 'meridian-preview-shown'; path: string }
  | { type: 'meridian-preview-scope'; snapshot: ScopeSnapshot }
  | { type: 'meridian-preview-action'; entry: ActionLogEntry };
