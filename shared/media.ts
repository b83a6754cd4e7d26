import type { MediaItem, MediaVariant, PublicImage } from './api';

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
