import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  Megaphone,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { fontWeight } from '../../styles/theme';
import { Dialog } from '../components/Dialog';
import { MediaPicker } from '../components/media/MediaPicker';
import { mediaItemQuery } from '../media';
import { Actions, Field, FieldError } from '../components/ui';
import { PriceTokenPicker, TypedPriceWarnings } from '../components/pages/priceTokensField';
import type { PricesPart } from '../../../shared/blocks/prices';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import {
  allowedLink,
  documentText,
  emptyDocument,
  mapDocumentText,
  withoutTrailingSpace,
  type PostDocument,
} from '../../../shared/postDocument';
import { postBodyExtensions } from '../../../shared/postBodyExtensions';
import { postCtaToken } from '../../../shared/postCta';

const Box = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  .ProseMirror {
    min-height: 12rem;
    max-height: 36rem;
    overflow-y: auto;
    padding: 0.6rem 0.75rem;
    outline: none;
    overflow-wrap: break-word;
    > * + * {
      margin-top: ${({ theme }) => theme.space[3]};
    }
    h2 {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
    h3 {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    h4 {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
    ul,
    ol {
      padding-left: 1.5rem;
    }
    ul {
      list-style: disc;
    }
    ol {
      list-style: decimal;
    }
    /* A picture keeps within the field, its shape kept; chosen (clicked), it is outlined. */
    img {
      display: block;
      max-width: 100%;
      height: auto;
      border-radius: ${({ theme }) => theme.radius.sm};
    }
    img.ProseMirror-selectednode {
      outline: 3px solid ${({ theme }) => theme.color.accent};
    }
    blockquote {
      margin: 0;
      padding-left: ${({ theme }) => theme.space[3]};
      border-left: 3px solid ${({ theme }) => theme.color.borderStrong};
      color: ${({ theme }) => theme.color.textMuted};
    }
    pre {
      padding: ${({ theme }) => theme.space[3]};
      border-radius: ${({ theme }) => theme.radius.sm};
      background: ${({ theme }) => theme.color.surfaceAlt};
      white-space: pre-wrap;
    }
    code {
      font-family: ui-monospace, monospace;
    }
    a {
      color: ${({ theme }) => theme.color.accent};
      text-decoration: underline;
    }
    hr {
      border: 0;
      border-top: 1px solid ${({ theme }) => theme.color.borderStrong};
    }
  }
`;

/** The price menu under the text, at its own width, and any warning of a price typed by hand under it. */
const PriceTools = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  select {
    max-width: 100%;
    padding: 0.2rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Label = styled.span`
  font-weight: ${fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  > span {
    width: 1px;
    margin: 0 ${({ theme }) => theme.space[1]};
    background: ${({ theme }) => theme.color.border};
  }
`;

const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  min-height: 2.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accent};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

/** What the toolbar shows as on (the selection's marks and block) and can take back (the history). */
const stateOf = (editor: Editor) => ({
  h2: editor.isActive('heading', { level: 2 }),
  h3: editor.isActive('heading', { level: 3 }),
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  code: editor.isActive('code'),
  link: editor.isActive('link'),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  blockquote: editor.isActive('blockquote'),
  codeBlock: editor.isActive('codeBlock'),
  undo: editor.can().undo(),
  redo: editor.can().redo(),
});
type ToolState = ReturnType<typeof stateOf>;

interface ToolSpec {
  label: AdminMessageKey;
  icon: LucideIcon;
  /** The keyboard's way to the same, said in the button's tooltip. */
  keys?: string;
  /** Which of the toolbar's states shows it pressed; none for an action (a divider, undo). */
  on?: keyof ToolState;
  enabled?: keyof ToolState;
  run: (editor: Editor) => void;
}

const groups: ToolSpec[][] = [
  [
    {
      label: 'richText.heading',
      icon: Heading2,
      on: 'h2',
      keys: '## ',
      run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'richText.subheading',
      icon: Heading3,
      on: 'h3',
      keys: '### ',
      run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      label: 'richText.bold',
      icon: Bold,
      on: 'bold',
      keys: 'Ctrl+B',
      run: (editor) => editor.chain().focus().toggleBold().run(),
    },
    {
      label: 'richText.italic',
      icon: Italic,
      on: 'italic',
      keys: 'Ctrl+I',
      run: (editor) => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: 'richText.code',
      icon: Code,
      on: 'code',
      keys: 'Ctrl+E',
      run: (editor) => editor.chain().focus().toggleCode().run(),
    },
  ],
  [
    {
      label: 'richText.bulletList',
      icon: List,
      on: 'bulletList',
      keys: '- ',
      run: (editor) => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'richText.orderedList',
      icon: ListOrdered,
      on: 'orderedList',
      keys: '1. ',
      run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'richText.quote',
      icon: Quote,
      on: 'blockquote',
      keys: '> ',
      run: (editor) => editor.chain().focus().toggleBlockquote().run(),
    },
    {
      label: 'richText.codeBlock',
      icon: SquareCode,
      on: 'codeBlock',
      keys: '``` ',
      run: (editor) => editor.chain().focus().toggleCodeBlock().run(),
    },
    {
      label: 'richText.divider',
      icon: Minus,
      keys: '---',
      run: (editor) => editor.chain().focus().setHorizontalRule().run(),
    },
    {
      // A paragraph of its own holding the card's token: the post's page draws the card there (shared/postCta.ts).
      label: 'richText.cta',
      icon: Megaphone,
      run: (editor) =>
        editor
          .chain()
          .focus()
          .insertContent({ type: 'paragraph', content: [{ type: 'text', text: postCtaToken }] })
          .run(),
    },
  ],
  [
    {
      label: 'editor.undo',
      icon: Undo2,
      enabled: 'undo',
      keys: 'Ctrl+Z',
      run: (editor) => editor.chain().focus().undo().run(),
    },
    {
      label: 'editor.redo',
      icon: Redo2,
      enabled: 'redo',
      keys: 'Ctrl+Shift+Z',
      run: (editor) => editor.chain().focus().redo().run(),
    },
  ],
];

export interface RichTextFieldProps {
  id: string;
  label: string;
  /** The body: the editor's document (shared/postDocument.ts), as it is stored and the site renders it. */
  value: PostDocument;
  onChange: (body: PostDocument) => void;
  onBlur?: () => void;
  /** The form's way to focus the field (a refused save focuses its first field). */
  focusRef?: (field: { focus: () => void } | null) => void;
  /** The field's error (at `${id}-error`), if any. */
  error?: string;
  /** The site's pages and posts in the body's language, offered in the link dialog. */
  links?: LinkTarget[];
  /** The body's language: a picture's alt text is written in it (the library's text for it offered first). */
  lang: 'sv' | 'en';
  /** The longest body the field's form takes (characters of text): counted down from nine tenths of it, said when over. */
  maxLength?: number;
  /**
   * The shared prices: a menu under the text puts a price's token where the cursor is (`{price:basic}`, printed by
   * the site from the prices), and a price typed by hand is pointed out with a one-click fix. None: neither.
   */
  prices?: PricesPart | null;
}

/** A page or post a link can lead to: its title and its address in the body's language. */
export interface LinkTarget {
  title: string;
  href: string;
}

/** A body as the editor opens it: an empty one as the empty paragraph a writer types into. */
const editable = (body: PostDocument) => (body.content.length === 0 ? null : body);

/** How many matches the link dialog lists at once (a longer search narrows them). */
const shownTargets = 8;

/** An address as the site would answer it: without its query, fragment and trailing slash. */
const pathOf = (href: string) => href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');

/**
 * A post body's rich-text field (Tiptap on ProseMirror): a toolbar for headings, marks, links, lists, quotes, code
 * and a divider, with undo and redo; Markdown shortcuts as one types (`## `, `- `, `> `, `**bold**`) and the
 * usual keyboard shortcuts. What it holds is kept as its document, which the site renders; a paste from Word or Google
 * Docs keeps headings, lists, links and emphasis and drops everything else (the schema has nothing else).
 */
export default function RichTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  focusRef,
  error,
  links,
  lang,
  maxLength,
  prices,
}: RichTextFieldProps) {
  const { t, count } = useAdminI18n();
  const labelId = useId();
  /**
   * The document this field last gave the form, as JSON: another value came from outside (a reset, a restore). A form
   * may hand back a copy of what it was given, so the content is compared, not the object.
   */
  const given = useRef(JSON.stringify(value));
  const text = useMemo(() => documentText(value), [value]);
  const [linking, setLinking] = useState(false);
  const [picturing, setPicturing] = useState(false);
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
  };
  const editor = useEditor({
    extensions: postBodyExtensions,
    content: editable(value),
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => {
      // An editor with nothing in it keeps one empty paragraph to type into: that is no body.
      const body = changed.isEmpty
        ? emptyDocument()
        : withoutTrailingSpace(changed.getJSON() as PostDocument);
      given.current = JSON.stringify(body);
      onChange(body);
    },
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({ editor, selector: ({ editor: shown }) => (shown ? stateOf(shown) : null) });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
    // The attributes change with the error only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, error]);
  useEffect(() => {
    const json = JSON.stringify(value);
    if (!editor || json === given.current) return;
    given.current = json;
    editor.commands.setContent(editable(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (!focusRef || !editor) return;
    const focus = { focus: () => editor.commands.focus() };
    focusRef(focus);
  }, [editor, focusRef]);

  return (
    <Field>
      <Label id={labelId}>{label}</Label>
      <Box $invalid={Boolean(error)}>
        <Bar role="toolbar" aria-label={t('richText.toolbar', { field: label })} aria-controls={id}>
          {groups.map((group, index) => [
            index > 0 ? <span key={`gap-${index}`} aria-hidden="true" /> : null,
            ...group.map((tool) => {
              const Icon = tool.icon;
              const name = t(tool.label);
              return (
                <Tool
                  key={tool.label}
                  type="button"
                  aria-label={name}
                  title={tool.keys ? `${name} (${tool.keys})` : name}
                  aria-pressed={tool.on ? Boolean(state?.[tool.on]) : undefined}
                  disabled={!editor || (tool.enabled ? !state?.[tool.enabled] : false)}
                  onClick={() => editor && tool.run(editor)}
                >
                  <Icon size={16} aria-hidden="true" />
                </Tool>
              );
            }),
            index === 1 ? (
              <Tool
                key="link"
                type="button"
                aria-label={t('richText.link')}
                title={`${t('richText.link')} (Ctrl+K)`}
                aria-pressed={Boolean(state?.link)}
                disabled={!editor}
                onClick={() => setLinking(true)}
              >
                <Link2 size={16} aria-hidden="true" />
              </Tool>
            ) : null,
            index === 1 ? (
              <Tool
                key="image"
                type="button"
                aria-label={t('richText.image')}
                title={t('richText.image')}
                disabled={!editor}
                onClick={() => setPicturing(true)}
              >
                <ImagePlus size={16} aria-hidden="true" />
              </Tool>
            ) : null,
          ])}
        </Bar>
        <EditorContent
          editor={editor}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
              event.preventDefault();
              setLinking(true);
            }
          }}
        />
      </Box>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
      {maxLength !== undefined && text.length >= maxLength * 0.9 ? (
        text.length > maxLength ? (
          <FieldError role="status">
            {t('richText.overLimit', { over: count(text.length - maxLength), max: count(maxLength) })}
          </FieldError>
        ) : (
          <small role="status">
            {t('richText.nearLimit', { length: count(text.length), max: count(maxLength) })}
          </small>
        )
      ) : null}
      {prices ? (
        <PriceTools>
          <PriceTokenPicker
            prices={prices}
            lang={lang}
            field={label}
            withLang={false}
            onPick={(token) => editor?.chain().focus().insertContent(token).run()}
          />
          <TypedPriceWarnings
            text={text}
            prices={prices}
            lang={lang}
            onFix={(fix) => onChange(mapDocumentText(value, fix))}
          />
        </PriceTools>
      ) : null}
      <Dialog open={linking} title={t('richText.link')} onClose={() => setLinking(false)}>
        {linking && editor ? (
          <LinkForm editor={editor} links={links} onDone={() => setLinking(false)} />
        ) : null}
      </Dialog>
      <Dialog open={picturing} title={t('richText.image')} onClose={() => setPicturing(false)}>
        {picturing && editor ? (
          <ImageForm editor={editor} lang={lang} onDone={() => setPicturing(false)} />
        ) : null}
      </Dialog>
    </Field>
  );
}

const Notice = styled.small`
  color: ${({ theme }) => theme.color.warning};
`;

/** The pages and posts found: each a button with the title over its address. */
const Targets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    width: 100%;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    text-align: left;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

/**
 * The address of the link at the selection: set, changed (it must be a path, a web address or mailto:) or removed;
 * a page or post of the site found by its title and picked. A path no page or post has is pointed out (it may
 * still be a list the site makes, such as a category).
 */
function LinkForm({
  editor,
  links,
  onDone,
}: {
  editor: Editor;
  links: LinkTarget[] | undefined;
  onDone: () => void;
}) {
  const { t } = useAdminI18n();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [refused, setRefused] = useState(false);
  const [query, setQuery] = useState('');
  const wanted = query.trim().toLocaleLowerCase('sv');
  const found = wanted
    ? (links ?? []).filter(
        (target) =>
          target.title.toLocaleLowerCase('sv').includes(wanted) || target.href.toLowerCase().includes(wanted),
      )
    : [];
  const typed = href.trim();
  const unknownPath =
    links !== undefined &&
    typed.startsWith('/') &&
    !links.some((target) => pathOf(target.href) === pathOf(typed));
  const apply = () => {
    const address = href.trim();
    if (!allowedLink(address)) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // A link over no text shows its address as its text.
    if (editor.state.selection.empty && !current)
      chain.insertContent({
        type: 'text',
        text: address,
        marks: [{ type: 'link', attrs: { href: address } }],
      });
    else chain.setLink({ href: address });
    chain.run();
    onDone();
  };
  return (
    // Not a form of its own: the field sits inside the post's form, and a form inside a form would send that one.
    <div>
      <Field>
        <label htmlFor="rich-text-link">{t('richText.linkAddress')}</label>
        <input
          id="rich-text-link"
          type="text"
          inputMode="url"
          value={href}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? 'rich-text-link-error rich-text-link-hint' : 'rich-text-link-hint'}
          onKeyDown={(event) => {
            // Enter sets the link (and never sends the post's form around the field).
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          onChange={(event) => {
            setHref(event.target.value);
            setRefused(false);
          }}
        />
        {refused ? (
          <FieldError id="rich-text-link-error" role="alert">
            {t('richText.linkRefused')}
          </FieldError>
        ) : null}
        <small id="rich-text-link-hint">{t('richText.linkHint')}</small>
        {unknownPath && !refused ? <Notice role="status">{t('richText.linkUnknown')}</Notice> : null}
      </Field>
      {links ? (
        <Field style={{ marginTop: '1rem' }}>
          <label htmlFor="rich-text-link-find">{t('richText.linkFind')}</label>
          <input
            id="rich-text-link-find"
            type="search"
            value={query}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            onChange={(event) => setQuery(event.target.value)}
          />
          {wanted ? (
            found.length === 0 ? (
              <small role="status">{t('richText.linkNoneFound')}</small>
            ) : (
              <Targets aria-label={t('richText.linkFound')}>
                {found.slice(0, shownTargets).map((target) => (
                  <li key={target.href}>
                    <button
                      type="button"
                      aria-pressed={pathOf(typed) === pathOf(target.href)}
                      onClick={() => {
                        setHref(target.href);
                        setRefused(false);
                      }}
                    >
                      <span>{target.title}</span>
                      <small>{target.href}</small>
                    </button>
                  </li>
                ))}
              </Targets>
            )
          ) : null}
        </Field>
      ) : null}
      <Actions style={{ marginTop: '1rem' }}>
        {current ? (
          <Button
            variant="secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            {t('richText.linkRemove')}
          </Button>
        ) : null}
        <Button onClick={apply}>{t('richText.linkApply')}</Button>
      </Actions>
    </div>
  );
}

/**
 * A picture from the media library put in the body on a line of its own, with its alt text in the body's language
 * (the library's text for that language offered; a picture without one is refused, since a screen reader and a
 * search engine would have nothing to go on). Uploading there and then is the library picker's own.
 */
function ImageForm({ editor, lang, onDone }: { editor: Editor; lang: 'sv' | 'en'; onDone: () => void }) {
  const { t } = useAdminI18n();
  const [id, setId] = useState<number | null>(null);
  const item = useQuery({ ...mediaItemQuery(id ?? 0), enabled: id !== null });
  /** The alt text as typed; null while the library's text for the chosen picture stands. */
  const [typed, setTyped] = useState<string | null>(null);
  const offered = item.data ? (lang === 'sv' ? item.data.altSv : item.data.altEn) : '';
  const alt = typed ?? offered;
  const [refused, setRefused] = useState<'image' | 'alt' | null>(null);
  const insert = () => {
    if (!item.data) return setRefused('image');
    if (!alt.trim()) return setRefused('alt');
    editor.chain().focus().setImage({ src: item.data.url, alt: alt.trim() }).run();
    onDone();
  };
  return (
    // Not a form of its own, as the link's: the field sits inside the post's form.
    <div>
      <MediaPicker
        label={t('richText.imagePick')}
        value={id}
        onChange={(next) => {
          setId(next);
          setTyped(null);
          setRefused(null);
        }}
        error={refused === 'image' ? t('richText.imageNone') : undefined}
      />
      <Field style={{ marginTop: '1rem' }}>
        <label htmlFor="rich-text-image-alt">
          {t(lang === 'sv' ? 'richText.imageAltSv' : 'richText.imageAltEn')}
        </label>
        <input
          id="rich-text-image-alt"
          type="text"
          value={alt}
          maxLength={300}
          aria-invalid={refused === 'alt' || undefined}
          aria-describedby={
            refused === 'alt'
              ? 'rich-text-image-alt-error rich-text-image-alt-hint'
              : 'rich-text-image-alt-hint'
          }
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            insert();
          }}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefused(null);
          }}
        />
        {refused === 'alt' ? (
          <FieldError id="rich-text-image-alt-error" role="alert">
            {t('richText.imageAltRequired')}
          </FieldError>
        ) : null}
        <small id="rich-text-image-alt-hint">{t('richText.imageAltHint')}</small>
      </Field>
      <Actions style={{ marginTop: '1rem' }}>
        <Button onClick={insert}>{t('richText.imageInsert')}</Button>
      </Actions>
    </div>
  );
}
