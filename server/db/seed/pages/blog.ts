import type { Block } from '../../../../shared/blocks/registry';
import type { PageMeta } from '../../../../shared/pages';

/** The blog: the page head and the posts (edited under Blog), ten to a page, with a search box. */
export const blogPage: { meta: PageMeta; blocks: Block[] } = {
  meta: {
    title: {
      sv: 'Blogg om webbdesign, SEO och AI för småföretag | Novaweb',
      en: 'Blog: web design, SEO and AI for small businesses | Novaweb',
    },
    description: {
      sv: 'Praktiska råd om webbdesign, sökmotoroptimering och AI för dig som driver ett mindre företag. Nya inlägg om hur din hemsida kan ge fler kunder.',
      en: 'Practical advice on web design, search engine optimisation and AI for people who run a small business, and how your website can win more customers.',
    },
    keywords: {
      sv: 'blogg webbdesign, SEO tips, AI småföretag, hemsida tips',
      en: 'web design blog, SEO tips, AI small business, website tips',
    },
    socialImage: null,
    noindex: false,
  },
  blocks: [
    {
      id: 'top',
      type: 'pageHead',
      hidden: false,
      data: {
        title: { sv: 'Bloggen', en: 'The blog' },
        subtitle: {
          sv: 'Råd om webbdesign, SEO och AI för dig som driver ett mindre företag.',
          en: 'Advice on web design, SEO and AI for people who run a small business.',
        },
        highlight: { sv: '', en: '' },
        crumb: { sv: 'Blogg', en: 'Blog' },
        art: null,
        cta: { sv: '', en: '' },
        updated: null,
      },
    },
    { id: 'posts', type: 'postList', hidden: false, data: { search: true } },
  ],
};
