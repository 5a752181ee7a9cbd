export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The message key (and its arguments) for a file the upload would refuse anyway, or null. */
export function checkPhoto(file: { size: number; type: string }): { key: string; args?: Record<string, unknown> } | null {
  if (file.size === 0 || !(PHOTO_TYPES as readonly string[]).includes(file.type)) return { key: 'engine.upload.notImage' };
  if (file.size > MAX_PHOTO_BYTES) return { key: 'engine.upload.tooLarge', args: { mb: MAX_PHOTO_BYTES / 1024 / 1024 } };
  return null;
}
