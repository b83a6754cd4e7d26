import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import useUndo from 'use-undo';
import type { PageInput } from '../../../shared/pages';

/** What undo and redo step through: the page's content. Its publication and version are not undone. */
type Content = Pick<PageInput, 'path' | 'meta' | 'blocks'>;
type Publication = Pick<PageInput, 'status' | 'publishAt' | 'version'>;

/** Typing within this long of the last change is one step of the history (a word, not each letter). */
export const undoStepMs = 1000;

const contentOf = ({ path, meta, blocks }: PageInput): Content => ({ path, meta, blocks });
const publicationOf = ({ status, publishAt, version }: PageInput): Publication => ({
  status,
  publishAt,
  version,
});

/**
 * A page editor's working document with an undo history (use-undo, with checkpoints): block operations are a step
 * each, typing is a step per burst. `replace` starts over from a document the server answered (the history is of
 * this version's editing only); `saved` takes a save's answer, keeping whatever was typed while it was on its way.
 */
export function usePageDraft(initial: PageInput) {
  const [history, content] = useUndo<Content>(contentOf(initial), { useCheckpoints: true });
  const [publication, setPublication] = useState<Publication>(() => publicationOf(initial));
  const lastEdit = useRef(0);
  const present = history.present;
  // In the order the server's document has (its JSON is compared to tell unsaved changes); one object per change,
  // so what depends on the draft (the autosave's timer, the kept copy) runs again only when it changes.
  const draft = useMemo<PageInput>(
    () => ({
      path: present.path,
      status: publication.status,
      publishAt: publication.publishAt,
      meta: present.meta,
      blocks: present.blocks,
      version: publication.version,
    }),
    [present, publication],
  );
  /** The document with every edit so far, also those made since the last render. */
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);

  return {
    draft,
    /** The document with every edit so far, also those made since the last render (for a toast's late action). */
    latest: () => latest.current,
    /** Changes part of the document; `step` makes it a step of its own in the history (a block moved, removed). */
    edit(change: Partial<PageInput>, { step = false }: { step?: boolean } = {}) {
      const next = { ...latest.current, ...change };
      latest.current = next;
      const { status, publishAt, version } = change;
      if (status !== undefined || publishAt !== undefined || version !== undefined)
        setPublication(publicationOf(next));
      if ('path' in change || 'meta' in change || 'blocks' in change) {
        const now = Date.now();
        content.set(contentOf(next), step || now - lastEdit.current > undoStepMs);
        // A block operation ends the typing before it: the next letter starts a step of its own.
        lastEdit.current = step ? 0 : now;
      }
    },
    replace(input: PageInput) {
      latest.current = input;
      content.reset(contentOf(input));
      setPublication(publicationOf(input));
      lastEdit.current = 0;
    },
    /** A save of `input` answered `answer`: unchanged since, the editor shows the answer; else only its version. */
    saved(input: PageInput, answer: PageInput) {
      const same = JSON.stringify(latest.current) === JSON.stringify(input);
      if (same && JSON.stringify(contentOf(answer)) !== JSON.stringify(contentOf(input)))
        content.set(contentOf(answer), false);
      setPublication(
        same ? publicationOf(answer) : { ...publicationOf(latest.current), version: answer.version },
      );
    },
    undo: () => {
      lastEdit.current = 0;
      content.undo();
    },
    redo: () => {
      lastEdit.current = 0;
      content.redo();
    },
    canUndo: content.canUndo,
    canRedo: content.canRedo,
  };
}
