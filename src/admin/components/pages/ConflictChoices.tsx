import { useId, useState } from 'react';
import styled from 'styled-components';
import type { PageDocument, PageInput } from '../../../../shared/pages';
import { Button } from '../../../components/Button/Button';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Actions } from '../ui';
import { mergePages, pageMerge } from './pageMerge';
import { fontWeight } from '../../../styles/theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${fontWeight.bold};
  }
`;

/** Their text beside mine; one above the other when there is no room for two. */
const Sides = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  div {
    min-width: 0;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[1]};
    align-items: center;
  }
`;

export interface ConflictChoicesProps {
  /** The version the editor had when I started these changes. */
  base: PageInput;
  /** What I tried to save. */
  mine: PageInput;
  /** The version saved since, as the 409 gave it, and who saved it. */
  theirs: PageDocument;
  savedBy: string | null;
  saving: boolean;
  /** Saves the two put together (over their version). */
  onSave: (merged: PageInput) => void;
  /** Drops my changes for their version. */
  onTakeTheirs: () => void;
}

/**
 * A save refused because someone saved the page since: who and when, what of theirs is taken in as it is, and
 * each part we both changed side by side with a choice (mine unless told otherwise). Saving puts the two together.
 */
export function ConflictChoices({
  base,
  mine,
  theirs,
  savedBy,
  saving,
  onSave,
  onTakeTheirs,
}: ConflictChoicesProps) {
  const titleId = useId();
  const { t, lang, dateTime } = useAdminI18n();
  // Not memoised: the editor hands a new `mine` at each render (what is in the form), and the walk is small.
  const merge = pageMerge(base, mine, theirs, lang);
  const [takeTheirs, setTakeTheirs] = useState<ReadonlySet<string>>(new Set());
  const keepMine = new Set(
    merge.questions.map((question) => question.key).filter((key) => !takeTheirs.has(key)),
  );
  const choose = (key: string, theirsWanted: boolean) =>
    setTakeTheirs((now) => {
      const next = new Set(now);
      if (theirsWanted) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <Box role="group" aria-labelledby={titleId}>
      <strong id={titleId} role="alert">
        {t('editor.conflict')}
      </strong>
      <span>
        {t('merge.saved', {
          name: savedBy ?? t('editor.someone'),
          version: theirs.version,
          at: dateTime.format(new Date(theirs.updatedAt)),
        })}
      </span>
      {merge.theirs.length > 0 ? <p>{t('merge.takenIn', { parts: merge.theirs.join('; ') })}</p> : null}
      {merge.questions.length === 0 ? (
        <p>{t('merge.different')}</p>
      ) : (
        <p>
          {merge.questions.length === 1
            ? t('merge.both.one')
            : t('merge.both.other', { count: merge.questions.length })}
        </p>
      )}
      {merge.questions.map((question) => (
        <fieldset key={question.key}>
          <legend>{question.label}</legend>
          {question.texts.map((text) => {
            // The text's place under the part ("(Swedish)", "Steps 2 › Title (English)"), or its whole label.
            const where = text.label.startsWith(question.label)
              ? text.label.slice(question.label.length).replace(/^ › /, '').trim()
              : text.label;
            const named = !where ? '' : where.startsWith('(') ? ` ${where}` : ` · ${where}`;
            const empty = t('merge.empty');
            return (
              <Sides key={text.label} aria-label={text.label}>
                <div>
                  <dt>
                    {t('merge.theirs')}
                    {named}
                  </dt>
                  <dd>{text.theirs || empty}</dd>
                </div>
                <div>
                  <dt>
                    {t('merge.yours')}
                    {named}
                  </dt>
                  <dd>{text.mine || empty}</dd>
                </div>
              </Sides>
            );
          })}
          <Choice>
            <label>
              <input
                type="radio"
                name={`${titleId}-${question.key}`}
                checked={!takeTheirs.has(question.key)}
                onChange={() => choose(question.key, false)}
              />
              {t('merge.keepYours')}
            </label>
            <label>
              <input
                type="radio"
                name={`${titleId}-${question.key}`}
                checked={takeTheirs.has(question.key)}
                onChange={() => choose(question.key, true)}
              />
              {t('merge.takeTheirs')}
            </label>
          </Choice>
        </fieldset>
      ))}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button type="button" busy={saving} onClick={() => onSave(mergePages(base, mine, theirs, keepMine))}>
          {merge.questions.length > 0 ? t('merge.saveChoices') : t('merge.saveBoth')}
        </Button>
        <Button type="button" variant="secondary" onClick={onTakeTheirs}>
          {t('editor.showTheirs')}
        </Button>
      </Actions>
    </Box>
  );
}
