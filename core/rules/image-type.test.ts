import { describe, expect, it } from 'vitest';
import { imageProblem, MAX_IMAGE_BYTES, sniffImageType } from './image-type.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ');
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe('uploaded image type', () => {
  it('is read from the bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(svg)).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('accepts a PNG, JPEG or WebP sent as its own type', () => {
    expect(imageProblem(png, 'image/png')).toBeUndefined();
    expect(imageProblem(jpeg, 'image/jpeg')).toBeUndefined();
    expect(imageProblem(webp, 'IMAGE/WEBP; charset=binary')).toBeUndefined();
  });

  it('refuses SVG, text labelled as an image, a mismatched type and more than 2 MB', () => {
    expect(imageProblem(svg, 'image/svg+xml')).toBe('Image must be a PNG, JPEG or WebP file');
    expect(imageProblem(new TextEncoder().encode('hello'), 'image/png')).toBe(
      'Image must be a PNG, JPEG or WebP file',
    );
    expect(imageProblem(png, 'image/jpeg')).toBe('Image is a PNG file but was sent as image/jpeg');
    expect(imageProblem(png, undefined)).toBe('Image must be a PNG, JPEG or WebP file');
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(png);
    expect(imageProblem(big, 'image/png')).toBe('Image must be at most 2 MB');
    expect(imageProblem(big.subarray(0, MAX_IMAGE_BYTES), 'image/png')).toBeUndefined();
  });
});
