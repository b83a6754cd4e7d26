import styled from 'styled-components';
import type { MediaItem } from '../../../../shared/api';
import { useAdminI18n } from '../../i18n/adminI18n';

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * A library image as a thumbnail in the admin, AVIF first: one file per format, the narrowest at least `width`
 * pixels wide (the box's width at 2×). One file, not a `srcset`, so the picture never depends on which width
 * the browser happens to have cached (Chrome prefers a wider one it holds), and staff download no more than
 * the box needs.
 */
export function LibraryImage({ item, width = 384 }: { item: MediaItem; width?: number }) {
  const { lang } = useAdminI18n();
  const file = (format: 'avif' | 'webp') => {
    const files = item.variants.filter((variant) => variant.format === format);
    return (files.find((variant) => variant.width >= width) ?? files.at(-1))?.url;
  };
  return (
    <picture>
      <source type="image/avif" srcSet={file('avif')} />
      <source type="image/webp" srcSet={file('webp')} />
      <Img
        src={file('webp') ?? item.url}
        alt={lang === 'sv' ? item.altSv : item.altEn}
        width={item.width}
        height={item.height}
        loading="lazy"
      />
    </picture>
  );
}
