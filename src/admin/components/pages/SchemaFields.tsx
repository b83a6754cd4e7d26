import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';
import { emptyValue, type FieldSpec } from '../../../../shared/blocks/fields';
import type { Lang } from '../../../../shared/i18n';
import { Button } from '../../../components/Button/Button';
import { fontWeight, media } from '../../../styles/theme';
import { FieldError } from '../ui';
import { useAdminI18n } from '../../i18n/adminI18n';
import { DateInWords } from '../DateInWords';
import { fieldLabel, optionLabel } from './fieldNames';
import { PriceTokenPicker, TypedPriceWarnings, usePricesForTexts } from './priceTokensField';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${fontWeight.bold};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Languages = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Control = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  span {
    font-weight: ${fontWeight.semibold};
  }
  input:not([type='checkbox']),
  select,
  textarea {
    width: 100%;
    padding: 0.5rem 0.65rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    font: inherit;
  }
  textarea {
    min-height: 5.5rem;
    resize: vertical;
  }
  select[data-price-picker] {
    width: auto;
    max-width: 100%;
    align-self: flex-start;
    padding: 0.2rem 0.5rem;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Inline = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${fontWeight.semibold};
`;

/** One item of a list: its tools above its field, which names it ("Steps 2"): one legend, not two. */
const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const ItemTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface FieldProps {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's path in the document (`blocks.2.data.heading`), which the server's errors name. */
  path: string;
  label: string;
  errors: Record<string, string>;
}

/** The error the server gave for `path` (in the admin's language when it is a known one), or undefined. */
function useErrorAt(errors: Record<string, string>) {
  const { message } = useAdminI18n();
  return (path: string) => (Object.hasOwn(errors, path) ? message(errors[path]!) : undefined);
}

function TextField({ spec, value, onChange, path, label, errors }: FieldProps & { spec: { kind: 'text' } }) {
  const { t } = useAdminI18n();
  const errorAt = useErrorAt(errors);
  const text = (value ?? { sv: '', en: '' }) as { sv: string; en: string };
  const long = spec.max > 120;
  const id = useId();
  const prices = usePricesForTexts();
  // The menu under the texts that may well name a price: the long ones (a lead, an answer) and the page's title and
  // description. Any text takes a token typed by hand.
  const priced = prices !== null && (long || path.startsWith('meta.'));
  const inputs = useRef<Partial<Record<Lang, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  /** Puts `token` where the cursor is in `lang`'s text (its end when it has none), and the cursor after it. */
  const insert = (lang: Lang, token: string) => {
    const input = inputs.current[lang];
    const start = input?.selectionStart ?? text[lang].length;
    const end = input?.selectionEnd ?? start;
    onChange({ ...text, [lang]: text[lang].slice(0, start) + token + text[lang].slice(end) });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <Group>
      <legend>{spec.required ? label : t('fields.optional', { label })}</legend>
      <Languages>
        {(['sv', 'en'] as const).map((lang) => {
          const error = errorAt(`${path}.${lang}`);
          const props = {
            ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
              inputs.current[lang] = element;
            },
            value: text[lang],
            maxLength: spec.max,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-${lang}` : undefined,
            onChange: (event: { target: { value: string } }) =>
              onChange({ ...text, [lang]: event.target.value }),
          };
          return (
            <Control as="div" key={lang}>
              <label>
                <span>{t(lang === 'sv' ? 'fields.lang.sv' : 'fields.lang.en')}</span>
                {long ? (
                  <textarea {...(props as ComponentProps<'textarea'>)} />
                ) : (
                  <input {...(props as ComponentProps<'input'>)} />
                )}
              </label>
              {error ? <FieldError id={`${id}-${lang}`}>{error}</FieldError> : null}
              {priced ? (
                <>
                  <PriceTokenPicker
                    prices={prices}
                    lang={lang}
                    field={label}
                    onPick={(token) => insert(lang, token)}
                  />
                  <TypedPriceWarnings
                    text={text[lang]}
                    prices={prices}
                    lang={lang}
                    onFix={(fix) => onChange({ ...text, [lang]: fix(text[lang]) })}
                  />
                </>
              ) : null}
            </Control>
          );
        })}
      </Languages>
      {errorAt(path) ? <FieldError>{errorAt(path)}</FieldError> : null}
    </Group>
  );
}

function ListField({ spec, value, onChange, path, label, errors }: FieldProps & { spec: { kind: 'list' } }) {
  const { t } = useAdminI18n();
  const errorAt = useErrorAt(errors);
  const items = (Array.isArray(value) ? value : []) as unknown[];
  const set = (next: unknown[]) => onChange(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    set(next);
  };
  return (
    <Group>
      <legend>{label}</legend>
      {items.map((item, index) => (
        <Item key={index}>
          <ItemTools>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp size={14} aria-hidden="true" /> {t('fields.moveUp')}
              <span className="visually-hidden"> {index + 1}</span>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown size={14} aria-hidden="true" /> {t('fields.moveDown')}
              <span className="visually-hidden"> {index + 1}</span>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={items.length <= spec.min}
              onClick={() => set(items.filter((_, other) => other !== index))}
            >
              <Trash2 size={14} aria-hidden="true" /> {t('fields.remove')}
              <span className="visually-hidden"> {index + 1}</span>
            </Button>
          </ItemTools>
          <Field
            spec={spec.item}
            value={item}
            onChange={(next) => set(items.map((old, other) => (other === index ? next : old)))}
            path={`${path}.${index}`}
            label={`${label} ${index + 1}`}
            errors={errors}
          />
        </Item>
      ))}
      <div>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={items.length >= spec.max}
          onClick={() => set([...items, emptyValue(spec.item)])}
        >
          <Plus size={14} aria-hidden="true" /> {t('fields.addTo', { label: label.toLowerCase() })}
        </Button>
      </div>
      {errorAt(path) ? <FieldError>{errorAt(path)}</FieldError> : null}
    </Group>
  );
}

/** One field of a block, drawn from its schema's description (shared/blocks/fields.ts). */
export function Field(props: FieldProps) {
  const { spec, value, onChange, path, label, errors } = props;
  const { t, lang } = useAdminI18n();
  const error = useErrorAt(errors)(path);
  /** A single control's error, read with it (its accessible description). */
  const errorId = useId();
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const fieldError = error ? <FieldError id={errorId}>{error}</FieldError> : null;
  switch (spec.kind) {
    case 'text':
      return <TextField {...props} spec={spec} />;
    case 'list':
      return <ListField {...props} spec={spec} />;
    case 'group':
      return (
        <Group>
          <legend>{label}</legend>
          {spec.fields.map(([key, field]) => (
            <Field
              key={key}
              spec={field}
              value={(value as Record<string, unknown> | null)?.[key]}
              onChange={(next) => onChange({ ...(value as object), [key]: next })}
              path={`${path}.${key}`}
              label={fieldLabel(key, lang)}
              errors={errors}
            />
          ))}
          {error ? <FieldError>{error}</FieldError> : null}
        </Group>
      );
    case 'optional':
      return (
        <>
          <Inline>
            <input
              type="checkbox"
              checked={value !== null && value !== undefined}
              onChange={(event) => onChange(event.target.checked ? emptyValue(spec.inner) : null)}
            />
            {t('fields.show', { label: label.toLowerCase() })}
          </Inline>
          {value !== null && value !== undefined ? <Field {...props} spec={spec.inner} /> : null}
        </>
      );
    case 'toggle':
      return (
        <Inline>
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </Inline>
      );
    case 'number':
      return (
        <Control as="div">
          <label>
            <span>{label}</span>
            <input
              type="number"
              inputMode="numeric"
              min={spec.min}
              max={spec.max}
              value={typeof value === 'number' ? value : ''}
              {...described}
              onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            />
          </label>
          {fieldError}
        </Control>
      );
    case 'date':
      return (
        <Control as="div">
          <label>
            <span>{label}</span>
            <input
              type="date"
              value={typeof value === 'string' ? value : ''}
              {...described}
              onChange={(event) => onChange(event.target.value)}
            />
          </label>
          <DateInWords value={typeof value === 'string' ? value : ''} />
          {fieldError}
        </Control>
      );
    case 'choice':
      return (
        <Control as="div">
          <label>
            <span>{label}</span>
            <select
              {...described}
              value={String(value ?? spec.options[0])}
              onChange={(event) => {
                const chosen = spec.options.find((option) => String(option) === event.target.value);
                onChange(chosen);
              }}
            >
              {spec.options.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {optionLabel(option, lang)}
                </option>
              ))}
            </select>
          </label>
          {fieldError}
        </Control>
      );
  }
}

/** The fields of a whole value (a block's data, the prices), each drawn from the schema's description. */
export function SchemaFields({
  spec,
  value,
  onChange,
  path,
  errors,
}: Omit<FieldProps, 'label' | 'spec'> & { spec: FieldSpec & { kind: 'group' } }) {
  const { lang } = useAdminI18n();
  return (
    <>
      {spec.fields.map(([key, field]) => (
        <Field
          key={key}
          spec={field}
          value={(value as Record<string, unknown>)[key]}
          onChange={(next) => onChange({ ...(value as object), [key]: next })}
          path={`${path}.${key}`}
          label={fieldLabel(key, lang)}
          errors={errors}
        />
      ))}
    </>
  );
}
