import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { useAdminI18n } from '../i18n/adminI18n';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface PagerProps {
  /** Names the pages for a screen reader: "Media pages", "Outbox pages". */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Newer / Older through a list the server pages, newest first; nothing when it fits on one page. */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const { t } = useAdminI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.newer')}
      </Button>
      <span>{t('pager.page', { page, pages })}</span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.older')}
      </Button>
    </Nav>
  );
}
