import { describe, expect, it } from 'vitest';
import { sniffImage } from '@server/uploads/sniff';
import { stripMetadata } from '@server/uploads/strip-metadata';
import { jpeg, png, webp } from '../support/images';

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their bytes, and nothing by a name', () => {
    expect([jpeg(), png(), webp()].map(sniffImage)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(sniffImage(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('stripMetadata', () => {
  it('drops EXIF and comments from a JPEG and keeps the scan data', () => {
    const out = stripMetadata(jpeg('GPS 37.5665N'), 'image/jpeg');
    expect(out.toString('latin1')).not.toContain('GPS');
    expect(out.toString('latin1')).toContain('JFIF');
    expect(out.subarray(-5)).toEqual(Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]));
  });

  it('drops text chunks from a PNG and keeps a decodable image', () => {
    const original = png(3, 2, 'GPS 37.5665N');
    const out = stripMetadata(original, 'image/png');
    expect(out.toString('latin1')).not.toContain('GPS');
    expect(out).toEqual(png(3, 2));
  });

  it('drops EXIF and XMP from a WebP and clears their VP8X flags and the RIFF size', () => {
    const out = stripMetadata(webp('GPS 51.5N'), 'image/webp');
    expect(out.toString('latin1')).not.toContain('GPS');
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(out[20]! & 0x0c).toBe(0);
  });

  it('refuses a file that only starts like an image', () => {
    const truncated = png().subarray(0, 30);
    expect(() => stripMetadata(truncated, 'image/png')).toThrow(/malformed/);
    expect(() => stripMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]), 'image/jpeg')).toThrow(/malformed/);
    const lying = webp();
    lying.writeUInt32LE(10_000, 4);
    expect(() => stripMetadata(lying, 'image/webp')).toThrow(/malformed/);
  });
});
