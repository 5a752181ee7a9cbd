import type { OverlayState } from '../../context/OverlayState';

function entries(state: OverlayState | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const o of state?.overrides ?? []) out.set(o.path, o.hash ?? 'removed');
  for (const [path, text] of Object.entries(state?.inline ?? {})) out.set(path, `inline:${text}`);
  return out;
}

/** Paths whose content differs between two overlay states (undefined = the built-in bundle). */
export function changedPaths(before: OverlayState | undefined, after: OverlayState | undefined): string[] {
  const a = entries(before);
  const b = entries(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter((p) => a.get(p) !== b.get(p)).sort();
}
