import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Import } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { ImportReport } from '../../../shared/contentTransfer';
import { Button, ButtonLink } from '../../components/Button/Button';
import { ErrorNotice } from '../../components/LoadState/LoadState';
import { contentExportPath, importContentFile, ImportRefusedError } from '../contentTransfer';
import { ImportProblems, ImportReportView } from '../components/transfer/ImportReportView';
import { AlertBox, DropZone, Panel, Toolbar } from '../components/ui';
import { useAdminI18n } from '../i18n/adminI18n';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Intro = styled.p`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Outcome = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

/** The totals a report's summary line names. */
const totals = (report: ImportReport) => {
  const sum = { added: 0, changed: 0, skipped: 0 };
  for (const section of Object.values(report.counts)) {
    sum.added += section.added;
    sum.changed += section.changed;
    sum.skipped += section.skipped;
  }
  return sum;
};

/**
 * Export (Admins; docs/content-export.md): the site's content downloaded as one JSON file, and such a file brought
 * in. A file chosen is checked at once (the server says what it would add, change and leave, and changes nothing);
 * staff read that and press Import, which applies it all or nothing. A refused file lists every problem.
 */
export function ExportPage() {
  const { t, count, dateTime, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  /** The name of a file the picker was handed that is not a content file (not .json). */
  const [notJson, setNotJson] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (chosen: File) => importContentFile(chosen, true) });
  const apply = useMutation({
    mutationFn: (chosen: File) => importContentFile(chosen, false),
    onSuccess: (report) => {
      const sum = totals(report);
      toast.success(t('transfer.done', { added: count(sum.added), changed: count(sum.changed) }));
      // Every list the admin holds may have changed.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const choose = (chosen: File) => {
    setFile(chosen);
    setNotJson(null);
    apply.reset();
    check.mutate(chosen);
  };
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'application/json': ['.json'] },
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: ([chosen]) => chosen && choose(chosen),
    onDropRejected: ([rejected]) => {
      setFile(null);
      check.reset();
      apply.reset();
      setNotJson(rejected?.file.name ?? '');
    },
  });

  const checked = check.data;
  const applied = apply.data;
  const failure = apply.error ?? check.error;
  const sum = checked ? totals(checked) : null;
  const when = (report: ImportReport) => dateTime.format(new Date(report.exportedAt));

  return (
    <Screen>
      <Panel aria-labelledby="export-title">
        <h2 id="export-title">{t('transfer.exportTitle')}</h2>
        <Intro>{t('transfer.exportIntro')}</Intro>
        <Toolbar>
          <ButtonLink to={contentExportPath} reloadDocument download>
            <Download size={16} aria-hidden="true" />
            {t('transfer.download')}
          </ButtonLink>
        </Toolbar>
      </Panel>
      <Panel aria-labelledby="import-title">
        <h2 id="import-title">{t('transfer.importTitle')}</h2>
        <Intro>{t('transfer.importIntro')}</Intro>
        <DropZone {...getRootProps()} $active={isDragActive} aria-label={t('transfer.zone')}>
          <input {...getInputProps()} aria-label={t('transfer.chooseFile')} />
          <FileUp size={28} aria-hidden="true" />
          <strong>{isDragActive ? t('transfer.drop') : t('transfer.drag')}</strong>
          <Button variant="secondary" onClick={open}>
            {t('transfer.chooseFile')}
          </Button>
        </DropZone>
        <Outcome aria-live="polite" aria-busy={check.isPending || apply.isPending}>
          {notJson !== null ? (
            <AlertBox as="p" role="alert">
              {t('transfer.notJson', { name: notJson })}
            </AlertBox>
          ) : null}
          {file && check.isPending ? <p>{t('transfer.checking', { name: file.name })}</p> : null}
          {failure instanceof ImportRefusedError ? (
            <ImportProblems problems={failure.problems} />
          ) : failure ? (
            <ErrorNotice
              onRetry={() => file && (apply.isError ? apply.mutate(file) : check.mutate(file))}
              retrying={check.isPending || apply.isPending}
              labels={{ retry: t('load.retry'), retrying: t('transfer.retrying') }}
            >
              {message(failure.message)}
            </ErrorNotice>
          ) : null}
          {applied ? (
            <>
              <p role="status">
                {t('transfer.applied', {
                  added: count(totals(applied).added),
                  changed: count(totals(applied).changed),
                  site: applied.site,
                })}
              </p>
              <ImportReportView report={applied} />
            </>
          ) : checked && sum && file ? (
            <>
              <p>
                {t('transfer.checked', { name: file.name, site: checked.site, made: when(checked) })}{' '}
                {sum.added + sum.changed === 0
                  ? t('transfer.nothingToDo')
                  : t('transfer.wouldDo', { added: count(sum.added), changed: count(sum.changed) })}
              </p>
              <ImportReportView report={checked} />
              {sum.added + sum.changed > 0 ? (
                <Toolbar>
                  <Button
                    busy={apply.isPending}
                    aria-busy={apply.isPending}
                    onClick={() => apply.mutate(file)}
                  >
                    <Import size={16} aria-hidden="true" />
                    {apply.isPending ? t('transfer.importing') : t('transfer.import')}
                  </Button>
                </Toolbar>
              ) : null}
            </>
          ) : null}
        </Outcome>
      </Panel>
    </Screen>
  );
}
