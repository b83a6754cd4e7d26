import { languages, type Lang } from '../../shared/i18n';
import { isAdminPath, localizePath } from '../../shared/paths';

/** The locale toolbar's values: one language, or both side by side. */
export type LocaleGlobal = Lang | 'both';

export interface StoryLocaleInput {
  /** The locale in effect: the story's own when it pins one, the toolbar's otherwise. */
  locale: LocaleGlobal;
  /** What the story pins itself with `globals: { locale }`, if anything. */
  pinned?: LocaleGlobal;
  /** `parameters.route`: a path without a language prefix. */
  route: string;
  hasPlay: boolean;
  viewMode: string;
}

/**
 * The languages the story decorator renders a story in. Side by side picked in the toolbar is refused on the
 * canvas of a story with a play function, which would find everything twice (one Swedish copy, and `refused`
 * so the decorator can say why); its Docs page, where plays do not run, and a story that pins side by side
 * itself keep both. Admin routes are English only and render once.
 */
export function storyLanguages({ locale, pinned, route, hasPlay, viewMode }: StoryLocaleInput): {
  langs: Lang[];
  refused: boolean;
} {
  if (locale !== 'both') return { langs: [locale], refused: false };
  if (isAdminPath(route)) return { langs: ['en'], refused: false };
  const refused = hasPlay && viewMode === 'story' && pinned !== 'both';
  return refused ? { langs: ['sv'], refused } : { langs: [...languages], refused };
}

/** The router's start address: the route under the language, except the admin area, which has no prefix. */
export function storyAddress(lang: Lang, route: string): string {
  return isAdminPath(route) ? route : localizePath(lang, route);
}
