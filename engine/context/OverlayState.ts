/** A bundle file that differs from the app's own build: its content hash, or null when removed. */
export interface OverlayFile {
  path: string;
  hash: string | null;
}

/** A bundle as overrides of the built-in screens: what screens/published (and the studio's drafts) answer. */
export interface OverlayState {
  version: number;
  dsl_version: number;
  overrides: OverlayFile[];
  /** Unsaved texts by path (the studio's live preview), over everything else. */
  inline?: Record<string, string>;
}
