import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import type { KeptDraft } from '../keptDraft';
import { Actions, adminDateTime } from './ui';

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
  return (
    <Box role="note" aria-labelledby="kept-draft-title">
      <strong id="kept-draft-title">
        Changes you had not saved were kept in this browser ({adminDateTime.format(new Date(kept.at))}).
      </strong>
      {kept.version !== version ? (
        <span>
          Saved since by someone (version {version}; yours began from version {kept.version}): restoring puts
          your changes over that version.
        </span>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button type="button" variant="secondary" onClick={onRestore}>
          Restore my changes
        </Button>
        <Button type="button" variant="ghost" onClick={onDiscard}>
          Discard them
        </Button>
      </Actions>
    </Box>
  );
}
