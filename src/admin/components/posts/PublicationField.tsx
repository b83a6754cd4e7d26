import styled from 'styled-components';
import { toStockholmInput } from '../../stockholmTime';
import { DateInWords } from '../DateInWords';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { FieldError } from '../ui';
import { fontWeight } from '../../../styles/theme';

export type PublicationState = 'draft' | 'scheduled' | 'published';

const Group = styled.fieldset`
  /* A fieldset is as wide as its content by default: on a phone it must fit the form instead. */
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${fontWeight.semibold};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  label {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const When = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: 1.5rem;
  min-width: 0;
  label {
    font-weight: ${fontWeight.semibold};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input {
    width: 100%;
    max-width: 16rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const choices: [PublicationState, AdminMessageKey, AdminMessageKey][] = [
  ['draft', 'publication.draft', 'publication.draftHint'],
  ['scheduled', 'publication.scheduled', 'publication.scheduledHint'],
  ['published', 'publication.published', 'publication.publishedHint'],
];

/** The same choices for what is already on the site: a draft or a schedule is of the changes, not the page. */
const liveChoices: [PublicationState, AdminMessageKey, AdminMessageKey][] = [
  ['draft', 'publication.liveDraft', 'publication.liveDraftHint'],
  ['scheduled', 'publication.liveScheduled', 'publication.liveScheduledHint'],
  ['published', 'publication.published', 'publication.livePublishedHint'],
];

interface PublicationFieldProps {
  state: PublicationState;
  /** The time in Stockholm, as the `datetime-local` input holds it. */
  when: string;
  onState: (state: PublicationState) => void;
  onWhen: (when: string) => void;
  error?: string;
  /** Now, for the earliest time the picker offers (a prop so stories and tests hold it still). */
  now?: Date;
  /** It is on the site now: a draft or a schedule leaves the published version live until it is published. */
  live?: boolean;
}

/**
 * Draft, scheduled for a Stockholm time, or published: one choice, and the time when it is scheduled. For what is
 * live already (`live`) the choice is of its changes.
 */
export function PublicationField({
  state,
  when,
  onState,
  onWhen,
  error,
  now = new Date(),
  live = false,
}: PublicationFieldProps) {
  const { t, message } = useAdminI18n();
  return (
    <Group>
      <legend>{t('publication.legend')}</legend>
      {(live ? liveChoices : choices).map(([value, label, hint]) => (
        <label key={value}>
          <input
            type="radio"
            name="post-publication"
            value={value}
            checked={state === value}
            onChange={() => onState(value)}
          />
          <span>
            {t(label)} <small>({t(hint)})</small>
          </span>
        </label>
      ))}
      {state === 'scheduled' ? (
        <When>
          <label htmlFor="post-publishAt">{t('publication.at')}</label>
          <input
            id="post-publishAt"
            type="datetime-local"
            value={when}
            min={toStockholmInput(now)}
            onChange={(event) => onWhen(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'post-publishAt-error' : undefined}
          />
          <DateInWords value={when} />
        </When>
      ) : null}
      {error ? <FieldError id="post-publishAt-error">{message(error)}</FieldError> : null}
    </Group>
  );
}
