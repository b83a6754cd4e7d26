import { Quote } from 'lucide-react';
import styled from 'styled-components';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  > svg {
    color: ${({ theme }) => theme.color.accent};
  }
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
    strong {
      color: ${({ theme }) => theme.color.text};
    }
  }
  img {
    border-radius: 50%;
  }
`;

interface TestimonialProps {
  quote: string;
  author: string;
  role?: string;
  /** An avatar of the site's own (public/images/avatar-*.svg). */
  avatar?: string;
}

export function Testimonial({ quote, author, role, avatar }: TestimonialProps) {
  return (
    <Figure>
      <Quote size={28} aria-hidden="true" />
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        {avatar ? <img src={avatar} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
        <span>
          <strong>{author}</strong>
          {role ? <>, {role}</> : null}
        </span>
      </figcaption>
    </Figure>
  );
}
