import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button/Button';
import { ErrorNotice, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { AdminApiError } from '../api';
import { EditorLoading, PageMissing } from '../components/EditorLoadStates';
import { ExperimentEditor } from '../components/experiments/ExperimentEditor';
import { notTestable, runningOn } from '../components/experiments/PageExperimentPanel';
import { PricesForTexts } from '../components/pages/priceTokensField';
import { printedTitle } from '../components/pages/pageTexts';
import { Actions, Panel } from '../components/ui';
import { experimentsQuery } from '../experiments';
import { useAdminI18n } from '../i18n/adminI18n';
import { pageDocumentQuery, sitePartQuery } from '../pages';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 60rem;
  min-width: 0;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 48rem;
`;

/**
 * /admin/pages/:id/experiment: a new experiment on one page (Admins and Editors). The page must be on the site
 * with nothing waiting to go live, and run no experiment already; otherwise the screen says which, and the way on.
 */
export function ExperimentEditorPage() {
  const { id = '' } = useParams();
  const pageId = Number(id);
  const valid = Number.isInteger(pageId) && pageId > 0;
  const page = useQuery({ ...pageDocumentQuery(pageId), enabled: valid });
  const experiments = useQuery(experimentsQuery());
  const prices = useQuery(sitePartQuery('prices'));
  const { t, retryLabels } = useAdminI18n();
  const missing = <PageMissing />;
  if (!valid) return missing;
  if (isFirstLoad(page) || (experiments.isPending && !experiments.isError))
    return <EditorLoading label={'experimentEditor.loading'} />;
  if (page.error instanceof AdminApiError && page.error.status === 404) return missing;
  if (page.isError || page.isPending)
    return (
      <ErrorNotice {...retryProps(page)} labels={retryLabels}>
        {t('experimentEditor.failed')}
      </ErrorNotice>
    );
  const document = page.data;
  const running = runningOn(experiments.data, document.id);
  const blocked = notTestable(document);
  const back = (
    <ButtonLink to={`/admin/pages/${document.id}`} variant="secondary" size="sm">
      {t('experimentEditor.backToPage')}
    </ButtonLink>
  );
  return (
    <Column>
      <Panel aria-labelledby="experiment-editor-title">
        <h2 id="experiment-editor-title">
          {t('experimentEditor.title', {
            page: printedTitle(document.meta.title.sv || document.path.sv, prices.data?.data),
          })}
        </h2>
        <Intro>{t('experimentEditor.intro')}</Intro>
        {running || blocked ? (
          <>
            <p role="note" style={{ marginTop: '0.75rem' }}>
              {running ? t('experimentEditor.running') : t(blocked!)}
            </p>
            <Actions style={{ justifyContent: 'flex-start', marginTop: '0.75rem' }}>
              {running ? (
                <ButtonLink to={`/admin/experiments?open=${running.id}`} size="sm">
                  {t('experimentEditor.seeResults')}
                </ButtonLink>
              ) : null}
              {back}
            </Actions>
          </>
        ) : null}
      </Panel>
      {running || blocked ? null : (
        <PricesForTexts.Provider value={prices.data?.data ?? null}>
          <ExperimentEditor page={document} />
        </PricesForTexts.Provider>
      )}
    </Column>
  );
}
