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

export interface RetryLabels {
  retry: string;
  retrying: string;
}

/**
 * A load failure, announced, with a way to try again. While a retry runs the notice stays where it is, so
 * the button keeps the focus of whoever pressed it; each new failure replaces the message, so a screen
 * reader announces it again.
 */
export function ErrorNotice({
  children,
  onRetry,
  retrying = false,
  failures = 0,
  labels,
}: {
  children: ReactNode;
  onRetry: () => void;
  /** A retry is in flight: the button says so and ignores presses. */
  retrying?: boolean;
  /** How many times loading has failed; a change shows (and announces) the message afresh. */
  failures?: number;
  /** The admin area is in English whatever the path says; public pages use the dictionary. */
  labels?: RetryLabels;
}) {
  const { t } = useI18n();
  const { retry, retrying: retryingLabel } = labels ?? {
    retry: t('common.retry'),
    retrying: t('common.retrying'),
  };
  return (
    <Box role="alert" aria-busy={retrying}>
      <p key={failures}>{children}</p>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={retrying || undefined}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {retrying ? retryingLabel : retry}
      </Button>
    </Box>
  );
}

/**
 * The error notice's props for a query. A query that failed goes back to "pending" when it is fetched again
 * (it has no data), so pages show their skeleton only while `isFirstLoad` and the notice otherwise.
 */
export function retryProps(query: {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
  errorUpdateCount: number;
}) {
  return {
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
    failures: query.errorUpdateCount,
  };
}

/** True on a query's first load; false while a retry after a failure runs (the error notice stays then). */
export const isFirstLoad = (query: { isPending: boolean; errorUpdateCount: number }) =>
  query.isPending && query.errorUpdateCount === 0;
