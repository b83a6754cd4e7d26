import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { rgbaToThumbHash, thumbHashToRGBA } from 'thumbhash';
import { maxImageMegapixels, maxUploadMegabytes } from '../../shared/media';

/**
 * An uploaded image, processed once (ARCHITECTURE: media by content hash): the orientation applied, every
 * metadata block (EXIF, GPS, XMP, ICC) left behind, AVIF and WebP at the site's widths (never upscaled), and
 * a ThumbHash placeholder the page shows until the picture arrives. sharp (libvips) does the work: decoding,
 * resizing and encoding are what it does best, far faster than anything hand-written.
 */

/** Widths of the variants: phone, phone at 2×, tablet, desktop, wide desktop at 2×. */
export const mediaWidths = [320, 640, 960, 1280, 1920] as const;
export const mediaFormats = ['avif', 'webp'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** Upload limits (shared/media.ts says why these). */
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;
export const maxPixels = maxImageMegapixels * 1_000_000;

export type AcceptedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

export class MediaError extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    readonly code: 'too_large' | 'unsupported_type' | 'too_many_pixels' | 'corrupt',
    message: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}

/**
 * What the bytes are, whatever the file's name or declared type: JPEG, PNG, WebP or AVIF by their
 * signatures, or null. SVG (a document that can carry script), GIF, HEIC and everything else are refused.
 */
export function sniffImageType(bytes: Buffer): AcceptedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  // ISO BMFF: a 'ftyp' box whose major or compatible brands name AVIF.
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = bytes.toString('latin1', 8, boxSize);
    if (/avi[fs]/.test(brands)) return 'image/avif';
  }
  return null;
}

export const unsupportedTypeMessage = 'Upload a JPEG, PNG, WebP or AVIF image.';

export interface ImageVariant {
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** SHA-256 of the uploaded bytes (hex): the same file uploaded twice is the same media. */
  hash: string;
  type: AcceptedType;
  /** After the orientation is applied. */
  width: number;
  height: number;
  /** ThumbHash, base64: ~25 bytes that draw a blurred preview with the image's colours and aspect. */
  placeholder: string;
  /**
   * The ThumbHash drawn as a tiny WebP (~32 px, ~130 bytes as a data URL): what a page paints behind the
   * picture until it arrives, with no script. Empty for an image with transparency, which would show it through.
   */
  preview: string;
  variants: ImageVariant[];
}

/** The widths made for an image `width` pixels wide: the site's widths below it, and its own up to 1920. */
export function variantWidths(width: number): number[] {
  const widths = mediaWidths.filter((candidate) => candidate < width) as number[];
  widths.push(Math.min(width, mediaWidths.at(-1)!));
  return [...new Set(widths)];
}

const encoders: Record<MediaFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // Effort 2 of 9: most of AVIF's saving at a fraction of the time (a 12 MP photo stays ~1 s on two cores).
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/**
 * Images are processed one at a time, whatever number of uploads come at once. libvips decodes and encodes in
 * threads of its own, never on the thread that answers requests; one image at a time keeps three large uploads
 * at once from taking three times the memory and every core from the pages.
 */
let processing: Promise<unknown> = Promise.resolve();

export function processImage(
  bytes: Buffer,
  { onTurn }: { onTurn?: () => Promise<void> | void } = {},
): Promise<ProcessedImage> {
  const turn = processing.then(async () => {
    await onTurn?.();
    return processNow(bytes);
  });
  processing = turn.catch(() => undefined);
  return turn;
}

async function processNow(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > maxUploadBytes) {
    throw new MediaError(413, 'too_large', `The file is larger than ${maxUploadBytes / 1024 / 1024} MB.`);
  }
  const type = sniffImageType(bytes);
  if (!type) throw new MediaError(415, 'unsupported_type', unsupportedTypeMessage);

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new MediaError(422, 'corrupt', 'The image could not be read: the file is damaged or incomplete.');
  }
  const { width: storedWidth, height: storedHeight, orientation } = metadata;
  if (!storedWidth || !storedHeight) {
    throw new MediaError(422, 'corrupt', 'The image could not be read: it has no size.');
  }
  // Judged from the header, before a single pixel is decoded.
  if (storedWidth * storedHeight > maxPixels) {
    throw new MediaError(
      422,
      'too_many_pixels',
      `The image is larger than ${maxPixels / 1_000_000} megapixels.`,
    );
  }
  const turned = orientation !== undefined && orientation >= 5;
  const width = turned ? storedHeight : storedWidth;
  const height = turned ? storedWidth : storedHeight;

  // Decoded once, upright and no wider than the widest variant (a JPEG is shrunk while it is decoded, so the
  // full-size pixels are never all in memory); every variant is made from this. failOn 'error': a truncated
  // file is refused, not padded with grey.
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels })
      .rotate()
      .resize({ width: Math.min(width, mediaWidths.at(-1)!), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaError(422, 'corrupt', 'The image could not be read: the file is damaged or incomplete.');
  }
  const { info } = upright;
  const source = () =>
    sharp(upright.data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const placeholderPixels = await source()
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(
    placeholderPixels.info.width,
    placeholderPixels.info.height,
    placeholderPixels.data,
  );
  const placeholder = Buffer.from(hash).toString('base64');
  // Judged from the pixels (at 100 px), not the format: a screenshot's PNG often has an alpha channel that is
  // opaque everywhere.
  let opaque = true;
  for (let alpha = 3; alpha < placeholderPixels.data.length; alpha += 4) {
    if (placeholderPixels.data[alpha]! < 255) {
      opaque = false;
      break;
    }
  }
  let preview = '';
  if (opaque) {
    const drawn = thumbHashToRGBA(hash);
    const webp = await sharp(Buffer.from(drawn.rgba), {
      raw: { width: drawn.w, height: drawn.h, channels: 4 },
    })
      .removeAlpha()
      .webp({ quality: 50 })
      .toBuffer();
    preview = `data:image/webp;base64,${webp.toString('base64')}`;
  }

  const variants = await Promise.all(
    variantWidths(width).flatMap((variantWidth) =>
      mediaFormats.map(async (format): Promise<ImageVariant> => {
        // Output carries no metadata unless asked for (sharp's default): EXIF and GPS stay behind.
        const { data, info: out } = await encoders[format](source().resize({ width: variantWidth })).toBuffer(
          { resolveWithObject: true },
        );
        return { format, width: out.width, height: out.height, data };
      }),
    ),
  );

  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    type,
    width,
    height,
    placeholder,
    preview,
    variants,
  };
}
