import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import type { KeptDraft } from '../keptDraft';
import { useAdminI18n } from '../i18n/adminI18n';
import { Actions } from './ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/**
 * The offer of work a reload or a crashed tab left unsaved (`useKeptDraft`): restore it into the form, or drop it.
 * When the server's version moved on since the work began, it says so: restoring puts the work over that version.
 */
export function KeptDraftNotice({
  kept,
  version,
  onRestore,
  onDiscard,
}: {
  kept: KeptDraft<unknown>;
  /** The version the server holds now. */
  version: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, dateTime } = useAdminI18n();
  return (
    <Box role="note" aria-labelledby="kept-draft-title">
      <strong id="kept-draft-title">{t('kept.title', { at: dateTime.format(new Date(kept.at)) })}</strong>
      {kept.version !== version ? <span>{t('kept.moved', { version, yours: kept.version })}</span> : null}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button type="button" variant="secondary" onClick={onRestore}>
          {t('kept.restore')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDiscard}>
          {t('kept.discard')}
        </Button>
      </Actions>
    </Box>
  );
}
