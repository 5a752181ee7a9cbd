import { describe, expect, it } from 'vitest';
import { checkPhoto, MAX_PHOTO_BYTES } from '@engine/forms/checkPhoto';

describe('checkPhoto', () => {
  it('accepts JPEG, PNG and WebP photos up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkPhoto({ size: MAX_PHOTO_BYTES, type })).toBeNull();
  });

  it('refuses other types, empty files and photos over 5 MB with the message to show', () => {
    expect(checkPhoto({ size: 100, type: 'image/svg+xml' })).toEqual({ key: 'engine.upload.notImage' });
    expect(checkPhoto({ size: 100, type: 'application/pdf' })).toEqual({ key: 'engine.upload.notImage' });
    expect(checkPhoto({ size: 0, type: 'image/jpeg' })).toEqual({ key: 'engine.upload.notImage' });
    expect(checkPhoto({ size: MAX_PHOTO_BYTES + 1, type: 'image/jpeg' })).toEqual({ key: 'engine.upload.tooLarge', args: { mb: 5 } });
  });
});
