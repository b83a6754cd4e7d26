import type { MediaItem, MediaVariant, PublicImage } from './api';

/**
 * Upload limits, for the server and the uploader's copy. A phone's photo fits with room to spare; the site
 * never shows a picture wider than 1920 px, so more than 25 megapixels (a 6000×4000 camera's) is only cost:
 * a 40 MP PNG took ~6 s of CPU and 225 MB to decode.
 */
export const maxUploadMegabytes = 15;
export const maxImageMegapixels = 25;

/** A library image's id from its address (`/media/<id>-<hash>-<width>.<format>`); null for any other address. */
export const libraryImageId = (src: string): number | null => {
  const match = /^\/media\/([1-9][0-9]{0,9})-/.exec(src);
  return match ? Number(match[1]) : null;
};

/** `url 320w, url 640w, …`: a library image's files of one format, for a `srcset`. */
export const srcsetOf = (variants: MediaVariant[], format: MediaVariant['format']) =>
  variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/** A library image as a page draws it (src/components/Picture); `preview` is the stored placeholder's WebP. */
export const toPublicImage = (item: MediaItem, preview: string): PublicImage => ({
  width: item.width,
  height: item.height,
  alt: { sv: item.altSv, en: item.altEn },
  src: item.url,
  srcset: { avif: srcsetOf(item.variants, 'avif'), webp: srcsetOf(item.variants, 'webp') },
  preview,
});
