import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FigureInput } from './FigureInput';

/** A figure field on its own (a case's results in Portfolio): the language's decimal sign shown, either read back. */
const meta = {
  title: 'Admin/Parts/Figure input',
  component: FigureInput,
  args: { value: 1234.5, onChange: fn(), id: 'figure', inputMode: 'decimal' },
  render: function Render(args) {
    const [value, setValue] = useState<unknown>(args.value);
    return (
      <div style={{ padding: '1rem', maxWidth: '20rem' }}>
        <label htmlFor="figure">Load time (seconds)</label>
        <FigureInput
          {...args}
          value={value as number | null}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FigureInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Swedish: a decimal comma and no thousands separator; a figure typed with a point is read the same. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Load time (seconds)');
    await expect(input).toHaveValue('1234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '2.75');
    await expect(input).toHaveValue('2.75');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.75);
  },
};

/** In English: a decimal point; empty is no figure at all, and words are no figure (the form's schema says so). */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Load time (seconds)');
    await expect(input).toHaveValue('1234.5');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, 'soon');
    await expect(input).toHaveValue('soon');
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
  },
};
