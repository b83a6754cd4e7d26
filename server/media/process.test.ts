import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import {
  maxUploadBytes,
  MediaError,
  processImage,
  sniffImageType,
  variantWidths,
  type ProcessedImage,
} from './process';
import { picture, pngClaiming } from '../test/images';

async function rejection(bytes: Buffer): Promise<MediaError> {
  const error = await processImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

const variantsOf = (image: ProcessedImage, format: string) =>
  image.variants.filter((variant) => variant.format === format).map(({ width, height }) => [width, height]);

describe('processImage', () => {
  it('turns a phone photo upright, leaves its EXIF and GPS behind, and makes AVIF and WebP at every width below it', async () => {
    // Stored 1600×1000 on its side (orientation 6: turn 90° clockwise to show), with a camera and a position.
    const photo = await picture(1600, 1000)
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Novaweb Test Camera', Copyright: 'Novaweb' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '59/1 20/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '18/1 4/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Novaweb Test Camera'))).toBe(true);

    const image = await processImage(photo);
    expect(image).toMatchObject({ type: 'image/jpeg', width: 1000, height: 1600 });
    expect(image.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(variantsOf(image, 'avif')).toEqual([
      [320, 512],
      [640, 1024],
      [960, 1536],
      [1000, 1600],
    ]);
    expect(variantsOf(image, 'webp')).toEqual(variantsOf(image, 'avif'));
    for (const variant of image.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(variant.data.includes(Buffer.from('Novaweb Test Camera'))).toBe(false);
    }
    // Upright: the blue half (left as stored) is now on top.
    const { data } = await sharp(image.variants.find((variant) => variant.width === 320)!.data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red, , blue] = [...data.subarray(0, 3)];
    expect(blue).toBeGreaterThan(red!);
  });

  it('takes PNG (with transparency), WebP and AVIF, and never makes a variant wider than the upload', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#10b98180' } })
      .png()
      .toBuffer();
    const webp = await picture(700, 400).webp().toBuffer();
    const avif = await picture(500, 500).avif().toBuffer();
    expect(variantsOf(await processImage(png), 'webp')).toEqual([[300, 200]]);
    expect(variantsOf(await processImage(webp), 'avif')).toEqual([
      [320, 183],
      [640, 366],
      [700, 400],
    ]);
    const square = await processImage(avif);
    expect(square).toMatchObject({ type: 'image/avif', width: 500, height: 500 });
    expect(variantsOf(square, 'webp')).toEqual([
      [320, 320],
      [500, 500],
    ]);
  });

  it('stores a ThumbHash placeholder that draws the picture blurred, at its aspect', async () => {
    const image = await processImage(await picture(1200, 600).jpeg().toBuffer());
    const hash = Buffer.from(image.placeholder, 'base64');
    expect(hash.length).toBeLessThan(40);
    const preview = thumbHashToRGBA(hash);
    expect(preview.w / preview.h).toBeCloseTo(2, 0);
    // Blue on the left, orange on the right.
    const left = preview.rgba.subarray(0, 4);
    const right = preview.rgba.subarray((preview.w - 1) * 4, preview.w * 4);
    expect(left[2]).toBeGreaterThan(left[0]!);
    expect(right[0]).toBeGreaterThan(right[2]!);
  });

  it('draws the placeholder as a tiny WebP for an opaque picture, alpha channel or not, and none for a see-through one', async () => {
    const opaqueWithAlpha = await picture(400, 300).ensureAlpha().png().toBuffer();
    expect((await sharp(opaqueWithAlpha).metadata()).hasAlpha).toBe(true);
    const { preview } = await processImage(opaqueWithAlpha);
    expect(preview).toMatch(/^data:image\/webp;base64,/);
    expect(preview.length).toBeLessThan(400);
    const drawn = await sharp(Buffer.from(preview.split(',')[1]!, 'base64')).metadata();
    expect(drawn).toMatchObject({ format: 'webp' });
    expect(drawn.width! / drawn.height!).toBeCloseTo(4 / 3, 0);

    const seeThrough = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#10b98180' },
    })
      .png()
      .toBuffer();
    expect((await processImage(seeThrough)).preview).toBe('');
  });

  it('gives the same file the same hash, and another file another', async () => {
    const first = await picture(400, 300).png().toBuffer();
    const second = await picture(400, 301).png().toBuffer();
    expect((await processImage(first)).hash).toBe((await processImage(Buffer.from(first))).hash);
    expect((await processImage(first)).hash).not.toBe((await processImage(second)).hash);
  });

  it('refuses what is not an image it takes, whatever the name says: 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [
      svg,
      gif,
      Buffer.from('just text, named photo.jpg'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(0),
    ]) {
      expect(await rejection(bytes)).toMatchObject({ status: 415, code: 'unsupported_type' });
    }
  });

  it('refuses a damaged image: 422', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await rejection(truncated)).toMatchObject({ status: 422, code: 'corrupt' });
    const headerOnly = jpeg.subarray(0, 20);
    expect(await rejection(headerOnly)).toMatchObject({ status: 422, code: 'corrupt' });
  });

  it('refuses more than 25 megapixels from the header alone, before decoding a pixel: 422', async () => {
    // A PNG that says 8000×5200 (41.6 MP) in its header and carries one pixel's data after it.
    const claimsTooMuch = await pngClaiming(8000, 5200);
    expect(await rejection(claimsTooMuch)).toMatchObject({ status: 422, code: 'too_many_pixels' });
  });

  it('refuses a file over 15 MB: 413', async () => {
    const big = Buffer.alloc(maxUploadBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await rejection(big)).toMatchObject({ status: 413, code: 'too_large' });
  });
});

describe('sniffImageType and variantWidths', () => {
  it('reads the type from the bytes', async () => {
    expect(sniffImageType(await picture(4, 4).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await picture(4, 4).png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await picture(4, 4).webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await picture(4, 4).avif().toBuffer())).toBe('image/avif');
    expect(sniffImageType(Buffer.from('<svg/>'))).toBeNull();
  });

  it('makes the site widths below the image, and the image itself up to 1920', () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });
});
