import { blockTypes } from '../../../../shared/blocks/registry';
import type { ExperimentResults } from '../../../../shared/experiments';
import type { Lang } from '../../../../shared/i18n';
import type { AdminI18n } from '../../i18n/adminI18n';

/** An experiment's goal in words: "A contact form sent", "Reaching /contact". */
export function goalWords(
  experiment: Pick<ExperimentResults, 'goal' | 'goalPath'>,
  t: AdminI18n['t'],
): string {
  if (experiment.goal === 'page') return t('experiments.goal.page', { path: experiment.goalPath ?? '' });
  return t(experiment.goal === 'contact' ? 'experiments.goal.contact' : 'experiments.goal.cta');
}

/** The tested blocks by their kind's name ("Pricing, Closing call to action"); one no longer there by its id. */
export function testedBlockNames(
  experiment: Pick<ExperimentResults, 'blockIds' | 'blockTypes'>,
  lang: Lang,
): string {
  return experiment.blockIds
    .map((id, index) => {
      const type = experiment.blockTypes[index];
      return type ? blockTypes[type].label[lang] : id;
    })
    .join(', ');
}
