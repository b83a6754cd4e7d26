import type { IconName } from '../../shared/blocks/common';
import type { Localized } from '../../shared/i18n';

export type { IconName };

export interface Titled {
  title: string;
  description: string;
}

export interface IconCard extends Titled {
  icon: IconName;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface PageMetaContent {
  /** The whole <title>, ending with ' | Novaweb'. 50–65 characters. */
  title: string;
  /** 120–160 characters. */
  description: string;
  /** Comma-separated. */
  keywords: string;
}

export interface ClosingBlock {
  title: string;
  text: string;
  button: string;
}

/** The part of a service page's copy the site search reads (serviceIntros.ts). */
export type ServiceIntro = Pick<ServiceContent, 'meta' | 'name' | 'hero' | 'intro'>;
/** The rest of it (services.ts). */
export type ServiceDetails = Omit<ServiceContent, keyof ServiceIntro>;

/** Everything one service page prints, in one language. Optional parts belong to some services only. */
export interface ServiceContent {
  meta: PageMetaContent;
  /** The service's name as the breadcrumbs and structured data give it. */
  name: string;
  hero: {
    /** The title in three parts; `highlight` is set off visually (web-redesign's branded middle word). */
    title: { before: string; highlight?: string; after?: string };
    subtitle: string;
    cta: string;
  };
  intro: { title: string; paragraphs: string[]; checkmarks?: string[] };
  benefits: { title: string; lead?: string; items: IconCard[] };
  process: { title: string; lead?: string; steps: Titled[] };
  faq?: { title: string; items: FaqItem[] };
  closing: ClosingBlock;
  /** web-design: two teaser cards linking to the portfolio. */
  portfolioTeasers?: {
    title: string;
    link: string;
    items: { title: string; category: string; description: string }[];
  };
  /** web-design: one testimonial. */
  testimonial?: { quote: string; author: string; role: string };
  /** web-redesign: before and after panels. */
  beforeAfter?: {
    title: string;
    before: { title: string; items: string[] };
    after: { title: string; items: string[] };
  };
  /** web-redesign: four cards of what changes. */
  changes?: { title: string; items: { title: string; before: string; after: string }[] };
  /** web-redesign (small agency, four stats) and seo-optimization (health industry, links to contact). */
  caseStudy?: {
    title: string;
    client: string;
    challenge: string;
    solution: string;
    stats: Stat[];
    cta?: string;
  };
  /** seo-optimization: three headline stats. */
  headlineStats?: Stat[];
  /** seo-optimization (Technical, On-Page, Off-Page: six each) and conversion-optimization (five each). */
  columns?: { title: string; lead?: string; items: { title: string; points: string[] }[] };
  /** conversion-optimization: four methodology cards. */
  methodology?: { title: string; lead?: string; items: IconCard[] };
  /** conversion-optimization: three client result cards. */
  clientResults?: {
    title: string;
    items: { company: string; industry: string; stats: Stat[]; quote: string; author: string }[];
  };
}

export type LocalizedContent<T> = Localized<T>;
