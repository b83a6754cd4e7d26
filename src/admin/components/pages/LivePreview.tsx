import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Lang } from '../../../../shared/i18n';
import type { PageInput } from '../../../../shared/pages';
import { previewPage } from '../../pages';
import { FieldError } from '../ui';

/** How long typing must pause before the preview is drawn again. */
export const previewDelayMs = 400;

const widths = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof widths;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  fieldset {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    border: 0;
    padding: 0;
  }
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[1]};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

// Content-box: the height is the scaled frame's own, so the frame fills the box inside the border exactly and no
// strip of the page behind shows under it. (The preview column is not sticky: a sticky column drew its curves a
// subpixel apart after a scroll, which made its pictures flaky.)
const Viewport = styled.div<{ $height: number }>`
  position: relative;
  box-sizing: content-box;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  iframe {
    border: 0;
    background: white;
    transform-origin: top left;
  }
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The page as the server renders the unsaved document, beside the editor: at a phone's or a desktop's width, in
 * either language, drawn again a moment after typing stops. It is the real render, shown without its script.
 */
export function LivePreview({
  pageId,
  document,
}: {
  pageId: number;
  document: Pick<PageInput, 'meta' | 'blocks'>;
}) {
  const [lang, setLang] = useState<Lang>('sv');
  const [width, setWidth] = useState<Width>('desktop');
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** What the frame shows: the document and language it was last drawn for (or failed for). */
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(640);
  const body = JSON.stringify(document);
  const wanted = `${lang}:${body}`;
  /** A change not drawn yet: the frame is busy until the server's render of it arrives. */
  const pending = drawnFor !== wanted;

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width || 640));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewPage(
        pageId,
        JSON.parse(body) as Pick<PageInput, 'meta' | 'blocks'>,
        lang,
        controller.signal,
      ).then(
        (next) => {
          setHtml(next);
          setFailed(false);
          setDrawnFor(`${lang}:${body}`);
        },
        () => {
          if (controller.signal.aborted) return;
          setFailed(true);
          setDrawnFor(`${lang}:${body}`);
        },
      );
    }, previewDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pageId, body, lang]);

  // Rounded, so the same room draws the same picture every time.
  const scale = Math.min(1, Math.floor((room / widths[width]) * 1000) / 1000);
  const height = 720;
  return (
    <Frame>
      <Bar>
        <fieldset>
          <legend>Preview language</legend>
          {(['sv', 'en'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="preview-lang"
                checked={lang === option}
                onChange={() => setLang(option)}
              />
              {option === 'sv' ? 'Swedish' : 'English'}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Preview width</legend>
          {(['phone', 'desktop'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="preview-width"
                checked={width === option}
                onChange={() => setWidth(option)}
              />
              {option === 'phone' ? 'Phone' : 'Desktop'}
            </label>
          ))}
        </fieldset>
      </Bar>
      <Viewport ref={viewport} $height={height} aria-busy={pending} data-testid="preview-viewport">
        {html !== null ? (
          <iframe
            title={`Preview (${lang === 'sv' ? 'Swedish' : 'English'}, ${width})`}
            sandbox="allow-same-origin"
            srcDoc={html}
            style={{ width: widths[width], height: Math.ceil(height / scale), transform: `scale(${scale})` }}
          />
        ) : null}
      </Viewport>
      <Status aria-live="polite">
        {pending ? 'Drawing the preview…' : failed ? 'Not up to date' : 'Up to date'}
      </Status>
      {failed ? (
        <FieldError role="alert">
          {html === null
            ? 'The preview could not be drawn. Your changes are kept; it is drawn again at your next change.'
            : 'The preview could not be drawn; it shows the last version that could.'}
        </FieldError>
      ) : null}
    </Frame>
  );
}
