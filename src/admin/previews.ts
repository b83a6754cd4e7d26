import type { PostDraft } from '../../shared/adminSchemas';
import type { SitePartKey } from '../../shared/blocks/registry';
import type { Lang } from '../../shared/i18n';
import type { PageInput } from '../../shared/pages';
import { AdminApiError } from './api';

/**
 * The editors' live previews: what is being edited, not saved, drawn by the server as the site would show it
 * (HTML without the page's script), stored and cached nowhere.
 */

/** The HTML a preview request answers, or an AdminApiError. */
async function previewHtml(address: string, body: unknown, signal?: AbortSignal): Promise<string> {
  const response = await fetch(address, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'text/html', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok)
    throw new AdminApiError(response.status, `The preview could not be made (${response.status})`);
  return response.text();
}

/** A page that shows the shared part, drawn with the part as the editor has it: the server's render, as HTML. */
export const previewSitePart = (key: SitePartKey, data: unknown, lang: Lang, signal?: AbortSignal) =>
  previewHtml(`/api/admin/site-parts/${key}/preview`, { data, lang }, signal);

/** The page as the unsaved document shows it in `lang`: the server's render, as HTML. */
export const previewPage = (
  id: number,
  document: Pick<PageInput, 'meta' | 'blocks'>,
  lang: Lang,
  signal?: AbortSignal,
) =>
  previewHtml(
    `/api/admin/pages/${id}/preview`,
    { lang, document: { meta: document.meta, blocks: document.blocks } },
    signal,
  );

/** A post's public page as the editor has it now (saved or not, finished or not) in `lang`. */
export const previewPost = (postId: number | null, post: PostDraft, lang: Lang, signal?: AbortSignal) =>
  previewHtml('/api/admin/posts/preview', { postId, lang, post }, signal);
