import type { ComponentType } from 'react';
import type { BlockType } from '../../shared/blocks/registry';
import type { PublicBlock, PublicPage } from '../../shared/pages';
import { BeforeAfter } from './BeforeAfter/BeforeAfter';
import { Benefits } from './Benefits/Benefits';
import { CaseStudy } from './CaseStudy/CaseStudy';
import { Changes } from './Changes/Changes';
import { ClientResults } from './ClientResults/ClientResults';
import { ClosingCtaBlock } from './ClosingCta/ClosingCtaBlock';
import { Comparison } from './Comparison/Comparison';
import { ContactFormBlock } from './ContactForm/ContactFormBlock';
import { FaqBlock } from './Faq/FaqBlock';
import { Hero } from './Hero/Hero';
import { LatestPosts } from './LatestPosts/LatestPosts';
import { LegalText } from './LegalText/LegalText';
import { Offer } from './Offer/Offer';
import { PageHead } from './PageHead/PageHead';
import { PointColumns } from './PointColumns/PointColumns';
import { PortfolioCases } from './PortfolioCases/PortfolioCases';
import { PortfolioTeasers } from './PortfolioTeasers/PortfolioTeasers';
import { PostListBlock } from './PostList/PostListBlock';
import { Pricing } from './Pricing/Pricing';
import { Process } from './Process/Process';
import { StatsBlock } from './Stats/StatsBlock';
import { Story } from './Story/Story';
import { TestimonialBlock } from './Testimonial/TestimonialBlock';
import type { BlockProps } from './types';

/** The section component of each kind of block (shared/blocks/registry.ts holds their data's schemas). */
export const blockComponents: { [Type in BlockType]: ComponentType<BlockProps<Type>> } = {
  hero: Hero,
  benefits: Benefits,
  process: Process,
  beforeAfter: BeforeAfter,
  pricing: Pricing,
  latestPosts: LatestPosts,
  pageHead: PageHead,
  story: Story,
  offer: Offer,
  comparison: Comparison,
  changes: Changes,
  pointColumns: PointColumns,
  stats: StatsBlock,
  portfolioTeasers: PortfolioTeasers,
  portfolioCases: PortfolioCases,
  postList: PostListBlock,
  testimonial: TestimonialBlock,
  caseStudy: CaseStudy,
  clientResults: ClientResults,
  faq: FaqBlock,
  closingCta: ClosingCtaBlock,
  legalText: LegalText,
  contactForm: ContactFormBlock,
};

/** One block of a page, drawn by its kind's component. */
export function BlockView({ block, parts }: { block: PublicBlock; parts: PublicPage['parts'] }) {
  const Component = blockComponents[block.type] as ComponentType<BlockProps<BlockType>>;
  return <Component data={block.data} parts={parts} id={block.id} />;
}
