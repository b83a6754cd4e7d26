import { closestCenter, DndContext, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { fieldSpec, type FieldSpec } from '../../../shared/blocks/fields';
import { blockTypes, type Block } from '../../../shared/blocks/registry';
import { pageMeta, type PageDocument, type PageInput } from '../../../shared/pages';
import { Button } from '../../components/Button/Button';
import { EmptyNotice, ErrorNotice, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { media } from '../../styles/theme';
import { AdminApiError, ConflictError, ValidationError, sessionQuery } from '../api';
import { BlockCard } from '../components/pages/BlockCard';
import { BlockPalette, newBlock } from '../components/pages/BlockPalette';
import { ConflictChoices } from '../components/pages/ConflictChoices';
import { PageChecks } from '../components/pages/PageChecks';
import { PageExperimentPanel } from '../components/experiments/PageExperimentPanel';
import { FormAndPreview, StickyPreview } from '../components/pages/formAndPreview';
import { LivePreview } from '../components/pages/LivePreview';
import { SchemaFields } from '../components/pages/SchemaFields';
import { Dialog } from '../components/Dialog';
import { EditorLoading, PageMissing } from '../components/EditorLoadStates';
import { KeptDraftNotice } from '../components/KeptDraftNotice';
import { PublicationField } from '../components/posts/PublicationField';
import { Actions, Field, FieldError, Panel } from '../components/ui';
import {
  pageDocumentQuery,
  pageRevisionsKey,
  pageStep,
  savePage,
  sitePartQuery,
  type StoredContent,
} from '../pages';
import { PricesForTexts } from '../components/pages/priceTokensField';
import { comparePages, fieldPathLabel, printedTitle } from '../components/pages/pageTexts';
import { Revisions } from '../components/Revisions';
import { fromStockholmInput, toStockholmInput } from '../stockholmTime';
import { useKeptDraft } from '../keptDraft';
import { useLeaveGuard } from '../useLeaveGuard';
import { autosaveDelayMs, autosaveRetryMs } from '../autosave';
import { translationStatus } from './PagesPage';
import { useAdminI18n, type AdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { usePageDraft } from './usePageDraft';

const metaSpec = fieldSpec(pageMeta) as FieldSpec & { kind: 'group' };

/** On a phone the form and the preview take turns (a switch above them); from a tablet up they stand side by side. */
type PhoneView = 'form' | 'preview';

const Layout = styled(FormAndPreview)<{ $phoneView: PhoneView }>`
  ${media.mobile} {
    > [data-view]:not([data-view='${({ $phoneView }) => $phoneView}']) {
      display: none;
    }
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const ViewSwitch = styled.div`
  display: none;
  ${media.mobile} {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    > * {
      flex: 1;
    }
  }
`;

const Blocks = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const Notice = styled.div<{ $tone: 'warning' | 'danger' | 'info' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) =>
    ({ warning: theme.color.warningSoft, danger: theme.color.dangerSoft, info: theme.color.surfaceAlt })[
      $tone
    ]};
`;

const BlocksHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const SaveState = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What PUT takes of a document GET answered. */
const toInput = ({ path, status, publishAt, meta, blocks, version }: PageDocument): PageInput => ({
  path,
  status,
  publishAt,
  meta,
  blocks,
  version,
});

const same = (a: PageInput, b: PageInput) => JSON.stringify(a) === JSON.stringify(b);

type SaveTrouble =
  | {
      kind: 'conflict';
      current: PageDocument;
      savedBy: string | null;
      /** A save was refused (not a step: unpublish, discard), so what is in the form can be compared with theirs. */
      fromSave: boolean;
    }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** The steps beside saving that a live page's editor asks to confirm first. */
type Step = 'unpublish' | 'discard';

const stepTexts: Record<
  Step,
  { title: AdminMessageKey; text: AdminMessageKey; button: AdminMessageKey; done: AdminMessageKey }
> = {
  unpublish: {
    title: 'editor.unpublish.title',
    text: 'editor.unpublish.text',
    button: 'editor.unpublish.button',
    done: 'editor.unpublish.done',
  },
  discard: {
    title: 'editor.discard.title',
    text: 'editor.discard.text',
    button: 'editor.discard.button',
    done: 'editor.discard.done',
  },
};

/** What the Publishing panel says of a live page's working version. */
function liveState({ t, dateTime }: AdminI18n, page: PageDocument): string {
  if (page.status === 'published') return t('editor.live');
  if (page.status === 'scheduled' && page.publishAt)
    return t('editor.liveScheduled', { at: dateTime.format(new Date(page.publishAt)) });
  return t('editor.liveDraft');
}

/** The editor of one page: its meta, its blocks in order, the live preview beside them, and saving. */
function PageEditor({ initial, canMove }: { initial: PageDocument; canMove: boolean }) {
  const i18n = useAdminI18n();
  const { t, lang, dateTime } = i18n;
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const page = usePageDraft(toInput(initial));
  const draft = page.draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [trouble, setTrouble] = useState<SaveTrouble | null>(null);
  const [picking, setPicking] = useState(false);
  const [when, setWhen] = useState(initial.publishAt ? toStockholmInput(initial.publishAt) : '');
  const [confirming, setConfirming] = useState<Step | null>(null);
  /** The block whose card has focus: the preview outlines it and keeps it in view. */
  const [editing, setEditing] = useState<string | null>(null);
  /** The block last clicked in the preview, counted so a second click on it opens it again. */
  const [picked, setPicked] = useState<{ id: string; count: number }>({ id: '', count: 0 });
  const [phoneView, setPhoneView] = useState<PhoneView>('form');
  // A block's handle drags it after a move of a few pixels, under a mouse or a finger (the handle takes no scroll).
  // The keyboard has the cards' Up and Down buttons: dnd-kit's keyboard sorting skips places between blocks of
  // different heights (clauderic/dnd-kit#137, #985), and one place a press is what a keyboard user wants.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  /** Leads to a block's fields (from the preview, from a check): its card opens, in view, its first field focused. */
  const pickBlock = (id: string) => {
    setPhoneView('form');
    setEditing(id);
    setPicked(({ count }) => ({ id, count: count + 1 }));
  };
  // The shared prices, so a text can name one (a price token) and a price typed by hand is pointed out.
  const prices = useQuery(sitePartQuery('prices'));
  /** The draft a save was refused for (400): autosave waits until it changes, then tries again. */
  const [refused, setRefused] = useState<PageInput | null>(null);
  const dirty = !same(draft, toInput(saved));
  useLeaveGuard(dirty);
  const kept = useKeptDraft({
    key: `page:${initial.id}`,
    value: draft,
    version: saved.version,
    dirty,
    sameAsSaved: (value) => same({ ...value, version: initial.version }, toInput(initial)),
  });

  /** Takes a version the server answered (a restore, a step) as the one the editor holds. */
  const adopt = (document: PageDocument) => {
    setSaved(document);
    page.replace(toInput(document));
    setWhen(document.publishAt ? toStockholmInput(document.publishAt) : '');
    setErrors({});
    setRefused(null);
    setTrouble(null);
    queryClient.setQueryData(pageDocumentQuery(document.id).queryKey, document);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'pages'], exact: true });
    void queryClient.invalidateQueries({ queryKey: pageRevisionsKey(document.id) });
  };
  const failed = (error: Error, input?: PageInput) => {
    if (error instanceof ValidationError) {
      setErrors(error.fields);
      setRefused(input ?? null);
      setTrouble(null);
    } else if (error instanceof ConflictError) {
      setTrouble({
        kind: 'conflict',
        current: error.current as PageDocument,
        savedBy: error.savedBy,
        fromSave: input !== undefined,
      });
      // Their save is a revision too: the list shows it beside the comparison.
      void queryClient.invalidateQueries({ queryKey: pageRevisionsKey(saved.id) });
    } else if (error instanceof TypeError) setTrouble({ kind: 'offline' });
    else setTrouble({ kind: 'failed', message: error.message });
  };

  const save = useMutation({
    mutationFn: (input: PageInput) => savePage(saved.id, input),
    onSuccess: (document, input) => {
      setSaved(document);
      // What was typed while the save was on its way stays, now on top of the new version.
      page.saved(input, toInput(document));
      setErrors({});
      setRefused(null);
      setTrouble(null);
      queryClient.setQueryData(pageDocumentQuery(document.id).queryKey, document);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'pages'], exact: true });
      void queryClient.invalidateQueries({ queryKey: pageRevisionsKey(document.id) });
    },
    onError: (error, input) => failed(error, input),
  });

  const step = useMutation({
    mutationFn: (name: Step) => pageStep(saved.id, name, saved.version),
    onSuccess: (document, name) => {
      setConfirming(null);
      adopt(document);
      toast.success(t(stepTexts[name].done));
    },
    onError: (error) => {
      setConfirming(null);
      failed(error);
    },
  });

  // A draft saves itself a moment after the last change (a published page changes only when staff say so). A
  // refused draft waits for a change to what was refused; an unreachable server is tried again every few seconds.
  const autosaves = saved.status === 'draft' && draft.status === 'draft';
  const waitingForFix = refused !== null && same(draft, refused);
  useEffect(() => {
    if (!autosaves || !dirty || save.isPending || trouble?.kind === 'conflict' || waitingForFix) return;
    const timer = setTimeout(
      () => save.mutate(draft),
      trouble?.kind === 'offline' ? autosaveRetryMs : autosaveDelayMs,
    );
    return () => clearTimeout(timer);
  }, [autosaves, dirty, draft, save, trouble, waitingForFix]);

  const update = (change: Partial<PageInput>) => page.edit(change);
  /** A block operation (add, move, duplicate, remove): a step of the undo history of its own. */
  const setBlocks = (blocks: Block[]) => page.edit({ blocks }, { step: true });
  const removeBlock = (index: number) => {
    const removed = blocks[index]!;
    setBlocks(blocks.filter((_, other) => other !== index));
    const name = blockTypes[removed.type]?.label[lang] ?? removed.type;
    toast(t('editor.removed', { name }), {
      action: {
        label: t('editor.undo'),
        // Put back where it was, as a step of its own (later edits stay): unless it is back already.
        onClick: () => {
          const now = page.latest().blocks;
          if (now.some((block) => block.id === removed.id)) return;
          page.edit({ blocks: [...now.slice(0, index), removed, ...now.slice(index)] }, { step: true });
        },
      },
    });
  };
  const shortcuts = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) page.undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') page.redo();
    else return;
    event.preventDefault();
  };
  const blocks = draft.blocks;
  const moveBlock = (from: number, to: number) => {
    const next = [...blocks];
    const [block] = next.splice(from, 1);
    next.splice(to, 0, block!);
    setBlocks(next);
  };
  const taken = () => new Set(blocks.map((block) => block.id));

  /** The draft as a save sends it: a scheduled one with its time. */
  const toSave = (): PageInput => ({
    ...draft,
    publishAt: draft.status === 'scheduled' ? fromStockholmInput(when) : null,
  });
  const submit = () => save.mutate(toSave());
  const saveLabel =
    draft.status === 'published'
      ? saved.status === 'published'
        ? t('editor.saveAndPublish')
        : saved.live
          ? t('editor.publishChanges')
          : t('editor.publish')
      : draft.status === 'scheduled'
        ? t('editor.schedule')
        : t('editor.saveDraft');

  const errorFields = Object.keys(errors).map((path) => fieldPathLabel(path, draft, lang));
  let saveState: string;
  if (save.isPending) saveState = t('common.saving');
  else if (waitingForFix)
    saveState =
      errorFields.length > 1
        ? t('editor.notSavedFixMore', { field: errorFields[0]!, count: errorFields.length - 1 })
        : t('editor.notSavedFix', { field: errorFields[0]! });
  else if (dirty && autosaves && trouble?.kind === 'offline') saveState = t('editor.offlineRetrying');
  else if (dirty) saveState = autosaves ? t('editor.unsavedAutosave') : t('editor.unsaved');
  else
    saveState = t('editor.savedAt', {
      at: dateTime.format(new Date(saved.updatedAt)),
      version: saved.version,
    });

  return (
    <PricesForTexts.Provider value={prices.data?.data ?? null}>
      <Layout onKeyDown={shortcuts} $phoneView={phoneView}>
        <ViewSwitch role="group" aria-label={t('editor.show')}>
          {(['form', 'preview'] as const).map((view) => (
            <Button
              key={view}
              type="button"
              size="sm"
              variant={phoneView === view ? 'primary' : 'secondary'}
              aria-pressed={phoneView === view}
              onClick={() => setPhoneView(view)}
            >
              {view === 'form' ? t('editor.form') : t('editor.previewTab')}
            </Button>
          ))}
        </ViewSwitch>
        <Column data-view="form">
          <Panel aria-labelledby="page-editor-title">
            <h2 id="page-editor-title">
              {printedTitle(saved.meta.title.sv || saved.path.sv, prices.data?.data)}
            </h2>
            <p>
              <Link to="/admin/pages">{t('editor.allPages')}</Link> · {saved.path.sv} · {saved.path.en} ·{' '}
              {translationStatus(t, { missingTranslations: saved.missingTranslations.length })}
            </p>
            {kept.offered ? (
              <KeptDraftNotice
                kept={kept.offered}
                version={saved.version}
                onRestore={() => {
                  const { value } = kept.offered!;
                  page.edit({ ...value, version: saved.version }, { step: true });
                  if (value.publishAt) setWhen(toStockholmInput(value.publishAt));
                  kept.answer(true);
                }}
                onDiscard={() => kept.answer(false)}
              />
            ) : null}
            {saved.problems.length > 0 ? (
              <Notice $tone="warning" role="note">
                <strong>{t('editor.problems')}</strong>
                <ul>
                  {saved.problems.map((problem) => (
                    <li key={problem.id}>
                      {problem.id} ({problem.type}): {problem.message}
                    </li>
                  ))}
                </ul>
              </Notice>
            ) : null}
          </Panel>

          <Panel aria-labelledby="page-blocks-title">
            <BlocksHead>
              <h2 id="page-blocks-title">{t('editor.blocks')}</h2>
              <Actions>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={page.undo}
                  disabled={!page.canUndo}
                  aria-keyshortcuts="Control+Z Meta+Z"
                >
                  <Undo2 size={16} aria-hidden="true" /> {t('editor.undo')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={page.redo}
                  disabled={!page.canRedo}
                  aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
                >
                  <Redo2 size={16} aria-hidden="true" /> {t('editor.redo')}
                </Button>
              </Actions>
            </BlocksHead>
            {blocks.length === 0 ? (
              <EmptyNotice>{t('editor.noBlocks')}</EmptyNotice>
            ) : (
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={({ active, over }) => {
                  const from = blocks.findIndex((block) => block.id === active.id);
                  const to = blocks.findIndex((block) => block.id === over?.id);
                  if (from >= 0 && to >= 0 && from !== to) moveBlock(from, to);
                }}
              >
                <SortableContext
                  items={blocks.map((block) => block.id)}
                  strategy={verticalListSortingStrategy}
                >
                  <Blocks>
                    {blocks.map((block, index) => (
                      <BlockCard
                        key={block.id}
                        block={block}
                        index={index}
                        count={blocks.length}
                        path={`blocks.${index}.data`}
                        errors={errors}
                        onChange={(next) =>
                          update({ blocks: blocks.map((old, other) => (other === index ? next : old)) })
                        }
                        onMove={(to) => moveBlock(index, to)}
                        onEditing={() => setEditing(block.id)}
                        picked={picked.id === block.id ? picked.count : 0}
                        onDuplicate={() => {
                          const copy = { ...structuredClone(block), id: newBlock(block.type, taken()).id };
                          setBlocks([...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]);
                        }}
                        onRemove={() => removeBlock(index)}
                      />
                    ))}
                  </Blocks>
                </SortableContext>
              </DndContext>
            )}
            {errors.blocks ? <FieldError>{i18n.message(errors.blocks)}</FieldError> : null}
            <Actions style={{ justifyContent: 'flex-start', marginTop: '1rem' }}>
              <Button type="button" variant="secondary" onClick={() => setPicking(true)}>
                <Plus size={16} aria-hidden="true" /> {t('editor.addBlock')}
              </Button>
            </Actions>
          </Panel>

          <Panel aria-labelledby="page-meta-title">
            <h2 id="page-meta-title">{t('editor.meta')}</h2>
            <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
              <SchemaFields
                spec={metaSpec}
                value={draft.meta}
                onChange={(meta) => update({ meta: meta as PageInput['meta'] })}
                path="meta"
                errors={errors}
              />
            </div>
          </Panel>

          {canMove && saved.key === null ? (
            <Panel aria-labelledby="page-address-title">
              <h2 id="page-address-title">{t('editor.addresses')}</h2>
              <p>{t('editor.addressesIntro')}</p>
              {(['sv', 'en'] as const).map((pathLang) => (
                <Field key={pathLang}>
                  <label htmlFor={`page-path-${pathLang}`}>
                    {pathLang === 'sv' ? t('editor.pathSv') : t('editor.pathEn')}
                  </label>
                  <input
                    id={`page-path-${pathLang}`}
                    value={draft.path[pathLang]}
                    onChange={(event) => update({ path: { ...draft.path, [pathLang]: event.target.value } })}
                    aria-invalid={errors[`path.${pathLang}`] ? true : undefined}
                  />
                  {errors[`path.${pathLang}`] ? (
                    <FieldError>{i18n.message(errors[`path.${pathLang}`]!)}</FieldError>
                  ) : null}
                </Field>
              ))}
              {errors.path ? <FieldError>{i18n.message(errors.path)}</FieldError> : null}
            </Panel>
          ) : null}

          <Panel aria-labelledby="page-publish-title">
            <h2 id="page-publish-title">{t('editor.publishing')}</h2>
            {saved.live ? <SaveState role="status">{liveState(i18n, saved)}</SaveState> : null}
            <PublicationField
              state={draft.status}
              when={when}
              onState={(status) => update({ status })}
              onWhen={setWhen}
              error={errors.publishAt ?? errors.status}
              live={saved.live}
            />
            {trouble?.kind === 'conflict' && trouble.fromSave ? (
              <ConflictChoices
                base={toInput(saved)}
                // What is in the form now: typing after the refusal is part of it.
                mine={toSave()}
                theirs={trouble.current}
                savedBy={trouble.savedBy}
                saving={save.isPending}
                onTakeTheirs={() => adopt(trouble.current)}
                onSave={(merged) => {
                  // Their version is now the one the editor builds on; the put-together page is my change to it.
                  setSaved(trouble.current);
                  page.edit(merged, { step: true });
                  setTrouble(null);
                  save.mutate(merged);
                }}
              />
            ) : null}
            {trouble?.kind === 'conflict' && !trouble.fromSave ? (
              <Notice $tone="danger" role="alert">
                <strong>{t('editor.conflict')}</strong>
                <span>
                  {t('editor.conflictSaved', {
                    name: trouble.savedBy ?? t('editor.someone'),
                    version: trouble.current.version,
                    at: dateTime.format(new Date(trouble.current.updatedAt)),
                  })}
                </span>
                <Actions style={{ justifyContent: 'flex-start' }}>
                  <Button type="button" variant="secondary" onClick={() => adopt(trouble.current)}>
                    {t('editor.showTheirs')}
                  </Button>
                </Actions>
              </Notice>
            ) : null}
            {trouble?.kind === 'offline' ? (
              <Notice $tone="warning" role="alert">
                {t('editor.offline')}
              </Notice>
            ) : null}
            {trouble?.kind === 'failed' ? (
              <Notice $tone="danger" role="alert">
                {t('editor.notSaved', { message: i18n.message(trouble.message) })}
              </Notice>
            ) : null}
            {Object.keys(errors).length > 0 ? (
              <Notice $tone="danger" role="alert">
                {Object.keys(errors).length === 1
                  ? t('editor.fieldsToFix.one')
                  : t('editor.fieldsToFix.other', { count: Object.keys(errors).length })}
              </Notice>
            ) : null}
            <Actions>
              <SaveState aria-live="polite">{saveState}</SaveState>
              <Button type="button" onClick={submit} busy={save.isPending}>
                {save.isPending ? t('common.saving') : saveLabel}
              </Button>
            </Actions>
            {saved.live && (saved.status !== 'published' || saved.key === null) ? (
              <Actions style={{ justifyContent: 'flex-start' }}>
                {saved.status !== 'published' ? (
                  <Button type="button" variant="secondary" onClick={() => setConfirming('discard')}>
                    {t('editor.discard.button')}
                  </Button>
                ) : null}
                {saved.key === null ? (
                  <Button type="button" variant="ghost" onClick={() => setConfirming('unpublish')}>
                    {t('editor.unpublish.button')}
                  </Button>
                ) : null}
              </Actions>
            ) : null}
          </Panel>
          <PageExperimentPanel page={saved} />
          <Panel aria-labelledby="page-checks-title">
            <h2 id="page-checks-title">{t('editor.checks')}</h2>
            <PageChecks pageId={saved.id} document={draft} onPick={pickBlock} />
          </Panel>
          <Revisions<StoredContent, PageDocument>
            address={`/api/admin/pages/${saved.id}/revisions`}
            queryKey={pageRevisionsKey(saved.id)}
            compare={(snapshot) => comparePages(snapshot, saved, lang)}
            warning={dirty ? t('editor.restoreWarning') : undefined}
            live={saved.live}
            onRestored={adopt}
          />
        </Column>
        <StickyPreview data-view="preview">
          <Panel aria-labelledby="page-preview-title">
            <h2 id="page-preview-title">{t('editor.livePreview')}</h2>
            <LivePreview pageId={saved.id} document={draft} editing={editing} onPick={pickBlock} />
          </Panel>
        </StickyPreview>
        <Dialog
          open={confirming !== null}
          title={confirming ? t(stepTexts[confirming].title) : ''}
          onClose={() => setConfirming(null)}
        >
          {confirming ? (
            <>
              <p>{t(stepTexts[confirming].text)}</p>
              {dirty ? <p role="note">{t('editor.unsavedDropped')}</p> : null}
              <Actions>
                <Button type="button" variant="ghost" onClick={() => setConfirming(null)}>
                  {t('common.cancel')}
                </Button>
                <Button type="button" onClick={() => step.mutate(confirming)} busy={step.isPending}>
                  {t(stepTexts[confirming].button)}
                </Button>
              </Actions>
            </>
          ) : null}
        </Dialog>
        <Dialog open={picking} title={t('editor.addABlock')} onClose={() => setPicking(false)} wide>
          <BlockPalette
            onPick={(type) => {
              setBlocks([...blocks, newBlock(type, taken())]);
              setPicking(false);
            }}
          />
        </Dialog>
      </Layout>
    </PricesForTexts.Provider>
  );
}

/** /admin/pages/:id: one page's editor, once its document has come. */
export function PageEditorPage() {
  const { id = '' } = useParams();
  const pageId = Number(id);
  const page = useQuery({ ...pageDocumentQuery(pageId), enabled: Number.isInteger(pageId) && pageId > 0 });
  const session = useQuery(sessionQuery);
  const { t, retryLabels } = useAdminI18n();
  const missing = <PageMissing />;
  if (!Number.isInteger(pageId) || pageId <= 0) return missing;
  if (isFirstLoad(page)) return <EditorLoading label={'editor.loading'} />;
  if (page.error instanceof AdminApiError && page.error.status === 404) return missing;
  if (page.isError || page.isPending)
    return (
      <ErrorNotice {...retryProps(page)} labels={retryLabels}>
        {t('editor.failed')}
      </ErrorNotice>
    );
  return <PageEditor key={page.data.id} initial={page.data} canMove={session.data?.user.role === 'Admin'} />;
}
