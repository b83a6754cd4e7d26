import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { type Lang } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { translate } from '../../i18n/translate';
import { fontWeight } from '../../styles/theme';

const Wrapper = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    max-width: 34rem;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${fontWeight.semibold};
  }
`;

/**
 * The fallback for an unexpected render or routing failure (specification: 'Unexpected Application Error!').
 * It depends on nothing that could itself have failed: no router, no data, only the theme.
 */
export function ErrorScreen({ lang }: { lang: Lang }) {
  return (
    <Wrapper>
      <div>
        <h1>{translate(lang, 'error.title')}</h1>
        <p>{translate(lang, 'error.text')}</p>
        <a href={paths.home.href(lang)}>{translate(lang, 'error.home')}</a>
      </div>
    </Wrapper>
  );
}

interface BoundaryProps {
  lang: Lang;
  children: ReactNode;
}

export class AppErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorScreen lang={this.props.lang} /> : this.props.children;
  }
}
