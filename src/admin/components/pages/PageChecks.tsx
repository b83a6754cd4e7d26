import { useMutation } from '@tanstack/react-query';
import { useContext } from 'react';
import styled from 'styled-components';
import { languages, type Lang } from '../../../../shared/i18n';
import type { PageCheckFinding, PageInput } from '../../../../shared/pages';
import { Button } from '../../../components/Button/Button';
import { checkPage } from '../../pages';
import { previewPage } from '../../previews';
import { PageAuditContext, type AuditResult } from './pageAudit';
import { adminText, useAdminI18n } from '../../i18n/adminI18n';
import { Actions, FieldError } from '../ui';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.warningSoft};
  }
  span {
    min-width: 0;
    flex: 1 1 16rem;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  [role='status'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * axe's violations as findings: one per rule and block it is broken in, in each language's page. axe's own words
 * (its help) are English.
 */
const accessibilityFindings = (results: AuditResult[], adminLang: Lang): PageCheckFinding[] =>
  results.flatMap((result, index) =>
    result.violations.flatMap((violation) =>
      violation.blockIds.map((blockId) => ({
        lang: languages[index]!,
        rule: 'accessibility' as const,
        message: adminText(adminLang, 'checks.accessibility', {
          rule: `${violation.id}${violation.impact ? `, ${violation.impact}` : ''}`,
          help: violation.help,
        }),
        blockId,
      })),
    ),
  );

/**
 * The checks before publishing: the unsaved page rendered in both languages as it would go live, and what a search
 * engine or a screen reader would stumble on (one main heading, heading order, title and description lengths,
 * alt texts, links that answer), each with a way to the block it is in. They point out; they never stop a save.
 */
export function PageChecks({
  pageId,
  document,
  onPick,
}: {
  pageId: number;
  document: Pick<PageInput, 'meta' | 'blocks'>;
  onPick: (blockId: string) => void;
}) {
  const { t, lang, message } = useAdminI18n();
  const body = JSON.stringify({ meta: document.meta, blocks: document.blocks });
  const audit = useContext(PageAuditContext);
  const checks = useMutation({
    mutationFn: async (checked: string) => {
      const page = JSON.parse(checked) as Pick<PageInput, 'meta' | 'blocks'>;
      const blockIds = page.blocks.map((block) => block.id);
      // The server's checks and axe's (on the page drawn in each language) side by side; axe failing to run is
      // said, never taken for a page without faults.
      const [server, accessibility] = await Promise.all([
        checkPage(pageId, page),
        Promise.all(languages.map((lang) => previewPage(pageId, page, lang)))
          .then((drawn) => audit(drawn, blockIds))
          .then(
            (results) => ({ findings: accessibilityFindings(results, lang), failed: null }),
            (error: unknown) => ({
              findings: [],
              failed: error instanceof Error ? error.message : String(error),
            }),
          ),
      ]);
      return {
        ...server,
        findings: [...server.findings, ...accessibility.findings],
        auditFailed: accessibility.failed,
      };
    },
  });
  const stale = checks.isSuccess && checks.variables !== body;
  const labels = new Map(
    document.blocks.map((block, index) => [block.id, t('checks.blockN', { index: index + 1 })]),
  );
  return (
    <Stack>
      <Muted>{t('checks.intro')}</Muted>
      {checks.isError ? (
        <FieldError role="alert">{t('checks.failed', { message: message(checks.error.message) })}</FieldError>
      ) : null}
      {checks.isSuccess ? (
        <div role="status" aria-live="polite">
          {checks.data.auditFailed ? (
            <FieldError>{t('checks.auditFailed', { message: checks.data.auditFailed })}</FieldError>
          ) : null}
          {checks.data.findings.length === 0 ? (
            <p>{t('checks.nothing', { count: checks.data.linksChecked })}</p>
          ) : (
            <>
              <p>
                {checks.data.findings.length === 1
                  ? t('checks.one')
                  : t('checks.other', { count: checks.data.findings.length })}
              </p>
              <List>
                {checks.data.findings.map((finding, index) => (
                  <li key={index}>
                    <span>
                      <strong>{t(finding.lang === 'sv' ? 'fields.lang.sv' : 'fields.lang.en')}:</strong>{' '}
                      {message(finding.message)}
                    </span>
                    {finding.blockId && labels.has(finding.blockId) ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        onClick={() => onPick(finding.blockId!)}
                      >
                        {t('checks.goTo', { block: labels.get(finding.blockId)! })}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </List>
            </>
          )}
          {stale ? <Muted>{t('checks.stale')}</Muted> : null}
        </div>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button type="button" variant="secondary" busy={checks.isPending} onClick={() => checks.mutate(body)}>
          {checks.isPending
            ? t('checks.checking')
            : checks.isSuccess || checks.isError
              ? t('checks.again')
              : t('checks.check')}
        </Button>
      </Actions>
    </Stack>
  );
}
