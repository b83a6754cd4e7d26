import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { viewports } from '../.storybook/viewports';
import { contrastLevel, contrastRatio } from '../src/styles/contrast';
import { media, theme } from '../src/styles/theme';

type ColorRole = keyof typeof theme.color;

/**
 * Where each colour is drawn on which background, as the components' styles use them. Text needs 4.5:1
 * (3:1 when large); a focus ring or a field's border needs 3:1 against what surrounds it.
 */
const usage: Partial<Record<ColorRole, { on: ColorRole[]; kind: 'text' | 'non-text' }>> = {
  text: { on: ['surface', 'surfaceAlt', 'surfaceMuted', 'accentSoft'], kind: 'text' },
  textMuted: { on: ['surface', 'surfaceAlt', 'surfaceMuted'], kind: 'text' },
  // accent and accentHover: the closing call to action's band runs from one to the other.
  textInverse: { on: ['surfaceInverse', 'accent', 'accentHover'], kind: 'text' },
  textInverseMuted: { on: ['surfaceInverse', 'accent', 'accentHover'], kind: 'text' },
  surfaceInverse: { on: ['surface', 'accentSoft'], kind: 'text' },
  accent: { on: ['surface', 'surfaceAlt', 'accentSoft'], kind: 'text' },
  accentText: { on: ['accent', 'accentHover'], kind: 'text' },
  highlight: { on: ['surfaceInverse'], kind: 'text' },
  danger: { on: ['surface', 'dangerSoft'], kind: 'text' },
  success: { on: ['successSoft'], kind: 'text' },
  warning: { on: ['warningSoft'], kind: 'text' },
  focus: { on: ['surface', 'surfaceAlt', 'accentSoft'], kind: 'non-text' },
  focusInverse: { on: ['surfaceInverse', 'accent', 'accentHover'], kind: 'non-text' },
  borderStrong: { on: ['surface'], kind: 'non-text' },
};

/** The palette entry a role points at, so a designer sees "slate600" next to "textMuted". */
const paletteName = (value: string) =>
  Object.entries(theme.palette).find(([, hex]) => hex === value)?.[0] ?? '—';

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text};
`;

/** A table wider than a phone scrolls inside its box: no value or heading is broken inside a word to fit. */
const Wide = styled.div`
  overflow-x: auto;
`;

const TokenTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: normal;
  code {
    white-space: nowrap;
  }
  caption {
    text-align: left;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Chip = styled.span<{ $color: string }>`
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  margin-right: ${({ theme }) => theme.space[2]};
  vertical-align: middle;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
`;

const Pairs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pair = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
`;

/** The colour on its background: "Aa" for text, a ring for borders and focus (no text that could fail). */
const Sample = styled.span<{ $fg: string; $bg: string; $kind: 'text' | 'non-text' }>`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 1.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-weight: 700;
  &::after {
    content: ${({ $kind }) => ($kind === 'non-text' ? "''" : 'none')};
    width: 1rem;
    height: 1rem;
    border: 3px solid ${({ $fg }) => $fg};
    border-radius: 50%;
  }
`;

function ColorRow({ role }: { role: ColorRole }) {
  const value = theme.color[role];
  const use = usage[role];
  return (
    <tr>
      <th scope="row">
        <Chip $color={value} aria-hidden="true" />
        {role}
      </th>
      <td>
        <code>{value}</code>
      </td>
      <td>{paletteName(value)}</td>
      <td>
        {use ? (
          <Pairs>
            {use.on.map((background) => {
              const ratio = contrastRatio(value, theme.color[background]);
              const level = contrastLevel(ratio);
              const verdict =
                use.kind === 'text' ? level : ratio >= 3 ? 'meets 3:1' : 'below 3:1 (non-text minimum)';
              return (
                <Pair key={background}>
                  <Sample $fg={value} $bg={theme.color[background]} $kind={use.kind} aria-hidden="true">
                    {use.kind === 'text' ? 'Aa' : null}
                  </Sample>
                  <span>
                    on {background}: <strong>{ratioText(ratio)}</strong> {verdict}
                  </span>
                </Pair>
              );
            })}
          </Pairs>
        ) : (
          'background or line'
        )}
      </td>
    </tr>
  );
}

/** The root font size the rem values are counted in (the browser's default, which the site keeps). */
const remPx = 16;
const round = (value: number) => Math.round(value * 10) / 10;

/** A size at a viewport `width`: a rem value, or a `clamp(min, a rem + b vw, max)` worked out there. */
function pxAt(value: string, width: number): number | null {
  const rem = /^(-?[\d.]+)rem$/.exec(value);
  if (rem) return round(Number(rem[1]) * remPx);
  const px = /^(-?[\d.]+)px$/.exec(value);
  if (px) return Number(px[1]);
  const clamp = /^clamp\(([\d.]+)rem, ([\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(value);
  if (!clamp) return null;
  const [min, base, vw, max] = clamp.slice(1).map(Number) as [number, number, number, number];
  return round(Math.min(max, Math.max(min, base + (vw * width) / 100 / remPx)) * remPx);
}

/** A size in pixels as a designer reads it: "16 px", or "28 px at 375, 37.4 px at 1280" for one that grows. */
function pxText(value: string | number): string {
  if (typeof value === 'number') return '';
  const phone = pxAt(value, 375);
  const desktop = pxAt(value, 1280);
  if (phone === null || desktop === null) return '';
  return phone === desktop ? `${phone} px` : `${phone} px at 375, ${desktop} px at 1280`;
}

/**
 * A table of tokens: one row per entry of a theme scale, its name as the row's header, its value as written and
 * (for a size) in pixels, and a sample drawn with it.
 */
function Scale<T extends string | number>({
  caption,
  tokens,
  sample,
}: {
  caption: string;
  tokens: Record<T, string | number>;
  sample?: (token: T) => ReactNode;
}) {
  const keys = Object.keys(tokens) as T[];
  const sizes = keys.some((token) => pxText(tokens[token]) !== '' && !/px$/.test(String(tokens[token])));
  return (
    <Wide>
      <TokenTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            {sizes ? <th scope="col">Pixels</th> : null}
            {sample ? <th scope="col">Sample</th> : null}
          </tr>
        </thead>
        <tbody>
          {keys.map((token) => (
            <tr key={String(token)}>
              <th scope="row">{token}</th>
              <td>
                <code>{String(tokens[token])}</code>
              </td>
              {sizes ? <td>{pxText(tokens[token])}</td> : null}
              {sample ? <td>{sample(token)}</td> : null}
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Wide>
  );
}

/** A paragraph in a narrow column, so its lines show their height. */
const LineSample = styled.span`
  display: block;
  max-width: 22rem;
`;

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 1rem;
  background: ${({ theme }) => theme.color.accent};
  border-radius: 2px;
`;

const Box = styled.span<{ $radius?: string; $shadow?: string }>`
  display: block;
  width: 6rem;
  height: 3.5rem;
  margin: ${({ theme }) => theme.space[3]} 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radius.md};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Swatch = styled.figure<{ $color: string }>`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    height: 3.5rem;
    background: ${({ $color }) => $color};
  }
  figcaption {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** The theme of `src/styles/theme.ts`, drawn from the object itself: change a token and these pages follow. */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The semantic colour roles components use, with the palette entry each points at and its WCAG contrast
 * against every background it is drawn on (computed from the hex values).
 */
export const Colors: Story = {
  render: () => (
    <Page>
      <Wide>
        <TokenTable>
          <caption>Colour roles</caption>
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Value</th>
              <th scope="col">Palette</th>
              <th scope="col">Contrast where it is used</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(theme.color) as ColorRole[]).map((role) => (
              <ColorRow key={role} role={role} />
            ))}
          </tbody>
        </TokenTable>
      </Wide>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(Object.keys(theme.color).length);
    const accent = within(canvas.getByRole('rowheader', { name: 'accent' }).closest('tr')!);
    await expect(accent.getByText(theme.color.accent)).toBeVisible();
    const onSurface = ratioText(contrastRatio(theme.color.accent, theme.color.surface));
    await expect(accent.getByText(onSurface)).toBeVisible();
    // Body text on the page background is far above AAA.
    const text = within(canvas.getByRole('rowheader', { name: 'text' }).closest('tr')!);
    await expect(text.getAllByText(/ AAA$/)).toHaveLength(usage.text!.on.length);
  },
};

/** The raw palette the roles draw from. Components use the roles, never these names. */
export const Palette: Story = {
  render: () => (
    <Page>
      <Swatches>
        {Object.entries(theme.palette).map(([name, value]) => (
          <Swatch key={name} $color={value}>
            <figcaption>
              <strong>{name}</strong>
              <br />
              <code>{value}</code>
            </figcaption>
          </Swatch>
        ))}
      </Swatches>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(Object.keys(theme.palette).length);
    await expect(canvas.getByText(theme.palette.violet700)).toBeVisible();
  },
};

/**
 * The type: the size scale (`theme.fontSize`; the two largest grow with the viewport, from their size at 375 px
 * to their size at 1280), the weights (`theme.fontWeight`) and the line heights (`theme.lineHeight`).
 */
export const Typography: Story = {
  render: () => (
    <Page>
      <Scale
        caption="Type scale"
        tokens={theme.fontSize}
        sample={(size) => (
          <span
            style={{
              fontSize: theme.fontSize[size],
              fontWeight: size.includes('xl') ? theme.fontWeight.heavy : theme.fontWeight.regular,
            }}
          >
            En premiumhemsida till en bråkdel av byråpriset
          </span>
        )}
      />
      <Scale
        caption="Weights"
        tokens={theme.fontWeight}
        sample={(weight) => (
          <span style={{ fontWeight: theme.fontWeight[weight], fontSize: theme.fontSize.lg }}>
            Från 7 000 kr
          </span>
        )}
      />
      <Scale
        caption="Line heights"
        tokens={theme.lineHeight}
        sample={(height) => (
          <LineSample style={{ lineHeight: theme.lineHeight[height] }}>
            Vi går igenom innehåll, hastighet, mobilupplevelse och synlighet i sök för att se vad som fungerar
            och vad som bromsar.
          </LineSample>
        )}
      />
      <p>
        Body and headings: <code>{theme.font.body}</code>
      </p>
    </Page>
  ),
  play: async ({ canvas }) => {
    const scale = within(canvas.getByRole('table', { name: 'Type scale' }));
    await expect(scale.getAllByRole('rowheader')).toHaveLength(Object.keys(theme.fontSize).length);
    const md = within(scale.getByRole('rowheader', { name: 'md' }).closest('tr')!);
    await expect(getComputedStyle(md.getByText(/premiumhemsida/)).fontSize).toBe('16px');
    await expect(md.getByText('16 px')).toBeVisible();
    // A size that grows with the viewport says from what to what.
    await expect(scale.getByText('28 px at 375, 40 px at 1280')).toBeVisible();
    const weights = within(canvas.getByRole('table', { name: 'Weights' }));
    const heavy = within(weights.getByRole('rowheader', { name: 'heavy' }).closest('tr')!);
    await expect(getComputedStyle(heavy.getByText('Från 7 000 kr')).fontWeight).toBe('800');
    const lines = within(canvas.getByRole('table', { name: 'Line heights' }));
    await expect(lines.getByRole('rowheader', { name: 'body' })).toBeVisible();
  },
};

/** The spacing scale (`theme.space`) for gaps, padding and margins. */
export const Spacing: Story = {
  render: () => (
    <Page>
      <Scale caption="Spacing" tokens={theme.space} sample={(step) => <Bar $width={theme.space[step]} />} />
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(Object.keys(theme.space).length);
    const four = canvas.getByRole('rowheader', { name: '4' }).closest('tr')!;
    await expect(four.querySelector('td:last-child span')!.getBoundingClientRect().width).toBe(16);
  },
};

/** Corner radii (`theme.radius`): small for fields, medium for cards' insides, large for panels, pill for badges. */
export const Radius: Story = {
  render: () => (
    <Page>
      <Scale
        caption="Radius"
        tokens={theme.radius}
        sample={(radius) => <Box $radius={theme.radius[radius]} />}
      />
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(Object.keys(theme.radius).length);
  },
};

/** Elevation (`theme.shadow`): cards rest on `sm`, menus and raised cards use `md` and `lg`. */
export const Shadows: Story = {
  render: () => (
    <Page>
      <Scale
        caption="Shadows"
        tokens={theme.shadow}
        sample={(shadow) => <Box $shadow={theme.shadow[shadow]} />}
      />
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(Object.keys(theme.shadow).length);
  },
};

/**
 * The breakpoints (`theme.breakpoint`) and the media queries components use, then the viewport toolbar's
 * sizes. Below 768 px the site is in its mobile layout.
 */
export const Breakpoints: Story = {
  render: () => (
    <Page>
      <Scale caption="Breakpoints (px)" tokens={theme.breakpoint} />
      <Scale caption="Media queries (media.*)" tokens={media} />
      <Scale
        caption="Viewport toolbar"
        tokens={Object.fromEntries(Object.entries(viewports).map(([id, { name }]) => [id, name]))}
        sample={(id) => <code>{viewports[id as keyof typeof viewports].styles.width}</code>}
      />
    </Page>
  ),
  play: async ({ canvas }) => {
    const breakpoints = within(canvas.getByRole('table', { name: 'Breakpoints (px)' }));
    await expect(breakpoints.getByText(String(theme.breakpoint.mobile))).toBeVisible();
    const toolbar = within(canvas.getByRole('table', { name: 'Viewport toolbar' }));
    for (const id of ['mobile375', 'tablet768', 'desktop1280']) {
      await expect(toolbar.getByRole('rowheader', { name: id })).toBeVisible();
    }
  },
};
