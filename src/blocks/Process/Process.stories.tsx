import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const process = seedBlock('process');

/** The process block: numbered steps; its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Process',
  tags: ['autodocs'],
  ...blockStoryMeta('process', process),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('#process')).not.toBeNull();
    for (const n of [1, 2, 3, 4]) {
      await expect(canvasElement.querySelector(`#process-step-${n}`)).toHaveTextContent(String(n));
    }
    await expect(canvasElement.querySelector('#process-step-2')).toHaveTextContent('Gratis designmockup');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Steg 1: Analys' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Step 1: Analysis' })).toBeVisible();
  },
};

/** Three steps on the dark band. */
export const DarkThreeSteps: Story = {
  args: blockArgs('process', { ...process, tone: 'dark', steps: process.steps.slice(0, 3) }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** The steps alternate left and right of a line (the redesign page's five). */
export const Timeline: Story = {
  args: blockArgs('process', seedBlock('process', 'web-redesign')),
  play: async ({ canvasElement }) => {
    const steps = [...canvasElement.querySelectorAll('li')];
    await expect(steps).toHaveLength(5);
    const left = (index: number) => steps[index]!.firstElementChild!.getBoundingClientRect().left;
    await expect(left(1)).toBeGreaterThan(left(0));
    await expect(left(2)).toBe(left(0));
  },
};

export const TimelineOnAPhone: Story = {
  args: blockArgs('process', seedBlock('process', 'web-redesign')),
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('process', withinLimits('process', longSwedish(process))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts: the same picture as Swedish, tested here, screenshotted there. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('process', withoutEnglish(process)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Step 1: Analys' })).toBeVisible();
  },
};
