import { describe, expect, it } from 'vitest';
import { readPreferences, writePreferences } from '@engine/app/preferences';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { manifestFixture } from '../runtime/navigation/manifestFixture';

describe('preferences', () => {
  it('defaults to the manifest (Korean, light)', () => {
    expect(readPreferences(memoryBackend(), manifestFixture)).toEqual({ locale: 'ko', theme: 'light' });
  });
  it('round-trips a choice and ignores values the manifest no longer offers', () => {
    const backend = memoryBackend();
    writePreferences(backend, { locale: 'en', theme: 'dark' });
    expect(readPreferences(backend, manifestFixture)).toEqual({ locale: 'en', theme: 'dark' });
    writePreferences(backend, { locale: 'xx', theme: 'sepia' as never });
    expect(readPreferences(backend, manifestFixture)).toEqual({ locale: 'ko', theme: 'light' });
  });
});
