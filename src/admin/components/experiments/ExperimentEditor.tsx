import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { Block } from '../../../../shared/blocks/registry';
import {
  experimentGoals,
  experimentInput,
  variantLimit,
  type ExperimentGoal,
  type ExperimentInput,
} from '../../../../shared/experiments';
import type { PageDocument } from '../../../../shared/pages';
import { Button, ButtonLink } from '../../../components/Button/Button';
import { fontWeight } from '../../../styles/theme';
import { experimentsQuery, startExperiment } from '../../experiments';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { pagesQuery } from '../../pages';
import { useAdminForm } from '../../useAdminForm';
import { useLeaveGuard } from '../../useLeaveGuard';
import { blockSpec, firstText } from '../pages/BlockCard';
import { SchemaFields } from '../pages/SchemaFields';
import { kindLabel } from '../pages/pageTexts';
import { Actions, Field, FieldError, Panel } from '../ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** A question's choices (blocks, variants, goal): one per line, each with what it means under it. */
const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${fontWeight.semibold};
  }
  label {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** One tested block of a variant: the block's fields under its name. */
const BlockGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h4 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Shares = styled.div`
  display: flex;
  flex-wrap: wrap;
  /* A label on two lines (Swedish, on a phone) keeps the inputs in a row level. */
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    flex: 1 1 8rem;
    max-width: 12rem;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const names = ['A', 'B', 'C'] as const;

/** Equal shares in whole per cents, the control's first (50/50, 34/33/33). */
export const equalSplit = (arms: number) =>
  Array.from({ length: arms }, (_, arm) => Math.floor(100 / arms) + (arm < 100 % arms ? 1 : 0));

const goalKeys: Record<ExperimentGoal, { label: AdminMessageKey; hint: AdminMessageKey }> = {
  contact: { label: 'experimentEditor.goal.contact', hint: 'experimentEditor.goal.contactHint' },
  cta: { label: 'experimentEditor.goal.cta', hint: 'experimentEditor.goal.ctaHint' },
  page: { label: 'experimentEditor.goal.page', hint: 'experimentEditor.goal.pageHint' },
};

/** A block whose words a variant can change: one shown, with fields of its own (not one drawn from elsewhere). */
export const testable = (block: Block) => !block.hidden && blockSpec(block.type).fields.length > 0;

/**
 * A new experiment on a published page (docs/experiments.md): the blocks to test, variant B (and C) of each in
 * both languages, the split and the goal, checked as the server checks them and started with the API's shape
 * (each variant the page's whole block list as it reads in that variant). Started, Admin → Experiments opens its
 * results. `page` is the page's document with nothing waiting to go live, so its blocks are what visitors see.
 */
export function ExperimentEditor({ page }: { page: PageDocument }) {
  const { t, lang, message } = useAdminI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const control = page.blocks;
  const form = useAdminForm(experimentInput, {
    pageId: page.id,
    goal: 'contact',
    split: [50, 50],
    variants: [{ blocks: structuredClone(control) }],
  });
  /** The blocks staff chose to write variants of (a choice of the form, not sent: the server sees what changed). */
  const [picked, setPicked] = useState<string[]>([]);
  // The form's values are the schema's input, whose blocks the registry parses; they are the page's blocks.
  const variants = form.watch('variants') as { blocks: Block[] }[];
  const split = form.watch('split') ?? [];
  const goal = form.watch('goal');
  const pages = useQuery(pagesQuery);
  const goalPages = (pages.data ?? []).filter((other) => other.live && other.id !== page.id);

  const start = useMutation({
    mutationFn: (input: ExperimentInput) => startExperiment(input),
    onSuccess: async ({ id: experimentId }) => {
      // Nothing is left unsaved: the guard lets the editor go.
      form.reset(form.getValues());
      toast.success(t('experimentEditor.started'));
      await queryClient.invalidateQueries({ queryKey: experimentsQuery().queryKey });
      navigate(`/admin/experiments?open=${experimentId}`);
    },
    onError: form.refused,
  });
  useLeaveGuard(form.formState.isDirty && !start.isSuccess);

  const validateAgain = form.formState.isSubmitted;
  const setVariantBlocks = (v: number, blocks: Block[]) =>
    form.setValue(`variants.${v}.blocks`, blocks, { shouldDirty: true, shouldValidate: validateAgain });

  const pick = (blockId: string, on: boolean) => {
    setPicked(
      on
        ? control
            .filter(({ id: other }) => other === blockId || picked.includes(other))
            .map(({ id: other }) => other)
        : picked.filter((other) => other !== blockId),
    );
    // A block no longer tested reads as the page's in every variant again.
    if (!on)
      variants.forEach((variant, v) =>
        setVariantBlocks(
          v,
          variant.blocks.map((block) =>
            block.id === blockId ? structuredClone(control.find(({ id: own }) => own === blockId)!) : block,
          ),
        ),
      );
  };
  const setVariantCount = (count: number) => {
    const next = Array.from(
      { length: count },
      (_, v) => variants[v] ?? { blocks: structuredClone(variants[0]?.blocks ?? control) },
    );
    form.setValue('variants', next, { shouldDirty: true, shouldValidate: validateAgain });
    form.setValue('split', equalSplit(count + 1), { shouldDirty: true, shouldValidate: validateAgain });
  };

  // Every refusal in the variants at once (their blocks' fields, by whole path), so each is shown where it is.
  const variantErrors = form.errorsUnder('variants');
  /** A refusal of a list as a whole (the zod resolver puts it at `.root` when the list has fields of its own). */
  const listError = (path: string) => {
    const text = variantErrors[path] ?? variantErrors[`${path}.root`];
    return text ? <FieldError role="alert">{message(text)}</FieldError> : null;
  };
  const total = split.reduce((sum, share) => sum + (Number.isFinite(share) ? share : 0), 0);
  const tested = control.filter((block) => picked.includes(block.id));

  return (
    <Form
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={start.isPending}
      onSubmit={form.submit((values) =>
        start.mutate({ ...values, goalPath: values.goal === 'page' ? values.goalPath : undefined }),
      )}
    >
      <Panel aria-labelledby={`${id}-blocks`}>
        <h2 id={`${id}-blocks`}>{t('experimentEditor.blocks')}</h2>
        <Choices>
          <legend>{t('experimentEditor.blocksQuestion')}</legend>
          {control.map((block) => (
            <label key={block.id}>
              <input
                type="checkbox"
                checked={picked.includes(block.id)}
                disabled={!testable(block)}
                onChange={(event) => pick(block.id, event.target.checked)}
              />
              <span>
                {kindLabel(block, lang)} <small>{firstText(block.data).slice(0, 60)}</small>
                {testable(block) ? null : (
                  <small>
                    {' '}
                    · {block.hidden ? t('experimentEditor.hiddenBlock') : t('experimentEditor.noFields')}
                  </small>
                )}
              </span>
            </label>
          ))}
        </Choices>
        {listError('variants')}
      </Panel>

      <Panel aria-labelledby={`${id}-variants-title`}>
        <h2 id={`${id}-variants-title`}>{t('experimentEditor.variants')}</h2>
        <Choices>
          <legend>{t('experimentEditor.variantCount')}</legend>
          {Array.from({ length: variantLimit }, (_, index) => index + 1).map((count) => (
            <label key={count}>
              <input
                type="radio"
                name={`${id}-count`}
                checked={variants.length === count}
                onChange={() => setVariantCount(count)}
              />
              {count === 1 ? t('experimentEditor.onlyB') : t('experimentEditor.bAndC')}
            </label>
          ))}
        </Choices>
        {tested.length === 0 ? (
          <Hint role="note">{t('experimentEditor.pickFirst')}</Hint>
        ) : (
          variants.map((variant, v) => (
            <Field key={v} as="section" aria-labelledby={`${id}-variant-${v}`} style={{ marginTop: '1rem' }}>
              <h3 id={`${id}-variant-${v}`}>{t('experimentEditor.variantNamed', { name: names[v + 1]! })}</h3>
              {listError(`variants.${v}.blocks`)}
              {tested.map((block) => {
                const index = control.indexOf(block);
                const path = `variants.${v}.blocks.${index}.data` as const;
                const current = variant.blocks[index]!;
                return (
                  <BlockGroup key={block.id} aria-label={`${names[v + 1]}: ${kindLabel(block, lang)}`}>
                    <h4>{kindLabel(block, lang)}</h4>
                    <SchemaFields
                      spec={blockSpec(block.type)}
                      value={current.data}
                      onChange={(data) =>
                        setVariantBlocks(
                          v,
                          variant.blocks.map((old, other) =>
                            other === index ? ({ ...old, data } as Block) : old,
                          ),
                        )
                      }
                      path={path}
                      errors={variantErrors}
                    />
                  </BlockGroup>
                );
              })}
            </Field>
          ))
        )}
      </Panel>

      <Panel aria-labelledby={`${id}-split-title`}>
        <h2 id={`${id}-split-title`}>{t('experimentEditor.splitAndGoal')}</h2>
        <Choices>
          <legend>{t('experimentEditor.split')}</legend>
          <Shares>
            {split.map((_, arm) => (
              <Field key={arm}>
                <label htmlFor={`${id}-share-${arm}`}>
                  {arm === 0 ? t('experiments.control') : names[arm]}
                </label>
                <input
                  id={`${id}-share-${arm}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={99}
                  {...form.register(`split.${arm}`, { valueAsNumber: true })}
                  {...form.ariaOf(`split.${arm}`, `${id}-share-${arm}`)}
                />
                {form.errorAt(`split.${arm}`, `${id}-share-${arm}`)}
              </Field>
            ))}
          </Shares>
          <Hint aria-live="polite">{t('experimentEditor.splitTotal', { total })}</Hint>
          {form.errorAt('split', `${id}-split`)}
        </Choices>
        <Choices style={{ marginTop: '1rem' }}>
          <legend>{t('experimentEditor.goal')}</legend>
          {experimentGoals.map((choice) => (
            <label key={choice}>
              <input type="radio" value={choice} {...form.register('goal')} />
              <span>
                {t(goalKeys[choice].label)}
                <br />
                <small>{t(goalKeys[choice].hint)}</small>
              </span>
            </label>
          ))}
          {form.errorAt('goal', `${id}-goal`)}
        </Choices>
        {goal === 'page' ? (
          <Field style={{ marginTop: '1rem' }}>
            <label htmlFor={`${id}-goal-path`}>{t('experimentEditor.goalPage')}</label>
            <select
              id={`${id}-goal-path`}
              {...form.register('goalPath', { shouldUnregister: true })}
              {...form.ariaOf('goalPath', `${id}-goal-path`)}
            >
              <option value="">{t('experimentEditor.goalPageChoose')}</option>
              {goalPages.map((other) => (
                <option key={other.id} value={other.path.sv}>
                  {other.path.sv} · {other.title.sv || other.path.sv}
                </option>
              ))}
            </select>
            {form.errorAt('goalPath', `${id}-goal-path`)}
          </Field>
        ) : null}
      </Panel>

      <Panel aria-labelledby={`${id}-start`}>
        <h2 id={`${id}-start`}>{t('experimentEditor.startTitle')}</h2>
        <Hint>{t('experimentEditor.startHint')}</Hint>
        {form.formError()}
        {Object.keys(form.formState.errors).length > 0 ? (
          <FieldError role="alert">{t('experimentEditor.fix')}</FieldError>
        ) : null}
        <Actions>
          <ButtonLink to={`/admin/pages/${page.id}`} variant="ghost">
            {t('common.cancel')}
          </ButtonLink>
          <Button type="submit" busy={start.isPending}>
            {t('experimentEditor.start')}
          </Button>
        </Actions>
      </Panel>
    </Form>
  );
}
