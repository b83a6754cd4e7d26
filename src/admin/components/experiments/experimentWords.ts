import type { ExperimentResults } from '../../../../shared/experiments';
import type { AdminI18n } from '../../i18n/adminI18n';

/** An experiment's goal in words: "A contact form sent", "Reaching /contact". */
export function goalWords(
  experiment: Pick<ExperimentResults, 'goal' | 'goalPath'>,
  t: AdminI18n['t'],
): string {
  if (experiment.goal === 'page') return t('experiments.goal.page', { path: experiment.goalPath ?? '' });
  return t(experiment.goal === 'contact' ? 'experiments.goal.contact' : 'experiments.goal.cta');
}
