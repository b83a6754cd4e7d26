import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronRight,
  Copy,
  Eye,
  EyeOff,
  GripVertical,
  Trash2,
} from 'lucide-react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fieldSpec, type FieldSpec } from '../../../../shared/blocks/fields';
import { blockTypes, type Block } from '../../../../shared/blocks/registry';
import { Button } from '../../../components/Button/Button';
import { SchemaFields } from './SchemaFields';
import { useAdminI18n } from '../../i18n/adminI18n';
import { fontWeight } from '../../../styles/theme';

const Card = styled.li<{ $hidden: boolean; $dragging: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px ${({ $hidden }) => ($hidden ? 'dashed' : 'solid')} ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $hidden }) => ($hidden ? theme.color.surfaceAlt : theme.color.surface)};
  outline: ${({ $dragging, theme }) => ($dragging ? `2px solid ${theme.color.accent}` : 'none')};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${fontWeight.bold};
  text-align: start;
  cursor: pointer;
  small {
    font-weight: ${fontWeight.regular};
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

// The handle a block is dragged by, with a mouse or a finger. Only the handle takes the touch (touch-action: none):
// the rest of the card still scrolls the page under a finger. The keyboard (and a screen reader) moves a block with
// its Up and Down buttons, one place a press; the handle is not a stop of its own.
const Grip = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  margin: -${({ theme }) => theme.space[2]}
    0 -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: grab;
  touch-action: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Named = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** Each kind's form, described once from its schema. */
const specs = new Map<string, FieldSpec>();
export function blockSpec(type: Block['type']): FieldSpec & { kind: 'group' } {
  let spec = specs.get(type);
  if (!spec) {
    spec = fieldSpec(blockTypes[type].schema);
    specs.set(type, spec);
  }
  return spec as FieldSpec & { kind: 'group' };
}

/** The first Swedish text of a block, to tell two of a kind apart in the list. */
export function firstText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  if (typeof record.sv === 'string') return record.sv;
  for (const item of Object.values(record)) {
    const text = firstText(item);
    if (text) return text;
  }
  return '';
}

export interface BlockCardProps {
  block: Block;
  index: number;
  count: number;
  path: string;
  errors: Record<string, string>;
  onChange: (block: Block) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** Focus came into the card (its title, a tool, a field): the preview shows this block. */
  onEditing?: () => void;
  /** Changes each time the block is picked in the preview: the card opens, comes into view, its first field focused. */
  picked?: number;
}

/** One block of the page being edited: its kind, its tools and, opened, its fields. */
export function BlockCard({
  block,
  index,
  count,
  path,
  errors,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
  onEditing,
  picked = 0,
}: BlockCardProps) {
  const { t, lang } = useAdminI18n();
  const hasErrors = Object.keys(errors).some((field) => field.startsWith(`${path}.`));
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const card = useRef<HTMLLIElement>(null);
  // A pick opens the card (in the render it came with); the effect below then focuses its first field.
  const [pickSeen, setPickSeen] = useState(picked);
  if (picked !== pickSeen) {
    setPickSeen(picked);
    if (picked !== 0) setOpen(true);
  }
  const expanded = open || hasErrors;
  /** The last pick answered with focus. */
  const focusedFor = useRef(0);
  useEffect(() => {
    if (picked === 0 || picked === focusedFor.current || !expanded || !card.current) return;
    focusedFor.current = picked;
    const body = `#${CSS.escape(bodyId)}`;
    const first =
      card.current.querySelector<HTMLElement>(`${body} :is(input, textarea, select, button)`) ??
      card.current.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(bodyId)}"]`);
    card.current.scrollIntoView({ block: 'start', behavior: 'instant' });
    first?.focus({ preventScroll: true });
  }, [picked, expanded, bodyId]);

  const label = blockTypes[block.type].label[lang];
  const summary = firstText(block.data).slice(0, 60);
  // Its place in the list, moved by dragging its handle (the list's DndContext in the editor says where to).
  const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
  });
  return (
    <Card
      ref={(element) => {
        card.current = element;
        setNodeRef(element);
      }}
      style={{ transform: DndCss.Translate.toString(transform), transition }}
      onFocus={onEditing}
      $hidden={block.hidden}
      $dragging={isDragging}
      aria-label={t('blockCard.label', { name: label, index: index + 1, count })}
    >
      <Head>
        <Named>
          <Grip ref={setActivatorNodeRef} {...listeners} aria-hidden="true" data-testid="block-handle">
            <GripVertical size={18} />
          </Grip>
          <Title type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            {expanded ? (
              <ChevronDown size={16} aria-hidden="true" />
            ) : (
              <ChevronRight size={16} aria-hidden="true" />
            )}
            <span>
              {block.hidden ? t('blockCard.hidden', { name: label }) : label} <small>{summary}</small>
            </span>
          </Title>
        </Named>
        <Tools>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp size={14} aria-hidden="true" /> {t('blockCard.up')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown size={14} aria-hidden="true" /> {t('blockCard.down')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onDuplicate}>
            <Copy size={14} aria-hidden="true" /> {t('blockCard.duplicate')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-pressed={block.hidden}
            onClick={() => onChange({ ...block, hidden: !block.hidden })}
          >
            {block.hidden ? <Eye size={14} aria-hidden="true" /> : <EyeOff size={14} aria-hidden="true" />}
            {block.hidden ? t('blockCard.show') : t('blockCard.hide')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onRemove}>
            <Trash2 size={14} aria-hidden="true" /> {t('blockCard.remove')}
          </Button>
        </Tools>
      </Head>
      {expanded ? (
        <div id={bodyId} style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
          {blockSpec(block.type).fields.length === 0 ? (
            // A block that shows what is edited elsewhere (the case studies under Portfolio).
            <p>{t('blockCard.nothingToFill', { description: blockTypes[block.type].description[lang] })}</p>
          ) : (
            <SchemaFields
              spec={blockSpec(block.type)}
              value={block.data}
              onChange={(data) => onChange({ ...block, data } as Block)}
              path={path}
              errors={errors}
            />
          )}
        </div>
      ) : null}
    </Card>
  );
}
