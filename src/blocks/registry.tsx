import type { ComponentType } from 'react';
import type { BlockType } from '../../shared/blocks/registry';
import type { PublicBlock, PublicPage } from '../../shared/pages';
import { BeforeAfter } from './BeforeAfter/BeforeAfter';
import { Benefits } from './Benefits/Benefits';
import { ClosingCtaBlock } from './ClosingCta/ClosingCtaBlock';
import { ContactFormBlock } from './ContactForm/ContactFormBlock';
import { FaqBlock } from './Faq/FaqBlock';
import { Hero } from './Hero/Hero';
import { LatestPosts } from './LatestPosts/LatestPosts';
import { LegalText } from './LegalText/LegalText';
import { Offer } from './Offer/Offer';
import { PageHead } from './PageHead/PageHead';
import { Pricing } from './Pricing/Pricing';
import { Process } from './Process/Process';
import { Story } from './Story/Story';
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
