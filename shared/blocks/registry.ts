import { z } from 'zod';
import type { Localized } from '../i18n';
import { beforeAfterBlock } from './beforeAfter';
import { caseStudyBlock } from './caseStudy';
import { chromePart } from './chrome';
import { changesBlock } from './changes';
import { clientResultsBlock } from './clientResults';
import { comparisonBlock } from './comparison';
import { benefitsBlock } from './benefits';
import { closingCtaBlock } from './closingCta';
import { contactFormBlock } from './contactForm';
import { faqBlock } from './faq';
import { heroBlock } from './hero';
import { latestPostsBlock } from './latestPosts';
import { legalTextBlock } from './legalText';
import { offerBlock } from './offer';
import { pageHeadBlock } from './pageHead';
import { pointColumnsBlock } from './pointColumns';
import { portfolioCasesBlock } from './portfolioCases';
import { postListBlock } from './postList';
import { portfolioTeasersBlock } from './portfolioTeasers';
import { pricesPart } from './prices';
import { pricingBlock } from './pricing';
import { processBlock } from './process';
import { statsBlock } from './stats';
import { storyBlock } from './story';
import { testimonialBlock } from './testimonial';

/**
 * The parts of the site edited once: the prices, shown wherever a block needs them, and the navigation's and
 * footer's words, shown on every page.
 */
export const siteParts = { prices: pricesPart, chrome: chromePart } as const;
export type SitePartKey = keyof typeof siteParts;
export type SiteParts = { [Key in SitePartKey]: z.infer<(typeof siteParts)[Key]> };

interface BlockDefinition<Schema extends z.ZodType> {
  schema: Schema;
  /** The block's name in the admin's palette. */
  label: Localized;
  /** One line under it. */
  description: Localized;
  /** The shared parts it shows (the page's answer carries them). */
  parts?: readonly SitePartKey[];
}

const define = <Schema extends z.ZodType>(definition: BlockDefinition<Schema>) => definition;

/**
 * Every kind of block a page can hold: its data's schema (the server validates each save with it, the admin
 * builds its fields from it) and how the palette presents it. A section of the component library becomes a
 * block by being added here and in src/blocks/registry.tsx (the compiler asks for both).
 */
export const blockTypes = {
  pageHead: define({
    schema: pageHeadBlock,
    label: { sv: 'Sidhuvud', en: 'Page head' },
    description: {
      sv: 'Sidans rubrik med brödsmulor, en rad under och en teckning bredvid.',
      en: 'The page’s heading with breadcrumbs, a line under it and a drawing beside it.',
    },
  }),
  hero: define({
    schema: heroBlock,
    label: { sv: 'Startskärm', en: 'Hero' },
    description: {
      sv: 'Rubrik, erbjudande, pris mot byråpris och två knappar.',
      en: 'Headline, offer, price against an agency’s and two buttons.',
    },
    parts: ['prices'],
  }),
  benefits: define({
    schema: benefitsBlock,
    label: { sv: 'Fördelar', en: 'Benefits' },
    description: {
      sv: 'Kort med ikon, rubrik och mening, och en mörk rad med det som alltid ingår.',
      en: 'Cards with an icon, a title and a sentence, and a dark strip of what is always included.',
    },
  }),
  story: define({
    schema: storyBlock,
    label: { sv: 'Berättelse', en: 'Story' },
    description: {
      sv: 'En rubrik och några stycken löptext i en lättläst spalt.',
      en: 'A heading and a few paragraphs of prose in one easy column.',
    },
  }),
  process: define({
    schema: processBlock,
    label: { sv: 'Arbetsgång', en: 'Process' },
    description: {
      sv: 'Numrerade steg från första samtal till lansering.',
      en: 'Numbered steps from the first call to the launch.',
    },
  }),
  beforeAfter: define({
    schema: beforeAfterBlock,
    label: { sv: 'Före och efter', en: 'Before and after' },
    description: {
      sv: 'Ett reglage mellan en gammal och en ny webbplats.',
      en: 'A slider between an old site and a new one.',
    },
  }),
  pricing: define({
    schema: pricingBlock,
    label: { sv: 'Priser', en: 'Pricing' },
    description: {
      sv: 'Paketen med de gemensamma priserna, erbjudandet och garantin.',
      en: 'The plans at the shared prices, the offer and the guarantee.',
    },
    parts: ['prices'],
  }),
  offer: define({
    schema: offerBlock,
    label: { sv: 'Fastprispaket', en: 'Fixed-price package' },
    description: {
      sv: 'Paketet till fast pris ur de gemensamma priserna, med sidans egna ord och en länk till paketen.',
      en: 'The fixed-price package from the shared prices, in the page’s own words, with a link to the plans.',
    },
    parts: ['prices'],
  }),
  latestPosts: define({
    schema: latestPostsBlock,
    label: { sv: 'Senaste inläggen', en: 'Latest posts' },
    description: {
      sv: 'De tre nyaste blogginläggen, hämtade när sidan visas.',
      en: 'The three newest blog posts, read when the page is shown.',
    },
  }),
  postList: define({
    schema: postListBlock,
    label: { sv: 'Blogginlägg', en: 'Blog posts' },
    description: {
      sv: 'Alla publicerade inlägg, nyaste först, tio per sida med länkar mellan sidorna och en sökruta.',
      en: 'Every published post, newest first, ten to a page with links between the pages and a search box.',
    },
  }),
  comparison: define({
    schema: comparisonBlock,
    label: { sv: 'Före och efter i punkter', en: 'Before and after, point by point' },
    description: {
      sv: 'Två paneler bredvid varandra: det som brister före och det som blir rätt efter.',
      en: 'Two panels side by side: what falls short before and what is right after.',
    },
  }),
  changes: define({
    schema: changesBlock,
    label: { sv: 'Förändringar', en: 'Changes' },
    description: {
      sv: 'Kort som vart och ett visar hur något är före och hur det blir efter.',
      en: 'Cards that each show how one thing is before and how it becomes after.',
    },
  }),
  pointColumns: define({
    schema: pointColumnsBlock,
    label: { sv: 'Spalter med punkter', en: 'Columns of points' },
    description: {
      sv: 'Två till fyra spalter bredvid varandra, var och en en rubrik över en punktlista.',
      en: 'Two to four columns side by side, each a heading over a list of points.',
    },
  }),
  stats: define({
    schema: statsBlock,
    label: { sv: 'Nyckeltal', en: 'Figures' },
    description: {
      sv: 'Några stora siffror med en rad om vad de räknar.',
      en: 'A few large figures, each with a line on what it counts.',
    },
  }),
  portfolioTeasers: define({
    schema: portfolioTeasersBlock,
    label: { sv: 'Utvalda projekt', en: 'Portfolio teasers' },
    description: {
      sv: 'Några projekt i korthet, med en länk till hela portfolion.',
      en: 'A few projects in short, each with a link to the whole portfolio.',
    },
  }),
  portfolioCases: define({
    schema: portfolioCasesBlock,
    label: { sv: 'Kundcase ur portfolion', en: 'Portfolio case studies' },
    description: {
      sv: 'De publicerade kundcasen under Portfolio, vart och ett med före och efter; hämtade när sidan visas.',
      en: 'The published case studies under Portfolio, each with its before and after; read when the page is shown.',
    },
  }),
  testimonial: define({
    schema: testimonialBlock,
    label: { sv: 'Kundcitat', en: 'Testimonial' },
    description: {
      sv: 'En kunds egna ord, med namn och vad hen gör.',
      en: 'A client’s own words, with their name and what they do.',
    },
  }),
  caseStudy: define({
    schema: caseStudyBlock,
    label: { sv: 'Kundcase', en: 'Case study' },
    description: {
      sv: 'En kunds utmaning, vad vi gjorde och resultatet i siffror, på ett mörkt band.',
      en: 'A client’s challenge, what we did and the result in figures, on a dark band.',
    },
  }),
  clientResults: define({
    schema: clientResultsBlock,
    label: { sv: 'Kundresultat', en: 'Client results' },
    description: {
      sv: 'Kort per kund med bransch, siffror och ett citat.',
      en: 'A card per client with their trade, their figures and a quote.',
    },
  }),
  faq: define({
    schema: faqBlock,
    label: { sv: 'Vanliga frågor', en: 'FAQ' },
    description: {
      sv: 'Frågor som öppnas en i taget; sökmotorer läser dem som sidans FAQ.',
      en: 'Questions that open one at a time; search engines read them as the page’s FAQ.',
    },
  }),
  closingCta: define({
    schema: closingCtaBlock,
    label: { sv: 'Avslutande uppmaning', en: 'Closing call to action' },
    description: {
      sv: 'Ett färgat band längst ned med en knapp till kontaktsidan.',
      en: 'A coloured band at the foot of the page with a button to the contact page.',
    },
  }),
  legalText: define({
    schema: legalTextBlock,
    label: { sv: 'Juridisk text', en: 'Legal text' },
    description: {
      sv: 'Avsnitt med rubrik, stycken och punktlistor: integritetspolicy, villkor, tillgänglighet.',
      en: 'Sections of headings, paragraphs and lists: privacy notice, terms, accessibility.',
    },
  }),
  contactForm: define({
    schema: contactFormBlock,
    label: { sv: 'Kontaktformulär', en: 'Contact form' },
    description: {
      sv: 'Formuläret och vad som händer när det är skickat; på en egen sida även paketet och kontaktuppgifterna.',
      en: 'The form and what happens once it is sent; on a page of its own also the package and contact details.',
    },
    parts: ['prices'],
  }),
};

export type BlockType = keyof typeof blockTypes;
export const blockTypeNames = Object.keys(blockTypes) as BlockType[];
export type BlockData<Type extends BlockType> = z.infer<(typeof blockTypes)[Type]['schema']>;

/** A block as a page stores it: which kind, its data, and whether it is hidden for now. */
export type Block = {
  [Type in BlockType]: { id: string; type: Type; hidden: boolean; data: BlockData<Type> };
}[BlockType];

/** A block's id: made by the editor, unique on its page, kept when blocks move. */
export const blockId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Letters, digits, - and _ (at most 40)');

const blockSchemas = blockTypeNames.map((type) =>
  z.strictObject({
    id: blockId,
    type: z.literal(type),
    hidden: z.boolean().default(false),
    data: blockTypes[type].schema,
  }),
);

/** One block, checked against its kind's schema; an unknown kind is refused at `type`. */
export const pageBlock = z.discriminatedUnion(
  'type',
  blockSchemas as unknown as [(typeof blockSchemas)[number], ...(typeof blockSchemas)[number][]],
) as unknown as z.ZodType<Block>;

export const isBlockType = (type: unknown): type is BlockType =>
  typeof type === 'string' && Object.hasOwn(blockTypes, type);
