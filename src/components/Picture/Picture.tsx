import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { PublicImage } from '../../../shared/api';
import { useI18n } from '../../i18n/I18nProvider';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  /* The picture's own shape, whatever the file that fills it (a card may set another). */
  aspect-ratio: var(--picture-ratio);
  /* The placeholder (a ~130-byte blurred drawing of the picture) fills the box until the picture covers it. */
  background-size: cover;
  background-repeat: no-repeat;
  background-position: center;
`;

export interface PictureProps {
  image: PublicImage;
  /** How wide the picture shows at each viewport width (the `sizes` attribute), so the browser picks a file. */
  sizes: string;
  /** The page's largest picture in the first screen (its LCP): fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the media library: AVIF where the browser reads it, WebP elsewhere, at the width the layout
 * needs; its size set (no layout shift), its alt text in the page's language, loaded only when near the
 * viewport unless it is the page's main picture. No script: it is all HTML and CSS.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const { lang } = useI18n();
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <Img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt[lang]}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={
          {
            '--picture-ratio': `${image.width} / ${image.height}`,
            ...(image.preview ? { backgroundImage: `url("${image.preview}")` } : {}),
          } as CSSProperties
        }
      />
    </picture>
  );
}
