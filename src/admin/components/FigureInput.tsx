import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { typedFigure } from '../figures';
import { useAdminI18n } from '../i18n/adminI18n';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  /** The figure read from what was typed (null when empty, NaN when it is no figure: the schema says so). */
  onChange: (value: unknown) => void;
  ref?: Ref<HTMLInputElement>;
};

/** Whether two readings are the same figure (two not-a-numbers, or none and none, are). */
const same = (a: unknown, b: unknown) =>
  a === b || (Number.isNaN(a) && Number.isNaN(b)) || (a == null && b == null);

/**
 * A field for a figure that shows it as the staff member's language writes it (`5,9` in Swedish, `5.9` in English)
 * and reads either sign back (`typedFigure`). What is typed stays as typed while it says the form's value ("5," on
 * the way to "5,9"); a value from elsewhere (the form reset to a saved project) is shown in the language's way.
 */
export function FigureInput({ value, onChange, ref, ...input }: Props) {
  const { figure } = useAdminI18n();
  const [typed, setTyped] = useState<string | null>(null);
  const text =
    typed !== null && same(typedFigure(typed), value)
      ? typed
      : value === null || value === undefined || Number.isNaN(value)
        ? ''
        : figure(value);
  return (
    <input
      {...input}
      ref={ref}
      type="text"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(typedFigure(event.target.value));
      }}
    />
  );
}
