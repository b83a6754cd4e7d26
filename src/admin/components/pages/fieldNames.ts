import type { Lang } from '../../../../shared/i18n';
import { adminText, type AdminMessageKey } from '../../i18n/adminI18n';

/**
 * The fields of the blocks, the page's meta and the shared parts as staff read them, by the name the schema gives
 * each (`imageAlt`). A unit test fails on a field of any schema that has no name here, so the editor never
 * shows a Swedish-speaking Editor a made-up English one.
 */
export const fieldNames: Readonly<Record<string, AdminMessageKey>> = {
  title: 'field.title',
  highlight: 'field.highlight',
  subtitle: 'field.subtitle',
  crumb: 'field.crumb',
  art: 'field.art',
  motif: 'field.motif',
  palette: 'field.palette',
  cta: 'field.cta',
  updated: 'field.updated',
  badge: 'field.badge',
  lead: 'field.lead',
  offer: 'field.offer',
  comparison: 'field.comparison',
  label: 'field.label',
  price: 'field.price',
  priceNote: 'field.priceNote',
  primaryCta: 'field.primaryCta',
  secondaryCta: 'field.secondaryCta',
  promises: 'field.promises',
  imageAlt: 'field.imageAlt',
  imageSide: 'field.imageSide',
  heading: 'field.heading',
  tone: 'field.tone',
  columns: 'field.columns',
  cards: 'field.cards',
  icon: 'field.icon',
  description: 'field.description',
  highlights: 'field.highlights',
  items: 'field.items',
  paragraphs: 'field.paragraphs',
  points: 'field.points',
  layout: 'field.layout',
  steps: 'field.steps',
  pictures: 'field.pictures',
  beforeAlt: 'field.beforeAlt',
  afterAlt: 'field.afterAlt',
  beforeLabel: 'field.beforeLabel',
  afterLabel: 'field.afterLabel',
  sliderLabel: 'field.sliderLabel',
  ctaStartingAt: 'field.ctaStartingAt',
  showOffer: 'field.showOffer',
  upgrade: 'field.upgrade',
  plan: 'field.plan',
  text: 'field.text',
  guarantee: 'field.guarantee',
  allPosts: 'field.allPosts',
  search: 'field.search',
  before: 'field.before',
  after: 'field.after',
  value: 'field.value',
  link: 'field.link',
  category: 'field.category',
  quote: 'field.quote',
  author: 'field.author',
  role: 'field.role',
  client: 'field.client',
  challenge: 'field.challenge',
  solution: 'field.solution',
  stats: 'field.stats',
  figures: 'field.figures',
  company: 'field.company',
  industry: 'field.industry',
  questions: 'field.questions',
  question: 'field.question',
  answer: 'field.answer',
  button: 'field.button',
  sections: 'field.sections',
  list: 'field.list',
  facts: 'field.facts',
  details: 'field.details',
  keywords: 'field.keywords',
  socialImage: 'field.socialImage',
  noindex: 'field.noindex',
  plans: 'field.plans',
  id: 'field.id',
  name: 'field.name',
  sek: 'field.sek',
  usd: 'field.usd',
  startingAt: 'field.startingAt',
  featured: 'field.featured',
  features: 'field.features',
  package: 'field.package',
  size: 'field.size',
  includes: 'field.includes',
  navigation: 'field.navigation',
  footer: 'field.footer',
  hours: 'field.hours',
  // A save's error may name a block's kind (a block the release does not know).
  type: 'field.type',
};

/** A field's name as the editor labels it in `lang`; one not named above is its words spelt out ("imageSide" → "Image side"). */
export const fieldLabel = (name: string, lang: Lang): string =>
  Object.hasOwn(fieldNames, name)
    ? adminText(lang, fieldNames[name]!)
    : name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .replace(/^./, (first) => first.toUpperCase());

/** The options of the blocks' choices as staff read them (a tone, a side, an icon), by their stored value. */
export const optionNames: Readonly<Record<string, AdminMessageKey>> = {
  light: 'option.light',
  alt: 'option.alt',
  dark: 'option.dark',
  start: 'option.start',
  end: 'option.end',
  grid: 'option.grid',
  timeline: 'option.timeline',
  section: 'option.section',
  page: 'option.page',
  basic: 'option.basic',
  premium: 'option.premium',
  enterprise: 'option.enterprise',
  search: 'option.search',
  layout: 'option.layout',
  network: 'option.network',
  message: 'option.message',
  funnel: 'option.funnel',
  'dated-to-modern': 'option.dated-to-modern',
  zap: 'option.zap',
  shield: 'option.shield',
  wallet: 'option.wallet',
  smartphone: 'option.smartphone',
  sparkles: 'option.sparkles',
  target: 'option.target',
  'trending-up': 'option.trending-up',
  palette: 'option.palette',
  code: 'option.code',
  users: 'option.users',
  'bar-chart': 'option.bar-chart',
  'mouse-pointer': 'option.mouse-pointer',
  'file-text': 'option.file-text',
  refresh: 'option.refresh',
  globe: 'option.globe',
  heart: 'option.heart',
  clock: 'option.clock',
  check: 'option.check',
};

/** A choice's option in `lang`: a number, or a value not named above, as it is stored. */
export const optionLabel = (option: string | number, lang: Lang): string =>
  typeof option === 'string' && Object.hasOwn(optionNames, option)
    ? adminText(lang, optionNames[option]!)
    : String(option);
