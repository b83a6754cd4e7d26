import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';

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
  touch-action: pan-y;
  cursor: ew-resize;
`;

const Layer = styled.div<{ $loaded: boolean }>`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.border};
  ${({ $loaded }) =>
    !$loaded &&
    css`
      animation: ${pulse} 1.6s ease-in-out infinite;
    `}
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
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
  font-weight: 600;
  pointer-events: none;
`;

const Divider = styled.div`
  position: absolute;
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
  font-weight: 700;
  cursor: grab;
  &:focus-visible {
    outline: 3px solid var(--focus-ring, ${({ theme }) => theme.color.focus});
    outline-offset: 3px;
  }
`;

export interface ComparisonSliderProps {
  beforeImage: string;
  afterImage: string;
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
 * Before/after comparison: the 'before' image covers the left part up to the handle. The handle follows
 * a mouse or touch drag while pressed, and the arrow keys, Home and End; it stays between 5 and 95 %.
 */
export function ComparisonSlider({
  beforeImage,
  afterImage,
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
  const [position, setPosition] = useState(sliderStart);
  const [loaded, setLoaded] = useState({ before: false, after: false });
  const frameRef = useRef<HTMLDivElement>(null);
  const beforeRef = useRef<HTMLImageElement>(null);
  const afterRef = useRef<HTMLImageElement>(null);
  const dragging = useRef(false);

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

  const moveTo = useCallback((clientX: number) => {
    const frame = frameRef.current;
    if (!frame) return;
    const rect = frame.getBoundingClientRect();
    if (rect.width === 0) return;
    setPosition(clampPosition(((clientX - rect.left) / rect.width) * 100));
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stopDragging = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const next: Record<string, number> = {
      ArrowLeft: position - step,
      ArrowDown: position - step,
      ArrowRight: position + step,
      ArrowUp: position + step,
      PageDown: position - 10,
      PageUp: position + 10,
      Home: sliderMin,
      End: sliderMax,
    };
    const value = next[event.key];
    if (value === undefined) return;
    event.preventDefault();
    setPosition(clampPosition(value));
  };

  const rounded = Math.round(position);

  return (
    <Frame
      ref={frameRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      data-position={rounded}
    >
      <Layer $loaded={loaded.after} data-loaded={loaded.after}>
        <img
          ref={afterRef}
          src={afterImage}
          alt={afterAlt ?? alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded((current) => ({ ...current, after: true }))}
        />
      </Layer>
      <Layer
        $loaded={loaded.before}
        data-loaded={loaded.before}
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
      >
        <img
          ref={beforeRef}
          src={beforeImage}
          alt={beforeAlt ?? alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded((current) => ({ ...current, before: true }))}
        />
      </Layer>
      <Label $side="start" aria-hidden="true">
        {beforeLabel}
      </Label>
      <Label $side="end" aria-hidden="true">
        {afterLabel}
      </Label>
      <Divider style={{ left: `${position}%` }} />
      <Handle
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={sliderMin}
        aria-valuemax={sliderMax}
        aria-valuenow={rounded}
        aria-valuetext={`${beforeLabel} ${rounded} % · ${afterLabel} ${100 - rounded} %`}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        style={{ left: `${position}%` }}
      >
        <span aria-hidden="true">⇔</span>
      </Handle>
    </Frame>
  );
}
