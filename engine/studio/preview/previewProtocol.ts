import type { OverlayState } from '@engine/context/OverlayState';
import type { Theme } from '@engine/runtime/dsl';

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

export type PreviewMessage =
  | { type: 'meridian-preview'; config: PreviewConfig }
  | { type: 'meridian-preview-ready' }
  | { type: 'meridian-preview-shown'; path: string };
