import styled from 'styled-components';
import {
  transferSections,
  type ImportProblem,
  type ImportReport,
  type TransferOutcome,
  type TransferSection,
} from '../../../../shared/contentTransfer';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { wrapPlaces } from '../Breakable';
import { AlertBox, Table } from '../ui';

/** Each part of a content file in words. */
export const sectionWords: Record<TransferSection | 'file', AdminMessageKey> = {
  media: 'transfer.section.media',
  settings: 'transfer.section.settings',
  siteParts: 'transfer.section.siteParts',
  posts: 'transfer.section.posts',
  pages: 'transfer.section.pages',
  portfolio: 'transfer.section.portfolio',
  redirects: 'transfer.section.redirects',
  file: 'transfer.section.file',
};

const outcomeWords: Record<TransferOutcome, AdminMessageKey> = {
  added: 'transfer.added',
  changed: 'transfer.changed',
  skipped: 'transfer.skipped',
};

const Items = styled.details`
  margin-top: ${({ theme }) => theme.space[3]};
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ul {
    margin-top: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/**
 * What an import did, or (checked first) would do: per part of the file how many items it adds, changes and leaves
 * as they are, and the items it adds or changes by name.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t, count } = useAdminI18n();
  const moving = report.items.filter((item) => item.outcome !== 'skipped');
  const shown = transferSections.filter((section) =>
    Object.values(report.counts[section]).some((value) => value > 0),
  );
  return (
    <div>
      <Table aria-label={t('transfer.reportTable')}>
        <thead>
          <tr>
            <th scope="col">{t('transfer.part')}</th>
            <th scope="col">{t('transfer.added')}</th>
            <th scope="col">{t('transfer.changed')}</th>
            <th scope="col">{t('transfer.skipped')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((section) => (
            <tr key={section}>
              <th scope="row">{t(sectionWords[section])}</th>
              {(['added', 'changed', 'skipped'] as const).map((outcome) => (
                <td key={outcome} data-label={t(outcomeWords[outcome])}>
                  {count(report.counts[section][outcome])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {moving.length > 0 ? (
        <Items>
          <summary>{t('transfer.itemsMoving', { count: count(moving.length) })}</summary>
          <ul>
            {moving.map((item) => (
              <li key={`${item.section}:${item.name}`}>
                {t(outcomeWords[item.outcome])} · {t(sectionWords[item.section])} ·{' '}
                {/* Where a long address or file name may wrap, the words kept whole. */}
                {wrapPlaces(item.name, item.section === 'media' ? 'file' : 'address')}
              </li>
            ))}
          </ul>
        </Items>
      ) : null}
    </div>
  );
}

/** Why a file cannot be imported: every problem, by part, item and field. Nothing was changed. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t, message } = useAdminI18n();
  return (
    <AlertBox role="alert">
      <strong>{t('transfer.refused')}</strong>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {[t(sectionWords[problem.section]), problem.name, problem.field].filter(Boolean).join(' · ')}:{' '}
            {message(problem.message)}
          </li>
        ))}
      </ul>
    </AlertBox>
  );
}
