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
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { fieldSpec, type FieldSpec } from '../../../../shared/blocks/fields';
import { blockTypes, type Block } from '../../../../shared/blocks/registry';
import { Button } from '../../../components/Button/Button';
import { SchemaFields } from './SchemaFields';

const Card = styled.li<{ $hidden: boolean; $dragging: boolean }>`
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
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Grip = styled.span`
  display: inline-flex;
  cursor: grab;
  color: ${({ theme }) => theme.color.textMuted};
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
function firstText(value: unknown): string {
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
  /** Drag and drop: this card was dropped on the card at `index`. */
  onDropAt: (from: number) => void;
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
  onDropAt,
  onEditing,
  picked = 0,
}: BlockCardProps) {
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
      card.current.querySelector<HTMLElement>('button');
    card.current.scrollIntoView({ block: 'start', behavior: 'instant' });
    first?.focus({ preventScroll: true });
  }, [picked, expanded, bodyId]);

  const [dragging, setDragging] = useState(false);
  const label = blockTypes[block.type].label.en;
  const summary = firstText(block.data).slice(0, 60);
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData('text/x-block-index', String(index));
    event.dataTransfer.effectAllowed = 'move';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    const from = Number(event.dataTransfer.getData('text/x-block-index'));
    if (Number.isInteger(from) && from !== index) {
      event.preventDefault();
      onDropAt(from);
    }
  };
  return (
    <Card
      ref={card}
      onFocus={onEditing}
      $hidden={block.hidden}
      $dragging={dragging}
      draggable
      onDragStart={onDragStart}
      onDragEnd={() => setDragging(false)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      aria-label={`${label} (block ${index + 1} of ${count})`}
    >
      <Head>
        <Title type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <Grip aria-hidden="true">
            <GripVertical size={16} />
          </Grip>
          {expanded ? (
            <ChevronDown size={16} aria-hidden="true" />
          ) : (
            <ChevronRight size={16} aria-hidden="true" />
          )}
          <span>
            {label}
            {block.hidden ? ' (hidden)' : ''} <small>{summary}</small>
          </span>
        </Title>
        <Tools>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp size={14} aria-hidden="true" /> Up
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown size={14} aria-hidden="true" /> Down
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onDuplicate}>
            <Copy size={14} aria-hidden="true" /> Duplicate
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-pressed={block.hidden}
            onClick={() => onChange({ ...block, hidden: !block.hidden })}
          >
            {block.hidden ? <Eye size={14} aria-hidden="true" /> : <EyeOff size={14} aria-hidden="true" />}
            {block.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onRemove}>
            <Trash2 size={14} aria-hidden="true" /> Remove
          </Button>
        </Tools>
      </Head>
      {expanded ? (
        <div id={bodyId} style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
          {blockSpec(block.type).fields.length === 0 ? (
            // A block that shows what is edited elsewhere (the case studies under Portfolio).
            <p>{blockTypes[block.type].description.en} Nothing to fill in here.</p>
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
