import type { BlockType } from '../../shared/blocks/registry';

/**
 * How to use each kind of block, for the designers' and writers' Docs page of it (src/test/blockGuide.tsx): when
 * to reach for it, what to do, and what not to do. What it is comes from the block registry (its description);
 * its variants and copy limits from its schema. The "don't" is pictured by the block's own long-content story
 * (the longest texts its fields allow), so the advice and its picture cannot drift apart.
 */
export interface BlockGuidance {
  /** When a page needs it. */
  use: string;
  do: string;
  dont: string;
}

export const blockGuidance: Record<BlockType, BlockGuidance> = {
  pageHead: {
    use: 'At the top of every page but the home page: it names the page and says where the visitor is.',
    do: 'Name the page as the navigation does, and keep the line under it to one or two sentences.',
    dont: 'Fill the line under the title with a paragraph: the first screen on a phone is then all text.',
  },
  hero: {
    use: 'Once, at the top of the home page or a campaign page: the offer a visitor should read first.',
    do: 'Say what the visitor gets and for how much in the headline; let the buttons name the next step.',
    dont: 'Write a headline that runs to four lines: on a phone it pushes the price and the button out of view.',
  },
  benefits: {
    use: 'After the hero, to say in a few cards why the offer is worth it.',
    do: 'Three or four cards, each one benefit with a short title and one sentence.',
    dont: 'Put a paragraph on each card: the cards grow uneven and none of them is read.',
  },
  story: {
    use: 'For prose: the agency’s story, a longer explanation between two visual blocks.',
    do: 'A heading that says what the section answers, then short paragraphs.',
    dont: 'Use it for lists of features or prices: those have blocks of their own that scan better.',
  },
  process: {
    use: 'To show the steps from the first contact to the launch, so a buyer knows what to expect.',
    do: 'Four or five steps, each named by what happens, with a sentence on what the client does.',
    dont: 'Give every step a long description: the timeline becomes a wall of text on a phone.',
  },
  beforeAfter: {
    use: 'Where a picture proves the point: an old site beside its redesign.',
    do: 'Use two screenshots of the same page at the same size, and label both sides.',
    dont: 'Compare two different pages, or pictures of different sizes: the slider then shows nothing.',
  },
  pricing: {
    use: 'On the home page and the service pages: the plans at the shared prices.',
    do: 'Change prices under Admin → Pages → Prices: every block that names them follows at once.',
    dont: 'Type a price into a text field: it will not follow the shared prices when they change.',
  },
  offer: {
    use: 'On a service page, to sell the fixed-price package in that service’s own words.',
    do: 'Say what the package holds for this service; the price comes from the shared prices.',
    dont: 'Repeat the whole pricing table: link to the plans instead.',
  },
  latestPosts: {
    use: 'Near the end of the home page, to show the blog is alive.',
    do: 'Give it a heading that says why to read on; the posts fill in by themselves.',
    dont: 'Place it on a page that lists posts already: the same cards would show twice.',
  },
  postList: {
    use: 'Once, on the blog page: every published post, ten to a page.',
    do: 'Keep the introduction short: the visitor came for the posts.',
    dont: 'Put it on a second page: each post list is a page of the blog search engines should find once.',
  },
  comparison: {
    use: 'To set what goes wrong today beside what a redesign fixes, point by point.',
    do: 'Pair the points: each "before" with the "after" that answers it.',
    dont: 'List more than six points a side: the two panels stop lining up.',
  },
  changes: {
    use: 'To show a handful of concrete changes, one card each.',
    do: 'One change per card, its before and after in a few words each.',
    dont: 'Use it for benefits in general: Benefits is the block for those.',
  },
  pointColumns: {
    use: 'To sort a service into two to four groups of points (what we check, what we change).',
    do: 'Give each column a heading of a word or two and short points under it.',
    dont: 'Put one point in a column: use a Story paragraph instead.',
  },
  stats: {
    use: 'To give proof in numbers: results, response times, counts.',
    do: 'Three, four or six figures, each with a line on what it counts.',
    dont: 'Put a sentence in the figure itself: the large type is for the number.',
  },
  portfolioTeasers: {
    use: 'On the home page or a service page, to point at the portfolio with a few projects.',
    do: 'Two or three projects, each a line on what was done.',
    dont: 'Describe each project at length: the case studies under Portfolio do that.',
  },
  portfolioCases: {
    use: 'Once, on the portfolio page: the published case studies with their before and after.',
    do: 'Edit the case studies under Admin → Portfolio; the block shows them as they are published.',
    dont: 'Put it on a page with Portfolio teasers: the same projects would show twice.',
  },
  testimonial: {
    use: 'Between sections, where a client’s words back up the claim just made.',
    do: 'Quote a real client with their name and what they do, in a few sentences.',
    dont: 'Shorten a quote until it says nothing, or stretch one past a short paragraph.',
  },
  caseStudy: {
    use: 'On a service page, to tell one client’s case with its results in figures.',
    do: 'The challenge, then what was done, then three, four or six figures that show the result.',
    dont: 'Write the challenge and the solution as long paragraphs: the figures are what is remembered.',
  },
  clientResults: {
    use: 'To show several clients’ results side by side.',
    do: 'The same figures for each client where you can, so the cards compare.',
    dont: 'Mix a long quote into a card with many figures: the cards grow uneven.',
  },
  faq: {
    use: 'On a service page or the pricing page, to answer the questions buyers ask before they call.',
    do: 'Ask the question as a buyer would, and answer it in the first sentence.',
    dont: 'Type a price into an answer: name it from the shared prices so it never contradicts them.',
  },
  closingCta: {
    use: 'Once, at the foot of a page: the next step.',
    do: 'A heading that names the benefit and a button that names the action ("Book a call").',
    dont: 'Put two of them on one page: the second reads as an echo.',
  },
  legalText: {
    use: 'On the privacy, terms and accessibility pages: sections of headings, paragraphs and lists.',
    do: 'Short sections, each under a heading a visitor can find from the table of contents.',
    dont: 'Use it for marketing copy: it is set for reading rules, not for selling.',
  },
  contactForm: {
    use: 'On the contact page, and on a campaign page that asks for a reply.',
    do: 'Say what happens after sending and when the visitor will hear back.',
    dont: 'Put it twice on one page, or on a page whose closing call to action already leads to it.',
  },
};
