import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { emptyValue } from '../../../../shared/blocks/fields';
import type { BlockData, BlockType } from '../../../../shared/blocks/registry';
import { longSwedish, pricesFixture, seedBlock } from '../../../../mocks/fixtures/pages';
import { blockSpec } from './BlockCard';
import { PricesForTexts } from './priceTokensField';
import { SchemaFields } from './SchemaFields';

interface FieldsStoryProps {
  type: BlockType;
  /** The block's data to start from (the seed's when left out). */
  data?: BlockData<BlockType>;
  /** The server's refusals, by path (`blocks.0.data.title.sv`). */
  errors?: Record<string, string>;
  /** The price menu under long texts (the page editor gives it). */
  withPrices?: boolean;
  /** Each new value of the whole block, as the page editor would keep it. */
  onChange: (value: unknown) => void;
}

/** A block's fields as the page editor draws them: the value kept here, each change also told to `onChange`. */
function BlockFields({ type, data, errors = {}, withPrices = false, onChange }: FieldsStoryProps) {
  const [value, setValue] = useState<unknown>(() => data ?? seedBlock(type));
  const fields = (
    <SchemaFields
      spec={blockSpec(type)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      path="blocks.0.data"
      errors={errors}
    />
  );
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: 760 }}>
      {withPrices ? (
        <PricesForTexts.Provider value={pricesFixture}>{fields}</PricesForTexts.Provider>
      ) : (
        fields
      )}
    </div>
  );
}

/**
 * A block's fields drawn from its schema (shared/blocks/fields.ts): every text in Swedish and English side by side,
 * lists with their own tools, choices, numbers, dates, and parts that can be switched on. The page editor knows no
 * block's fields; it draws these. The block cards' stories show them in a card; these show each kind of field.
 */
const meta = {
  title: 'Admin/Parts/Block fields',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: BlockFields,
  parameters: { layout: 'padded' },
  args: { type: 'faq', onChange: fn() },
} satisfies Meta<typeof BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

type Last<T> = { mock: { calls: unknown[][] } } & T;
const lastValue = <T,>(spy: unknown) => (spy as Last<object>).mock.calls.at(-1)![0] as T;

type Faq = BlockData<'faq'>;
type PageHead = BlockData<'pageHead'>;

/** A list's items: moved, removed and added with labelled buttons; the first cannot move up, the last not down. */
export const ListOfQuestions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const seeded = seedBlock('faq').questions;
    const questions = within(canvas.getByRole('group', { name: 'Questions' }));
    await expect(questions.getByRole('button', { name: 'Move up 1' })).toBeDisabled();
    await expect(questions.getByRole('button', { name: `Move down ${seeded.length}` })).toBeDisabled();
    await userEvent.click(questions.getByRole('button', { name: 'Move down 1' }));
    await expect(lastValue<Faq>(args.onChange).questions.slice(0, 2)).toEqual([seeded[1], seeded[0]]);
    await userEvent.click(questions.getByRole('button', { name: 'Remove 1' }));
    await expect(lastValue<Faq>(args.onChange).questions).toHaveLength(seeded.length - 1);
    await userEvent.click(questions.getByRole('button', { name: 'Add to questions' }));
    const added = lastValue<Faq>(args.onChange).questions;
    await expect(added).toHaveLength(seeded.length);
    await expect(added.at(-1)).toEqual({ question: { sv: '', en: '' }, answer: { sv: '', en: '' } });
  },
};

/** Texts side by side: what is typed in one language changes that language only; the optional ones say so. */
export const TextsInBothLanguages: Story = {
  args: { type: 'pageHead' },
  play: async ({ canvas, userEvent, args }) => {
    const title = within(canvas.getByRole('group', { name: 'Title' }));
    const english = title.getByRole('textbox', { name: 'English' });
    await userEvent.clear(english);
    await userEvent.type(english, 'Terms of business');
    await expect(lastValue<PageHead>(args.onChange).title).toEqual({
      sv: seedBlock('pageHead').title.sv,
      en: 'Terms of business',
    });
    await expect(canvas.getByRole('group', { name: 'Subtitle (optional)' })).toBeVisible();
  },
};

/** Parts switched on: the drawing (a motif and a palette number) and a date, each with its own control. */
export const ChoicesNumbersAndDates: Story = {
  args: { type: 'pageHead', data: { ...seedBlock('pageHead'), art: null, updated: null } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show art' }));
    const art = within(canvas.getByRole('group', { name: 'Art' }));
    await userEvent.clear(art.getByRole('spinbutton', { name: 'Palette' }));
    await userEvent.type(art.getByRole('spinbutton', { name: 'Palette' }), '2');
    await expect(lastValue<PageHead>(args.onChange).art).toMatchObject({ palette: 2 });
    await expect(art.getByRole('combobox', { name: 'Motif' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show updated' }));
    const updated = canvas.getByLabelText('Updated');
    await expect(updated).toHaveAttribute('type', 'date');
    await expect(lastValue<PageHead>(args.onChange).updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  },
};

/** A new block: its fields empty, the required ones without "(optional)". */
export const Empty: Story = {
  args: { type: 'faq', data: emptyValue(blockSpec('faq')) as Faq },
  play: async ({ canvas }) => {
    const heading = within(canvas.getByRole('group', { name: 'Heading' }));
    await expect(heading.getByRole('group', { name: 'Title' })).toBeVisible();
    await expect(heading.getByRole('group', { name: 'Introduction (optional)' })).toBeVisible();
    for (const box of heading.getAllByRole('textbox')) await expect(box).toHaveValue('');
  },
};

/** The server's refusals shown at the texts they name, in the admin's language; a list's own refusal under it. */
export const RefusedAtFields: Story = {
  args: {
    errors: {
      'blocks.0.data.heading.title.sv': 'Swedish text is required',
      'blocks.0.data.questions.1.answer.en': 'Use at most 1000 characters',
    },
  },
  play: async ({ canvas }) => {
    const heading = within(canvas.getByRole('group', { name: 'Heading' }));
    const swedish = within(heading.getByRole('group', { name: 'Title' })).getByRole('textbox', {
      name: 'Swedish',
    });
    await expect(swedish).toHaveAttribute('aria-invalid', 'true');
    await expect(swedish).toHaveAccessibleDescription('Swedish text is required');
    const second = within(canvas.getByRole('group', { name: 'Questions 2' }));
    const answer = within(second.getByRole('group', { name: 'Answer' })).getByRole('textbox', {
      name: 'English',
    });
    await expect(answer).toHaveAccessibleDescription('Use at most 1000 characters');
  },
};

/** A price put into an answer from the menu: a token the site draws from the shared prices, in both languages. */
export const PriceFromTheMenu: Story = {
  args: { withPrices: true },
  play: async ({ canvas, userEvent, args }) => {
    const first = within(canvas.getByRole('group', { name: 'Questions 1' }));
    const menu = first.getByRole('combobox', { name: 'Insert a price into Answer (English)' });
    const premium = within(menu)
      .getAllByRole('option')
      .find((option) => option.textContent?.startsWith('Premium'))!;
    await userEvent.selectOptions(menu, premium);
    await waitFor(() =>
      expect(lastValue<Faq>(args.onChange).questions[0]!.answer.en).toContain('{price:premium}'),
    );
  },
};

/** In Swedish on a phone with the longest texts: the languages one above the other, nothing wider than the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: { data: longSwedish(seedBlock('faq')) },
  play: async ({ canvas }) => {
    const questions = within(canvas.getByRole('group', { name: 'Frågor' }));
    await expect(questions.getByRole('button', { name: 'Lägg till i frågor' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Ton' })).toBeVisible();
  },
};
