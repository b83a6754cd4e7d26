import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { fontWeight } from '../../styles/theme';

/** One question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 48rem;
  margin: 0 auto;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    font-weight: ${fontWeight.semibold};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    svg {
      flex: none;
      transition: transform 0.2s ease;
    }
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  p {
    padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support come with the
 * element, and every answer is in the HTML for crawlers and visitors without JavaScript.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question}>
          <summary>
            {item.question}
            <ChevronDown size={18} aria-hidden="true" />
          </summary>
          <p>{item.answer}</p>
        </Item>
      ))}
    </List>
  );
}

/** FAQPage structured data for the same questions. */
export function faqSchema(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
