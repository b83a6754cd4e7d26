import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { MediaItem } from '../../../../shared/api';
import { Pager } from '../Pager';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../../components/LoadState/LoadState';
import { mediaPageQuery } from '../../media';
import { useAdminI18n, type AdminI18n } from '../../i18n/adminI18n';
import { LibraryImage } from './LibraryImage';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  > div:first-child {
    aspect-ratio: 4 / 3;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]}
      ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** An image's name: its file's, or its number when it came without one. */
export function imageName(item: MediaItem, t: AdminI18n['t']): string {
  return item.filename || t('media.imageNumber', { id: item.id });
}

export interface MediaGridProps {
  /** What each tile offers under its picture (edit and delete; or choose, in the picker). */
  actions: (item: MediaItem) => ReactNode;
  /** Marks a tile (the picker's current choice). */
  selectedId?: number | null;
}

/** The library a page at a time, newest first, with its loading, error and empty states. */
export function MediaGrid({ actions, selectedId = null }: MediaGridProps) {
  const { t, retryLabels } = useAdminI18n();
  const [page, setPage] = useState(1);
  const library = useQuery(mediaPageQuery(page));
  // The last image of the last page deleted: show the page before it (adjusted while rendering).
  const lastPage = library.data ? Math.max(1, Math.ceil(library.data.total / library.data.pageSize)) : page;
  if (page > lastPage) setPage(lastPage);
  if (isFirstLoad(library)) return <Skeleton $height="14rem" aria-hidden="true" />;
  if (library.isError || library.isPending) {
    return (
      <ErrorNotice {...retryProps(library)} labels={retryLabels}>
        {t('media.failed')}
      </ErrorNotice>
    );
  }
  const { items, total, pageSize } = library.data;
  if (total === 0) return <EmptyNotice>{t('media.none')}</EmptyNotice>;
  return (
    <>
      <Grid aria-label={t('media.grid')}>
        {items.map((item) => (
          <Tile key={item.id} aria-current={item.id === selectedId || undefined}>
            <div>
              <LibraryImage item={item} />
            </div>
            <div>
              <strong title={item.filename}>{imageName(item, t)}</strong>
              <small>{t('media.size', { width: item.width, height: item.height })}</small>
              {actions(item)}
            </div>
          </Tile>
        ))}
      </Grid>
      <Pager label={t('media.pager')} page={page} total={total} pageSize={pageSize} onPage={setPage} />
    </>
  );
}
