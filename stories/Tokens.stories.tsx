import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../src/styles/theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 1rem;
  padding: 2rem;
`;

const Swatch = styled.figure<{ $color: string }>`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    height: 4rem;
    background: ${({ $color }) => $color};
  }
  figcaption {
    padding: 0.5rem 0.75rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Scale = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 2rem;
`;

const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The semantic colour roles components use (not the raw palette). */
export const Colors: Story = {
  render: () => (
    <Grid>
      {Object.entries(theme.color).map(([role, value]) => (
        <Swatch key={role} $color={value}>
          <figcaption>
            <strong>{role}</strong>
            <br />
            <code>{value}</code>
          </figcaption>
        </Swatch>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('accent')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <Scale>
      {(Object.keys(theme.fontSize) as (keyof typeof theme.fontSize)[]).map((size) => (
        <p key={size} style={{ fontSize: theme.fontSize[size], fontWeight: size.includes('xl') ? 800 : 400 }}>
          {size}: En premiumhemsida till en bråkdel av byråpriset
        </p>
      ))}
    </Scale>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^4xl:/)).toBeVisible();
  },
};
