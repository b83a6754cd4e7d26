import { useDeferredValue, useMemo } from 'react';
import { isEmptyDocument, type PostDocument } from '../../../../shared/postDocument';
import { paths } from '../../../../shared/paths';
import { seoChecks, type OtherFocus, type SeoCheck, type SeoCheckId } from '../../../../shared/seoAnalysis';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { SerpPreview } from '../SerpPreview';
import { CheckPanel, useCheckSentence } from './CheckPanel';

/** What a search engine reads of one language of a post. */
export interface SeoText {
  keyphrase: string;
  title: string;
  /** The excerpt: the page's meta description. */
  excerpt: string;
  /** The body: the editor's document. */
  body: PostDocument;
}

/** What the page's meta title adds after a post's title (BlogPostPage). */
export const postTitleSuffix = ' | Novaweb';

type Outcome = SeoCheck['outcome'];
const sentences: Record<SeoCheckId, Partial<Record<Outcome, AdminMessageKey>>> = {
  keyphrase: { missing: 'seo.check.keyphrase.missing' },
  inTitle: { pass: 'seo.check.inTitle.pass', missing: 'seo.check.inTitle.missing' },
  inIntro: { pass: 'seo.check.inIntro.pass', missing: 'seo.check.inIntro.missing' },
  inSlug: { pass: 'seo.check.inSlug.pass', missing: 'seo.check.inSlug.missing' },
  inDescription: { pass: 'seo.check.inDescription.pass', missing: 'seo.check.inDescription.missing' },
  inSubheading: {
    pass: 'seo.check.inSubheading.pass',
    missing: 'seo.check.inSubheading.missing',
    none: 'seo.check.inSubheading.none',
  },
  density: { pass: 'seo.check.density.pass', low: 'seo.check.density.low', high: 'seo.check.density.high' },
  usedElsewhere: { pass: 'seo.check.usedElsewhere.pass', high: 'seo.check.usedElsewhere.high' },
  titleLength: {
    pass: 'seo.check.titleLength.pass',
    long: 'seo.check.titleLength.long',
    none: 'seo.check.titleLength.none',
  },
  descriptionLength: {
    pass: 'seo.check.descriptionLength.pass',
    short: 'seo.check.descriptionLength.short',
    long: 'seo.check.descriptionLength.long',
    none: 'seo.check.descriptionLength.none',
  },
  headings: { pass: 'seo.check.headings.pass', high: 'seo.check.headings.high' },
  internalLinks: { pass: 'seo.check.internalLinks.pass', none: 'seo.check.internalLinks.none' },
  outboundLinks: { pass: 'seo.check.outboundLinks.pass', none: 'seo.check.outboundLinks.none' },
  altTexts: { pass: 'seo.check.altTexts.pass', missing: 'seo.check.altTexts.missing' },
};

/** The host a visitor reaches the site at: the admin is served from the site's own address. */
const siteHost = () => (typeof window === 'undefined' ? '' : window.location.hostname.toLowerCase());

/** A language's fields, each deferred on its own: the same object until one of them changes. */
function useDeferredText(text: SeoText): SeoText {
  const keyphrase = useDeferredValue(text.keyphrase);
  const title = useDeferredValue(text.title);
  const excerpt = useDeferredValue(text.excerpt);
  const body = useDeferredValue(text.body);
  return useMemo(() => ({ keyphrase, title, excerpt, body }), [keyphrase, title, excerpt, body]);
}

/**
 * How each language of a post will do in search, as it is typed: where its focus keyphrase stands, the meta title
 * and description, the body's headings, links and images, each with a light and what to do; and the search result
 * it will make, on a computer and a phone. The checks run on deferred copies of the fields, so typing never waits.
 */
export function SeoPanel({
  sv,
  en,
  slug,
  others,
}: {
  sv: SeoText;
  en: SeoText;
  slug: string;
  /** Other posts' and pages' focus in each language (the post itself left out). */
  others: Record<'sv' | 'en', OtherFocus[]>;
}) {
  const { t } = useAdminI18n();
  const texts = { sv: useDeferredText(sv), en: useDeferredText(en) };
  const deferredSlug = useDeferredValue(slug);
  const host = siteHost();
  const checks = useMemo(() => {
    const of = (lang: 'sv' | 'en', text: SeoText) =>
      text.title.trim() !== '' || text.excerpt.trim() !== '' || !isEmptyDocument(text.body)
        ? seoChecks({
            keyphrase: text.keyphrase,
            title: text.title,
            description: text.excerpt,
            slug: deferredSlug,
            body: text.body,
            siteHost: host,
            titleSuffix: postTitleSuffix,
            elsewhere: others[lang],
          })
        : [];
    return { sv: of('sv', texts.sv), en: of('en', texts.en) };
  }, [texts.sv, texts.en, deferredSlug, host, others]);
  const sentence = useCheckSentence();
  return (
    <CheckPanel
      id="seo-title"
      title={t('seo.panel.title')}
      columns={(['sv', 'en'] as const).map((lang) => ({
        lang,
        title: t(lang === 'sv' ? 'seo.panel.sv' : 'seo.panel.en'),
        lines: checks[lang].map((check) => ({
          id: check.id,
          tone: check.tone,
          text: sentence(sentences[check.id][check.outcome]!, check.values),
        })),
        empty: t('seo.panel.empty'),
        after:
          checks[lang].length > 0 ? (
            <SerpPreview
              title={`${texts[lang].title.trim()}${postTitleSuffix}`}
              address={`${host}${paths.blogPost.href(lang, deferredSlug || '…')}`}
              description={texts[lang].excerpt}
            />
          ) : null,
      }))}
    />
  );
}
