import styled from 'styled-components';
import type { MediaItem } from '../../../../shared/api';

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * A library image as a thumbnail in the admin: the narrowest files that fill `sizes`, AVIF first; its
 * English alt text (the admin is in English).
 */
export function LibraryImage({ item, sizes = '12rem' }: { item: MediaItem; sizes?: string }) {
  const srcset = (format: 'avif' | 'webp') =>
    item.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <Img src={item.url} alt={item.altEn} width={item.width} height={item.height} loading="lazy" />
    </picture>
  );
}
