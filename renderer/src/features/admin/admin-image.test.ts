import { describe, expect, it } from 'vitest';
import { ADMIN_IMAGE_MAX_BYTES, checkImageFile, imageTypeOf } from './admin-image';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('admin image checks', () => {
  it('reads the type from the leading bytes', () => {
    expect(imageTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBe('image/png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('GIF89a', 0, 0, 0, 0, 0, 0))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(imageTypeOf(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe('image/avif');
    expect(imageTypeOf(bytes('%PDF-1.7', 0, 0, 0, 0))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns='))).toBeNull();
  });

  it('refuses a non-image whatever its name says, an empty file and one over 5 MB', async () => {
    const pdf = new File([bytes('%PDF-1.7 ...')], 'cover.png', { type: 'image/png' });
    expect(await checkImageFile(pdf)).toEqual({
      ok: false,
      message: 'Choose a PNG, JPEG, GIF, WebP or AVIF image',
    });
    expect(await checkImageFile(new File([], 'empty.png'))).toEqual({
      ok: false,
      message: 'The file is empty',
    });
    const big = new File([new Uint8Array(ADMIN_IMAGE_MAX_BYTES + 1)], 'big.png');
    expect(await checkImageFile(big)).toEqual({ ok: false, message: 'The image must be 5 MB or smaller' });
    const png = new File([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0)], 'logo.jpeg');
    expect(await checkImageFile(png)).toEqual({ ok: true, type: 'image/png', extension: 'png' });
  });
});
