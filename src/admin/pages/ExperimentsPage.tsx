import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChartNoAxesColumn } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { ExperimentResults, VariantResult } from '../../../shared/experiments';
import { Confirm } from '../components/Confirm';
import { DataTable, type DataColumn } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import { ExperimentResultsPanel } from '../components/experiments/ExperimentResultsPanel';
import { goalWords } from '../components/experiments/experimentWords';
import { RowAction } from '../components/RowAction';
import { Panel, Pill, pillTones, type PillColours } from '../components/ui';
import { experimentsQuery, promoteVariant, stopExperiment } from '../experiments';
import { useAdminI18n } from '../i18n/adminI18n';
import { wholeList } from '../listPage';

const Intro = styled.div`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Sub = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Labels = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

type State = 'running' | 'stopped' | 'promoted' | 'broken';

const stateOf = (experiment: ExperimentResults): State =>
  experiment.promoted !== null
    ? 'promoted'
    : experiment.status === 'stopped'
      ? 'stopped'
      : experiment.sampleRatio.mismatch
        ? 'broken'
        : 'running';

const stateKeys = {
  running: 'experiments.state.running',
  stopped: 'experiments.state.stopped',
  broken: 'experiments.state.broken',
} as const;

const stateColours: Record<State, PillColours> = {
  running: pillTones.new,
  stopped: pillTones.waiting,
  promoted: pillTones.done,
  broken: pillTones.failed,
};

/**
 * Admin → Experiments (Admins and Editors; docs/experiments.md): every experiment, newest first, with its page,
 * goal, state and visitors; its results in a dialog (ExperimentResultsPanel), where it is stopped or a variant
 * made the page, each asked first.
 */
export function ExperimentsPage() {
  const { t, count, percent, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const experiments = useQuery(experimentsQuery());
  // The open results are in the address (?open=id): a reload keeps them, and the page editor links to them.
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('open')) || null;
  const setOpenId = (id: number | null) =>
    setParams(id === null ? {} : { open: String(id) }, { replace: true });
  const [asking, setAsking] = useState<{ stop: true } | { variant: VariantResult } | null>(null);
  const open = experiments.data?.find((experiment) => experiment.id === openId) ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: experimentsQuery().queryKey });
  const stop = useMutation({
    mutationFn: (id: number) => stopExperiment(id),
    onSuccess: () => {
      toast.success(t('experiments.stopped'));
      setAsking(null);
      refresh();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const promote = useMutation({
    mutationFn: ({ id, variant }: { id: number; variant: VariantResult }) =>
      promoteVariant(id, variant.index),
    onSuccess: (_answer, { variant }) => {
      toast.success(t('experiments.promoted', { name: variant.name }));
      setAsking(null);
      refresh();
    },
    onError: (error) => toast.error(message(error.message)),
  });

  const columns: DataColumn<ExperimentResults>[] = [
    {
      id: 'page',
      header: t('experiments.page'),
      layout: 'address',
      cell: (experiment) => (
        <span>
          {experiment.path.sv}
          <Sub>{experiment.path.en}</Sub>
        </span>
      ),
    },
    { id: 'goal', header: t('experiments.goal'), cell: (experiment) => goalWords(experiment, t) },
    {
      id: 'state',
      header: t('experiments.state'),
      layout: 'label',
      cell: (experiment) => {
        const state = stateOf(experiment);
        const promoted = experiment.promoted === null ? null : experiment.variants[experiment.promoted];
        // A variant slower than the page is flagged here too, however well it converts (its results say by how much).
        const slower = experiment.variants
          .filter(({ vitals }) => vitals.some((vital) => vital.slower))
          .map(({ name }) => name);
        return (
          <Labels>
            <Pill $colours={stateColours[state]}>
              {promoted
                ? t('experiments.state.promoted', { name: promoted.name })
                : t(stateKeys[state as Exclude<State, 'promoted'>])}
            </Pill>
            {slower.length > 0 ? (
              <Pill $colours={pillTones.attention}>
                {t('experiments.state.slower', { names: slower.join(', ') })}
              </Pill>
            ) : null}
          </Labels>
        );
      },
    },
    {
      id: 'visitors',
      header: t('experiments.visitors'),
      cell: (experiment) => (
        <span>
          {count(experiment.variants.reduce((sum, variant) => sum + variant.visitors, 0))}
          <Sub>
            {experiment.variants
              .map((variant) => `${variant.name} ${variant.visitors > 0 ? percent(variant.rate) : '—'}`)
              .join(' · ')}
          </Sub>
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('experiments.actions'),
      cell: (experiment) => (
        <RowAction
          icon={ChartNoAxesColumn}
          text={t('experiments.results')}
          label={t('experiments.resultsNamed', { path: experiment.path.sv })}
          onClick={() => setOpenId(experiment.id)}
        />
      ),
    },
  ];

  return (
    <div>
      <Panel aria-labelledby="experiments-title">
        <h2 id="experiments-title">{t('experiments.title')}</h2>
        <Intro>
          <p>{t('experiments.intro')}</p>
          <p>{t('experiments.introStatistics')}</p>
        </Intro>
        <DataTable
          label={t('experiments.title')}
          query={experiments}
          page={experiments.data ? wholeList(experiments.data) : undefined}
          columns={columns}
          rowId={(experiment) => String(experiment.id)}
          rowName={(experiment) => experiment.path.sv}
          texts={{
            loading: t('experiments.loading'),
            failed: t('experiments.failed'),
            none: t('experiments.none'),
            pages: t('experiments.title'),
          }}
        />
      </Panel>
      <Dialog
        open={open !== null && asking === null}
        title={open ? t('experiments.resultsTitle', { path: open.path.sv }) : ''}
        onClose={() => setOpenId(null)}
        wide
      >
        {open ? (
          <ExperimentResultsPanel
            experiment={open}
            busy={
              stop.isPending ? 'stop' : promote.isPending ? (promote.variables?.variant.index ?? null) : null
            }
            onStop={() => setAsking({ stop: true })}
            onPromote={(variant) => setAsking({ variant })}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={open !== null && asking !== null}
        title={
          asking && 'variant' in asking
            ? t('experiments.promote', { name: asking.variant.name })
            : t('experiments.stop')
        }
        onClose={() => setAsking(null)}
      >
        {open && asking ? (
          'variant' in asking ? (
            <Confirm
              action={t('experiments.promote', { name: asking.variant.name })}
              busy={promote.isPending}
              onConfirm={() => promote.mutate({ id: open.id, variant: asking.variant })}
              onCancel={() => setAsking(null)}
            >
              <p>
                {t(
                  open.winner === asking.variant.index
                    ? 'experiments.promoteQuestion'
                    : 'experiments.promoteUnprovenQuestion',
                  { name: asking.variant.name, path: open.path.sv },
                )}
              </p>
              {asking.variant.vitals.some(({ slower }) => slower) ? (
                <p role="note">{t('experiments.promoteSlower', { name: asking.variant.name })}</p>
              ) : null}
            </Confirm>
          ) : (
            <Confirm
              action={t('experiments.stop')}
              busy={stop.isPending}
              onConfirm={() => stop.mutate(open.id)}
              onCancel={() => setAsking(null)}
            >
              <p>{t('experiments.stopQuestion', { path: open.path.sv })}</p>
            </Confirm>
          )
        ) : null}
      </Dialog>
    </div>
  );
}
