import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { logoMessages, MAX_LOGO_SIDE, sanitizeLogo } from './company-logo';

/** A gradient (so the encoders cannot shrink it to nothing) of `width` × `height`. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % 256, (i / 4 / width) % 256, 128, 255], i);
  return data;
}

describe('sanitizeLogo at the size bound', () => {
  it('re-encodes the largest canvas allowed, JPEG and PNG', () => {
    const data = pixels(MAX_LOGO_SIDE, MAX_LOGO_SIDE);
    const jpg = jpeg.encode({ data, width: MAX_LOGO_SIDE, height: MAX_LOGO_SIDE }, 80).data;
    expect(jpg.length).toBeLessThan(1024 * 1024);
    expect(sanitizeLogo(jpg).contentType).toBe('image/jpeg');
    const png = PNG.sync.write(
      Object.assign(new PNG({ width: MAX_LOGO_SIDE, height: MAX_LOGO_SIDE }), { data }),
    );
    expect(PNG.sync.read(Buffer.from(sanitizeLogo(png).bytes)).width).toBe(MAX_LOGO_SIDE);
  });

  it('refuses one pixel more, from the header alone', () => {
    const wide = jpeg.encode(
      { data: pixels(MAX_LOGO_SIDE + 1, 8), width: MAX_LOGO_SIDE + 1, height: 8 },
      80,
    ).data;
    expect(() => sanitizeLogo(wide)).toThrow(logoMessages.tooManyPixels);
  });
});
