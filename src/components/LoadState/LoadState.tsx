import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useI18n } from '../../i18n/I18nProvider';
import { Button } from '../Button/Button';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/** A pulsing block standing in for content that is loading. */
export const Skeleton = styled.div<{ $height?: string }>`
  height: ${({ $height = '16rem' }) => $height};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A message where a list would be: nothing to show yet. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <Box>
      <p>{children}</p>
    </Box>
  );
}

/** A load failure, announced, with a way to try again. */
export function ErrorNotice({
  children,
  onRetry,
  retryLabel,
}: {
  children: ReactNode;
  onRetry: () => void;
  /** The admin area is in English whatever the path says; public pages use the dictionary. */
  retryLabel?: string;
}) {
  const { t } = useI18n();
  return (
    <Box role="alert">
      <p>{children}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel ?? t('common.retry')}
      </Button>
    </Box>
  );
}
