import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import {
  customRangeError,
  presetLabels,
  presetRange,
  rangePresets,
  type InsightsRange,
} from '../../insightsRange';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Field, FieldError } from '../ui';
import { fontWeight } from '../../../styles/theme';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Choices = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  button {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 0;
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${fontWeight.semibold};
    cursor: pointer;
    & + button {
      border-left: 1px solid ${({ theme }) => theme.color.borderStrong};
    }
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.color.accent};
      color: ${({ theme }) => theme.color.accentText};
    }
  }
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    flex: 0 1 10rem;
  }
`;

interface RangePickerProps {
  range: InsightsRange;
  /** Today in Stockholm: presets count back from it, and a custom range ends on it at the latest. */
  today: string;
  onChange: (range: InsightsRange) => void;
}

/**
 * Today, 7 days, 30 days, or two dates of one's own (checked here as the server checks them). The chosen range
 * goes into the address; the screen reads it from there.
 */
export function RangePicker({ range, today, onChange }: RangePickerProps) {
  const { t, message } = useAdminI18n();
  const [customOpen, setCustomOpen] = useState(range.preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  // The address can change under the picker (back, forward): start again from the range it names.
  const rangeKey = `${range.preset} ${range.from} ${range.to}`;
  const [shownKey, setShownKey] = useState(rangeKey);
  if (shownKey !== rangeKey) {
    setShownKey(rangeKey);
    setCustomOpen(range.preset === 'custom');
    setFrom(range.from);
    setTo(range.to);
    setError(null);
  }
  const showCustom = customOpen || range.preset === 'custom';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeError(from, to, today);
    setError(problem);
    if (!problem) onChange({ preset: 'custom', from, to });
  };

  return (
    <Bar>
      <Choices role="group" aria-label={t('insights.range')}>
        {rangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={!customOpen && range.preset === preset}
            onClick={() => {
              setCustomOpen(false);
              onChange(presetRange(preset, today));
            }}
          >
            {t(presetLabels[preset])}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={showCustom}
          onClick={() => {
            setFrom(range.from);
            setTo(range.to);
            setCustomOpen(true);
          }}
        >
          {t(presetLabels.custom)}
        </button>
      </Choices>
      {showCustom ? (
        <Custom onSubmit={submit} noValidate aria-label={t('insights.customRange')}>
          <Field>
            <label htmlFor={`${id}-from`}>{t('insights.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              max={today}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-to`}>{t('insights.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              max={today}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </Field>
          <Button type="submit" size="sm">
            {t('insights.show')}
          </Button>
          {error ? (
            <FieldError id={errorId} role="alert">
              {message(error)}
            </FieldError>
          ) : null}
        </Custom>
      ) : null}
    </Bar>
  );
}
