import { useEffect, useRef, useState, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import type { PublicImage } from '../../../shared/api';
import { fontWeight } from '../../styles/theme';

export const sliderStart = 50;
export const sliderMin = 5;
export const sliderMax = 95;

export function clampPosition(value: number): number {
  return Math.min(sliderMax, Math.max(sliderMin, value));
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
  user-select: none;
`;

/**
 * A picture's place, which pulses behind it until the picture has loaded: on a layer of its own under the
 * picture (`::before`), so the pulse never fades a loaded picture, nor lets the after picture show through the
 * before one, while the page waits for its application (until hydration the page's inline script,
 * shared/firstTap.ts, marks a picture's place loaded; afterwards `onLoad` and the effect below keep the state). The
 * state is an attribute, not a prop: a prop would give the layer another class once loaded, a style rule added
 * after hydration that makes the browser restyle the whole page.
 */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.color.border};
  }
  &[data-loaded='false']::before {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  picture {
    display: contents;
  }
  img {
    position: relative;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top left;
    pointer-events: none;
  }
`;

/* At the bottom corners: the pictures are browser windows, whose top-left corner holds the window's dots. */
const Label = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  bottom: ${({ theme }) => theme.space[3]};
  ${({ $side }) => ($side === 'start' ? 'left' : 'right')}: ${({ theme }) => theme.space[3]};
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgb(15 23 42 / 0.78);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${fontWeight.semibold};
  pointer-events: none;
`;

/* The before picture is cut at the slider's position (--position, set by shared/firstTap.ts). */
const BeforeLayer = styled(Layer)`
  clip-path: inset(0 calc(100% - var(--position, ${sliderStart}%)) 0 0);
`;

const Divider = styled.div`
  position: absolute;
  left: var(--position, ${sliderStart}%);
  top: 0;
  bottom: 0;
  width: 3px;
  margin-left: -1.5px;
  background: #fff;
  box-shadow: 0 0 0 1px rgb(15 23 42 / 0.2);
  pointer-events: none;
`;

const Handle = styled.div`
  position: absolute;
  left: var(--position, ${sliderStart}%);
  top: 50%;
  width: 2.75rem;
  height: 2.75rem;
  margin: -1.375rem 0 0 -1.375rem;
  border-radius: 50%;
  background: #fff;
  border: 3px solid ${({ theme }) => theme.color.accent};
  box-shadow: ${({ theme }) => theme.shadow.md};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${fontWeight.bold};
  pointer-events: none;
`;

/*
 * The control itself: a native range input over the whole picture, invisible. A press anywhere moves the handle
 * there and a drag follows; arrows, Page Up/Down, Home and End work; all before the application has arrived.
 */
const Range = styled.input`
  /* Across 5–95 % of the picture with a one-pixel thumb: the value under the pointer is the percentage of the
     picture's width there, so the handle stays under the finger. */
  position: absolute;
  top: 0;
  left: ${sliderMin}%;
  width: ${sliderMax - sliderMin}%;
  height: 100%;
  margin: 0;
  opacity: 0;
  appearance: none;
  background: transparent;
  cursor: ew-resize;
  touch-action: pan-y;
  &::-webkit-slider-thumb {
    appearance: none;
    width: 1px;
    height: 100%;
  }
  &::-moz-range-thumb {
    width: 1px;
    height: 100%;
    border: 0;
  }
  &:focus-visible ~ ${Handle} {
    outline: 3px solid var(--focus-ring, ${({ theme }) => theme.color.focus});
    outline-offset: 3px;
  }
`;
/** The slider spans the content column: the whole width on a phone, up to about 600 px beside the text. */
const sliderSizes = '(max-width: 900px) calc(100vw - 2rem), 600px';

interface SliderImageProps {
  image: PublicImage | undefined;
  src: string;
  alt: string;
  width: number;
  height: number;
  priority: boolean;
  imgRef: Ref<HTMLImageElement>;
  onLoad: () => void;
}

/** One side: a `<picture>` (AVIF, WebP, the width needed) for a library image, a plain `<img>` for a path. */
function SliderImage({ image, src, alt, width, height, priority, imgRef, onLoad }: SliderImageProps) {
  const img = (
    <img
      ref={imgRef}
      src={image?.src ?? src}
      alt={alt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onLoad={onLoad}
    />
  );
  if (!image) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sliderSizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sliderSizes} />
      {img}
    </picture>
  );
}

export interface ComparisonSliderProps {
  /** Paths of plain images (the seed's drawings); `before` and `after`, when given, are used instead. */
  beforeImage: string;
  afterImage: string;
  /** Images from the media library. */
  before?: PublicImage | null;
  after?: PublicImage | null;
  /** Describes both images; the slider's own name comes from `label`. */
  alt: string;
  beforeAlt?: string;
  afterAlt?: string;
  label: string;
  beforeLabel: string;
  afterLabel: string;
  width?: number;
  height?: number;
  /** Images above the fold load eagerly; everything else lazily. */
  priority?: boolean;
}

/**
 * Before/after comparison: the 'before' image covers the left part up to the handle. The handle is a native
 * range input (5–95 %, start 50): a press or a drag on the picture, the arrow keys, Page Up/Down, Home and End
 * move it, before the application has arrived too; the page's inline script (shared/firstTap.ts) draws the position.
 */
export function ComparisonSlider({
  beforeImage,
  afterImage,
  before,
  after,
  alt,
  beforeAlt,
  afterAlt,
  label,
  beforeLabel,
  afterLabel,
  width = 1200,
  height = 800,
  priority = false,
}: ComparisonSliderProps) {
  const [loaded, setLoaded] = useState({ before: false, after: false });
  const beforeRef = useRef<HTMLImageElement>(null);
  const afterRef = useRef<HTMLImageElement>(null);

  // Server-rendered images can finish loading before React attaches onLoad.
  useEffect(() => {
    const done = (img: HTMLImageElement | null) => Boolean(img?.complete && img.naturalWidth > 0);
    if (done(beforeRef.current) || done(afterRef.current)) {
      setLoaded((current) => ({
        before: current.before || done(beforeRef.current),
        after: current.after || done(afterRef.current),
      }));
    }
  }, []);

  return (
    <Frame data-comparison-frame="" data-position={sliderStart}>
      <Layer data-loaded={loaded.after}>
        <SliderImage
          image={after ?? undefined}
          src={afterImage}
          alt={afterAlt ?? alt}
          width={width}
          height={height}
          priority={priority}
          imgRef={afterRef}
          onLoad={() => setLoaded((current) => ({ ...current, after: true }))}
        />
      </Layer>
      <BeforeLayer data-loaded={loaded.before}>
        <SliderImage
          image={before ?? undefined}
          src={beforeImage}
          alt={beforeAlt ?? alt}
          width={width}
          height={height}
          priority={priority}
          imgRef={beforeRef}
          onLoad={() => setLoaded((current) => ({ ...current, before: true }))}
        />
      </BeforeLayer>
      <Label $side="start" aria-hidden="true">
        {beforeLabel}
      </Label>
      <Label $side="end" aria-hidden="true">
        {afterLabel}
      </Label>
      <Divider />
      <Range
        type="range"
        min={sliderMin}
        max={sliderMax}
        step={1}
        defaultValue={sliderStart}
        aria-label={label}
        aria-valuetext={`${beforeLabel} ${sliderStart} % · ${afterLabel} ${100 - sliderStart} %`}
        data-comparison=""
        data-before={beforeLabel}
        data-after={afterLabel}
      />
      <Handle aria-hidden="true">
        <span>⇔</span>
      </Handle>
    </Frame>
  );
}
