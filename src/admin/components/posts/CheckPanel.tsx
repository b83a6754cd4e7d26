import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../../../shared/seoAnalysis';
import { fontWeight } from '../../../styles/theme';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';

export type { Tone };

/** One line of a panel: a check's light and the sentence that says what it found or what to do. */
export interface CheckLine {
  id: string;
  tone: Tone;
  text: string;
}

/** One language's column: its title, its lines (or a sentence saying why there are none), and what follows them. */
export interface CheckColumn {
  lang: 'sv' | 'en';
  title: string;
  lines: CheckLine[];
  empty: string;
  after?: ReactNode;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/* Side by side while each column has room for a light and its sentence; one over the other in a narrow form (a
   phone, or beside the preview), so no word is ever broken. */
const Languages = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  > section {
    container-type: inline-size;
    min-width: 0;
  }
  h4 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
    padding: 0;
  }
  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    /* In a narrow column the light stands over its advice, which keeps the column's width. */
    @container (max-width: 22rem) {
      flex-direction: column;
      gap: ${({ theme }) => theme.space[1]};
    }
  }
`;

const Light = styled.span<{ $tone: Tone }>`
  /* One width for every light (its longest word in either language), so the advice lines up. */
  flex: none;
  width: 8.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${fontWeight.semibold};
  text-align: center;
  ${({ theme, $tone }) =>
    ({
      good: `background: ${theme.color.successSoft}; color: ${theme.color.success};`,
      fair: `background: ${theme.color.warningSoft}; color: ${theme.color.warning};`,
      poor: `background: ${theme.color.dangerSoft}; color: ${theme.color.danger};`,
    })[$tone]}
`;

const toneWords: Record<Tone, AdminMessageKey> = {
  good: 'readability.good',
  fair: 'readability.fair',
  poor: 'readability.poor',
};

/** A check's sentence in the admin's language, its numbers written as that language writes them. */
export function useCheckSentence() {
  const { t, count } = useAdminI18n();
  return (key: AdminMessageKey, values: Record<string, string | number>) =>
    t(
      key,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'number' ? count(value) : value,
        ]),
      ),
    );
}

/**
 * A panel of checks beside the editor, a column per language (one over the other on a phone): each check a light
 * said in words (colour is never the only sign) and a sentence saying what to do. The readability and SEO panels.
 */
export function CheckPanel({ id, title, columns }: { id: string; title: string; columns: CheckColumn[] }) {
  const { t } = useAdminI18n();
  return (
    <Box aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <Languages>
        {columns.map((column) => (
          <section key={column.lang} aria-label={column.title}>
            <h4>{column.title}</h4>
            {column.lines.length === 0 ? (
              <p>{column.empty}</p>
            ) : (
              <ul>
                {column.lines.map((line) => (
                  <li key={line.id} data-check={line.id}>
                    <Light $tone={line.tone}>{t(toneWords[line.tone])}</Light>
                    <span>{line.text}</span>
                  </li>
                ))}
              </ul>
            )}
            {column.after}
          </section>
        ))}
      </Languages>
    </Box>
  );
}
