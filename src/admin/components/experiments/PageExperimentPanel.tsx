import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ExperimentResults } from '../../../../shared/experiments';
import type { PageDocument } from '../../../../shared/pages';
import { ButtonLink } from '../../../components/Button/Button';
import { experimentsQuery } from '../../experiments';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { Actions, Panel } from '../ui';
import { testedBlockNames } from './experimentWords';

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The experiment running on the page, if one is (the list is short: one per page at most runs). */
export const runningOn = (experiments: readonly ExperimentResults[] | undefined, pageId: number) =>
  experiments?.find((experiment) => experiment.pageId === pageId && experiment.status === 'running') ?? null;

/** Why the page cannot be tested now, or null when it can: what is tested is what visitors see. */
export function notTestable(page: PageDocument): AdminMessageKey | null {
  if (!page.live) return 'experimentEditor.notLive';
  if (page.status !== 'published') return 'experimentEditor.changesWaiting';
  return null;
}

/**
 * The page editor's Experiment panel: the experiment running on the page (what it tests, its results), or the way
 * to start one (docs/experiments.md), or why the page cannot be tested yet.
 */
export function PageExperimentPanel({ page }: { page: PageDocument }) {
  const { t, lang, dateTime } = useAdminI18n();
  const experiments = useQuery(experimentsQuery());
  const running = runningOn(experiments.data, page.id);
  const blocked = notTestable(page);
  return (
    <Panel aria-labelledby="page-experiment-title">
      <h2 id="page-experiment-title">{t('experimentEditor.panel')}</h2>
      {running ? (
        <>
          <p>
            {t('experimentEditor.runningSince', {
              date: dateTime.format(new Date(running.startedAt)),
              blocks: testedBlockNames(running, lang),
            })}
          </p>
          <Actions style={{ justifyContent: 'flex-start', marginTop: '0.75rem' }}>
            <ButtonLink to={`/admin/experiments?open=${running.id}`} variant="secondary" size="sm">
              {t('experimentEditor.seeResults')}
            </ButtonLink>
          </Actions>
        </>
      ) : (
        <>
          <p>{t('experimentEditor.panelIntro')}</p>
          {blocked ? (
            <Muted role="note">{t(blocked)}</Muted>
          ) : (
            <Actions style={{ justifyContent: 'flex-start', marginTop: '0.75rem' }}>
              <ButtonLink to={`/admin/pages/${page.id}/experiment`} variant="secondary" size="sm">
                {t('experimentEditor.new')}
              </ButtonLink>
            </Actions>
          )}
          {experiments.isError ? null : experiments.isPending ? null : (
            <Muted>
              <Link to="/admin/experiments">{t('experiments.title')}</Link>
            </Muted>
          )}
        </>
      )}
    </Panel>
  );
}
