import { useEffect, useRef, useState } from 'react';
import { theme } from '../../../styles/theme';
import styled from 'styled-components';
import type { Lang } from '../../../../shared/i18n';
import type { SitePartKey } from '../../../../shared/blocks/registry';
import type { PageInput } from '../../../../shared/pages';
import type { PostDraft } from '../../../../shared/adminSchemas';
import { previewPage, previewPost, previewSitePart } from '../../previews';
import { useAdminI18n } from '../../i18n/adminI18n';
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

// Content-box: the frame fills the box inside the border exactly and no strip of the page behind shows under it.
// As tall as the window leaves room for (the column stays in view beside the form), between 20 and 45 rem.
const Viewport = styled.div`
  position: relative;
  box-sizing: content-box;
  height: clamp(20rem, calc(100dvh - 12rem), 45rem);
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

/** Said in the frame's place while a language cannot be drawn yet. */
const NotYet = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What the editor adds to the drawn page: the block being edited outlined, the others showing they can be picked. */
const markings = `
  [data-editor-block] { cursor: pointer; }
  [data-editor-block]:hover { outline: 2px dashed ${theme.color.accent}; outline-offset: -2px; }
  [data-editor-block][data-editing] { outline: 3px solid ${theme.color.accent}; outline-offset: -3px; }
`;

/**
 * Marks the page's blocks in the drawn document (each block's section has the block's id), outlines the one being
 * edited, opens what it folds (a FAQ's answers) and scrolls it to the top of the frame.
 */
function markBlocks(frame: HTMLIFrameElement, blockIds: string[], editing: string | null) {
  const page = frame.contentDocument;
  const view = frame.contentWindow;
  if (!page?.head || !view) return;
  if (!page.getElementById('editor-markings')) {
    const style = page.createElement('style');
    style.id = 'editor-markings';
    style.textContent = markings;
    page.head.append(style);
  }
  page.querySelectorAll('[data-editing]').forEach((element) => element.removeAttribute('data-editing'));
  for (const id of blockIds) page.getElementById(id)?.setAttribute('data-editor-block', '');
  const block = editing ? page.getElementById(editing) : null;
  if (!block) return;
  block.setAttribute('data-editing', '');
  block.querySelectorAll('details').forEach((details) => (details.open = true));
  // By hand, not scrollIntoView: that would scroll the editor's own page too. Under the site's fixed bar.
  const under = parseFloat(view.getComputedStyle(page.documentElement).scrollPaddingTop) || 0;
  view.scrollTo({ top: block.getBoundingClientRect().top + view.scrollY - under, behavior: 'instant' });
}

/**
 * The page as the server renders the unsaved document, beside the editor: at a phone's or a desktop's width, in
 * either language, drawn again a moment after typing stops. It is the real render, shown without its script.
 * The block being edited (`editing`) is outlined and scrolled into view; clicking a block names it (`onPick`),
 * and a click never follows a link out of the preview.
 */
export function LivePreview({
  pageId,
  document,
  part,
  data,
  post,
  postId,
  unavailable,
  editing = null,
  onPick,
}: (
  | {
      pageId: number;
      document: Pick<PageInput, 'meta' | 'blocks'>;
      part?: never;
      data?: never;
      post?: never;
      postId?: never;
    }
  /** A shared part as its editor has it, drawn on a page that shows it (the server picks the page). */
  | { part: SitePartKey; data: unknown; pageId?: never; document?: never; post?: never; postId?: never }
  /** A post as its editor has it, drawn as its public page (`postId` null for a new one). */
  | { post: PostDraft; postId: number | null; pageId?: never; document?: never; part?: never; data?: never }
) & {
  /** Why a language cannot be drawn yet (a post without its English text), said in place of the drawing. */
  unavailable?: (lang: Lang) => string | null;
  editing?: string | null;
  onPick?: (blockId: string) => void;
}) {
  const [lang, setLang] = useState<Lang>('sv');
  const { t } = useAdminI18n();
  const [width, setWidth] = useState<Width>('desktop');
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** What the frame shows: the document and language it was last drawn for (or failed for). */
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  /** Bumped when the frame has loaded a drawing: its blocks are marked again. */
  const [loads, setLoads] = useState(0);
  const [room, setRoom] = useState({ width: 640, height: 720 });
  const blockIds = (document?.blocks ?? []).map((block) => block.id).join(' ');
  const body = JSON.stringify(part ? { part, data } : post ? { post, postId } : { pageId, document });
  const wanted = `${lang}:${body}`;
  const notYet = unavailable?.(lang) ?? null;
  /** A change not drawn yet: the frame is busy until the server's render of it arrives. */
  const pending = notYet === null && drawnFor !== wanted;

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    // Hidden (the phone's Form view), it measures nothing: the last size stays.
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry?.contentRect ?? { width: 0, height: 0 };
      if (width > 0 && height > 0) setRoom({ width, height: Math.round(height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (notYet !== null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const target = JSON.parse(body) as
        | { pageId: number; document: Pick<PageInput, 'meta' | 'blocks'> }
        | { part: SitePartKey; data: unknown }
        | { post: PostDraft; postId: number | null };
      const drawing =
        'part' in target
          ? previewSitePart(target.part, target.data, lang, controller.signal)
          : 'post' in target
            ? previewPost(target.postId, target.post, lang, controller.signal)
            : previewPage(target.pageId, target.document, lang, controller.signal);
      drawing.then(
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
  }, [body, lang, notYet]);

  useEffect(() => {
    if (frame.current && loads > 0) markBlocks(frame.current, blockIds ? blockIds.split(' ') : [], editing);
  }, [loads, blockIds, editing]);

  // One listener per drawing (the frame's document is new at each): a click on a block picks it.
  useEffect(() => {
    const page = frame.current?.contentDocument;
    if (!page || loads === 0) return;
    const onClick = (event: MouseEvent) => {
      // An element of the frame's own realm (not this window's Element): read as one.
      const target = event.target as Element | null;
      if (target?.closest('a, button')) event.preventDefault();
      const block = target?.closest('[data-editor-block]');
      if (!block) return;
      event.preventDefault();
      onPick?.(block.id);
    };
    page.addEventListener('click', onClick);
    return () => page.removeEventListener('click', onClick);
  }, [loads, onPick]);

  // Rounded, so the same room draws the same picture every time.
  const scale = Math.min(1, Math.floor((room.width / widths[width]) * 1000) / 1000);
  const height = room.height;
  return (
    <Frame>
      <Bar>
        <fieldset>
          <legend>{t('preview.lang')}</legend>
          {(['sv', 'en'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="preview-lang"
                checked={lang === option}
                onChange={() => setLang(option)}
              />
              {t(option === 'sv' ? 'fields.lang.sv' : 'fields.lang.en')}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('preview.width')}</legend>
          {(['phone', 'desktop'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="preview-width"
                checked={width === option}
                onChange={() => setWidth(option)}
              />
              {t(option === 'phone' ? 'preview.phone' : 'preview.desktop')}
            </label>
          ))}
        </fieldset>
      </Bar>
      <Viewport ref={viewport} aria-busy={pending} data-testid="preview-viewport">
        {notYet !== null ? (
          <NotYet role="status">{notYet}</NotYet>
        ) : html !== null ? (
          <iframe
            ref={frame}
            onLoad={() => setLoads((count) => count + 1)}
            title={t('preview.frame', {
              lang: t(lang === 'sv' ? 'fields.inLang.sv' : 'fields.inLang.en'),
              width: t(width === 'phone' ? 'preview.phone' : 'preview.desktop').toLowerCase(),
            })}
            sandbox="allow-same-origin"
            srcDoc={html}
            style={{ width: widths[width], height: Math.ceil(height / scale), transform: `scale(${scale})` }}
          />
        ) : null}
      </Viewport>
      <Status aria-live="polite">
        {notYet !== null
          ? ''
          : pending
            ? t('preview.drawing')
            : failed
              ? t('preview.stale')
              : t('preview.current')}
      </Status>
      {failed && notYet === null ? (
        <FieldError role="alert">
          {html === null ? t('preview.failedFirst') : t('preview.failedLater')}
        </FieldError>
      ) : null}
    </Frame>
  );
}
