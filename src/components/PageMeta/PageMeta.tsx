import { useEffect } from 'react';
import { languages, type Lang } from '../../../shared/i18n';
import type { PublicImage } from '../../../shared/api';
import { absoluteUrl, localizePath } from '../../../shared/paths';
import { withoutSoftHyphens } from '../../../shared/softHyphens';
import { socialCardPath, socialCardSize, socialCardType } from '../../../shared/social';
import { useSettings } from '../../api/settings';
import { useSiteConfig } from '../../runtime/SiteConfig';
import { useI18n } from '../../i18n/I18nProvider';

const ogLocale: Record<Lang, string> = { sv: 'sv_SE', en: 'en_US' };
/** The blog feed of each language (served by the server's seo routes). */
const feedHref: Record<Lang, string> = { sv: '/rss.xml', en: '/en/rss.xml' };

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: string;
  /** The page's path without a language prefix ('/', '/about'); canonical and alternates derive from it. */
  path: string;
  /** A language's own address where it is not `path` under the language (a category's slug differs by language). */
  hrefs?: Partial<Record<Lang, string>>;
  /** The languages the page exists in (default both); hreflang alternates only when it is in both. */
  languages?: readonly Lang[];
  /** Pages that exist in one form only (404, errors) are kept out of the index. */
  noindex?: boolean;
  type?: 'website' | 'article';
  /** A post's cover: the page's social card is the cover itself. */
  cover?: PublicImage | null;
}

/**
 * Title, description, keywords, canonical, hreflang alternates (sv, en, x-default → sv), Open Graph and
 * Twitter tags for one page, with its social card (1200×630, drawn by the server from the title, or the
 * post's cover). React places them in <head> (on the server at the start of the markup, which
 * src/entry-server.tsx moves into the head) and replaces them on client navigation; the document's `lang`
 * follows the page's language.
 */
export function PageMeta({
  title: titleAsShown,
  description: descriptionAsShown,
  keywords,
  path,
  hrefs,
  languages: pageLanguages = languages,
  noindex,
  type = 'website',
  cover,
}: PageMetaProps) {
  const { lang, t } = useI18n();
  const { baseUrl } = useSiteConfig();
  // A page's heading may carry soft hyphens for its lines (shared/softHyphens.ts); its title and card do not.
  const title = withoutSoftHyphens(titleAsShown);
  const description = withoutSoftHyphens(descriptionAsShown);
  const href = (language: Lang) => hrefs?.[language] ?? localizePath(language, path);
  const url = (language: Lang) => absoluteUrl(baseUrl, href(language));
  const canonical = url(lang);
  const backgroundSrc = useSettings().data?.socialImage ?? undefined;
  const cardInput = {
    pagePath: href(lang),
    title,
    description,
    coverSrc: cover?.src,
    backgroundSrc: cover ? undefined : backgroundSrc,
  };
  const card = absoluteUrl(baseUrl, socialCardPath(cardInput));
  const cardAlt = cover ? cover.alt[lang] : title;
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      {noindex ? null : <link rel="canonical" href={canonical} />}
      {noindex || pageLanguages.length < 2
        ? null
        : pageLanguages.map((language) => (
            <link key={language} rel="alternate" hrefLang={language} href={url(language)} />
          ))}
      {noindex || pageLanguages.length < 2 ? null : (
        <link rel="alternate" hrefLang="x-default" href={url('sv')} />
      )}
      <link rel="alternate" type="application/rss+xml" title={t('feed.title')} href={feedHref[lang]} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('brand.name')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale[lang]} />
      {pageLanguages.length < 2 ? null : (
        <meta property="og:locale:alternate" content={ogLocale[lang === 'sv' ? 'en' : 'sv']} />
      )}
      <meta property="og:image" content={card} />
      <meta property="og:image:type" content={socialCardType(cardInput)} />
      <meta property="og:image:width" content={String(socialCardSize.width)} />
      <meta property="og:image:height" content={String(socialCardSize.height)} />
      <meta property="og:image:alt" content={cardAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={card} />
      <meta name="twitter:image:alt" content={cardAlt} />
    </>
  );
}
