import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { services } from '../../content/services';
import {
  BeforeAfterPanels,
  CaseStudy,
  ChangeCards,
  ClientResults,
  HeadlineStats,
  PointColumns,
  PortfolioTeasers,
  ServiceIntro,
  ServiceTestimonial,
} from './ServiceSections';

const meta = { title: 'Pages/Services/Sections' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sv = (slug: keyof typeof services) => services[slug].sv;

export const Intro: Story = {
  render: () => <ServiceIntro intro={sv('web-design').intro} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
export const BeforeAfter: Story = {
  render: () => <BeforeAfterPanels panels={sv('web-redesign').beforeAfter!} />,
};
export const Changes: Story = { render: () => <ChangeCards changes={sv('web-redesign').changes!} /> };
export const Columns: Story = { render: () => <PointColumns columns={sv('seo-optimization').columns!} /> };
export const Teasers: Story = {
  render: () => <PortfolioTeasers teasers={sv('web-design').portfolioTeasers!} />,
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).toHaveAttribute('href', '/portfolio');
  },
};
export const Quote: Story = {
  render: () => <ServiceTestimonial testimonial={sv('web-design').testimonial!} />,
};
export const HealthCaseStudy: Story = {
  render: () => <CaseStudy study={sv('seo-optimization').caseStudy!} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/contact');
  },
};
export const AgencyCaseStudy: Story = { render: () => <CaseStudy study={sv('web-redesign').caseStudy!} /> };
export const Headlines: Story = {
  render: () => <HeadlineStats stats={sv('seo-optimization').headlineStats!} />,
};
export const Results: Story = {
  render: () => <ClientResults results={sv('conversion-optimization').clientResults!} />,
};
