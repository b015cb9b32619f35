import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { logoMessages, MAX_LOGO_SIDE, sanitizeLogo } from './company-logo';
import { MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, svgMessages } from './svg-sanitizer';

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

describe('sanitizeLogo on a deep or crowded SVG (issue 30, point 26)', () => {
  const root = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
  const nested = (depth: number, inner = '') =>
    Buffer.from(`${root}${'<g>'.repeat(depth)}${inner}${'</g>'.repeat(depth)}</svg>`);

  it('refuses 16,000 nested elements at once, in French, naming the bound', () => {
    const started = performance.now();
    expect(() => sanitizeLogo(nested(16_000))).toThrow(svgMessages.tooDeep);
    expect(performance.now() - started).toBeLessThan(200);
    expect(svgMessages.tooDeep).toContain(`${MAX_SVG_DEPTH}\u00a0niveaux`);
  });

  it('keeps a logo nested to the bound, refuses one level more', () => {
    // The root, MAX_SVG_DEPTH - 2 groups and the rectangle: MAX_SVG_DEPTH levels.
    const deepest = nested(MAX_SVG_DEPTH - 2, '<rect width="1" height="1"/>');
    expect(Buffer.from(sanitizeLogo(deepest).bytes).toString()).toContain('<rect width="1" height="1">');
    expect(() => sanitizeLogo(nested(MAX_SVG_DEPTH - 1, '<rect width="1" height="1"/>'))).toThrow(
      svgMessages.tooDeep,
    );
  });

  it('keeps a large legal logo (5,000 elements), refuses one element more, quickly', () => {
    const shapes = (count: number) =>
      Array.from(
        { length: count },
        (_, i) => `<rect x="${i % 100}" y="${i % 97}" width="1" height="1"/>`,
      ).join('');
    // The root is one element: 4,999 shapes make 5,000.
    const legal = Buffer.from(`${root}${shapes(MAX_SVG_ELEMENTS - 1)}</svg>`);
    expect(sanitizeLogo(legal).contentType).toBe('image/svg+xml');
    const started = performance.now();
    expect(() => sanitizeLogo(Buffer.from(`${root}${shapes(MAX_SVG_ELEMENTS * 4)}</svg>`))).toThrow(
      svgMessages.tooManyElements,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
