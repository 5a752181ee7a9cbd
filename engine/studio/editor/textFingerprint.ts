/**
 * A cheap identity for a text (its length and FNV-1a hash), to recognise a text the editor itself
 * emitted without keeping every emitted copy of a possibly large file.
 */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}
