/**
 * The company logo as it may be stored (decision 0056): never the uploaded bytes. The type is read from
 * the bytes themselves (never the file's name or declared type); PNG and JPEG are decoded and re-encoded
 * (pure JavaScript: pngjs, jpeg-js), which drops every metadata chunk (tEXt, EXIF, ICC, XMP) and anything
 * appended after the image; an SVG is parsed as strict XML and rewritten from an allow-list of elements and
 * attributes. The pixel size is read from the header before anything is decoded, so a small file that
 * claims a huge canvas (a decompression bomb) is refused before it costs memory.
 */
import type { CompanyLogoType } from '@shared/company/company.schema';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { badRequest, HttpError } from '../../lib/http-errors';
import { sanitizeSvg } from './svg-sanitizer';

/** The upload's bound: a logo, even a detailed one, fits well under it. */
export const MAX_LOGO_BYTES = 1024 * 1024;
/** Largest side, in pixels, of a PNG or JPEG logo (the decoded RGBA canvas then stays under 16 MiB). */
export const MAX_LOGO_SIDE = 2048;

export const logoMessages = {
  notAnImage: "Ce fichier n'est pas une image PNG, JPEG ou SVG.",
  tooLarge: 'Le logo est trop volumineux (1\u00a0Mo au maximum).',
  tooManyPixels: `Le logo est trop grand (${MAX_LOGO_SIDE}\u00a0×\u00a0${MAX_LOGO_SIDE}\u00a0pixels au maximum).`,
  unreadable: 'Cette image est illisible ou endommagée\u00a0: enregistrez-la à nouveau et réessayez.',
  missingFile: 'Choisissez un fichier (champ «\u00a0file\u00a0»).',
  tooSlow:
    'Ce logo demande trop de travail à lire\u00a0: refusé. Simplifiez-le ou enregistrez-le en PNG, puis réessayez.',
  busy: 'Le serveur est occupé\u00a0: réessayez dans quelques instants.',
} as const;

export interface StoredLogo {
  bytes: Uint8Array;
  contentType: CompanyLogoType;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const notAnImage = () => new HttpError(415, logoMessages.notAnImage);

/** The re-encoded PNG or JPEG, or the rewritten SVG; an HttpError (400/415) says why not. */
export function sanitizeLogo(bytes: Buffer): StoredLogo {
  if (bytes.length === 0) throw badRequest(logoMessages.missingFile);
  if (bytes.length > MAX_LOGO_BYTES) throw new HttpError(413, logoMessages.tooLarge);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return reencodePng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return reencodeJpeg(bytes);
  if (looksLikeXml(bytes))
    return { bytes: Buffer.from(sanitizeSvg(bytes), 'utf8'), contentType: 'image/svg+xml' };
  throw notAnImage();
}

function checkSide(width: number, height: number) {
  if (width < 1 || height < 1) throw badRequest(logoMessages.unreadable);
  if (width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) throw badRequest(logoMessages.tooManyPixels);
}

function reencodePng(bytes: Buffer): StoredLogo {
  // IHDR is always the first chunk: length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw badRequest(logoMessages.unreadable);
  checkSide(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  let image: PNG;
  try {
    image = PNG.sync.read(untilIend(bytes));
  } catch {
    throw badRequest(logoMessages.unreadable);
  }
  // Written from the pixels alone: IHDR, IDAT, IEND, nothing else survives.
  const out = PNG.sync.write(image, { colorType: 6, inputHasAlpha: true });
  return { bytes: out, contentType: 'image/png' };
}

/**
 * The PNG up to the end of its IEND chunk: what a program appended after the image (another file, a
 * payload) is dropped, not a reason to refuse the logo (pngjs refuses bytes past IEND). Chunks are walked by
 * their lengths, nothing is decoded; a file without IEND is given whole to the decoder, which decides.
 */
function untilIend(bytes: Buffer): Buffer {
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return bytes.subarray(0, end);
    offset = end;
  }
  return bytes;
}

/** The frame size from the first SOFn marker, walking the segments without decoding any. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    // Fill bytes and standalone markers carry no length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function reencodeJpeg(bytes: Buffer): StoredLogo {
  const size = jpegSize(bytes);
  if (!size) throw badRequest(logoMessages.unreadable);
  checkSide(size.width, size.height);
  let image: { width: number; height: number; data: Uint8Array };
  try {
    image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: (MAX_LOGO_SIDE * MAX_LOGO_SIDE) / 1_000_000 + 1,
      // A 2048 × 2048 image needs about 80 MB of decoding buffers in jpeg-js (measured): 128 bounds it.
      maxMemoryUsageInMB: 128,
    });
  } catch {
    throw badRequest(logoMessages.unreadable);
  }
  checkSide(image.width, image.height);
  // jpeg-js writes a bare JFIF file: no EXIF (GPS, camera), no comment, no ICC profile.
  const out = jpeg.encode({ data: image.data, width: image.width, height: image.height }, 90);
  return { bytes: out.data, contentType: 'image/jpeg' };
}

/** Text that starts (after a BOM and blanks) with « < »: an SVG candidate; the parser decides. */
function looksLikeXml(bytes: Buffer): boolean {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  while (start < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[start] as number)) start += 1;
  return bytes[start] === 0x3c;
}
