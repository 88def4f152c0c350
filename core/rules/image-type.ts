// Uploaded sponsor images are recognised by their first bytes, never by a name or a header alone:
// only PNG, JPEG and WebP (no SVG, which can carry script), at most 2 MB.

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Where the host serves uploaded sponsor images: a content-hash file name under this path. */
export const SPONSOR_IMAGE_PATH = '/media/sponsor-images/';

export const imageExtensions: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** An uploaded image's address as the host serves it (a content hash and its type's extension). */
export const uploadedImagePattern = /^\/media\/sponsor-images\/[0-9a-f]{64}\.(png|jpg|webp)$/;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type its bytes show, or undefined when they are not a PNG, JPEG or WebP image. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** Why these bytes, sent as `declared`, are not an acceptable image; undefined when they are. */
export function imageProblem(bytes: Uint8Array, declared: string | undefined): string | undefined {
  const type = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (!(imageTypes as readonly string[]).includes(type)) return 'Image must be a PNG, JPEG or WebP file';
  if (bytes.length > MAX_IMAGE_BYTES) return 'Image must be at most 2 MB';
  const actual = sniffImageType(bytes);
  if (!actual) return 'Image must be a PNG, JPEG or WebP file';
  if (actual !== type)
    return `Image is a ${imageExtensions[actual].toUpperCase()} file but was sent as ${type}`;
  return undefined;
}
