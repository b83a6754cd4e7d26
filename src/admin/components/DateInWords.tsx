import styled from 'styled-components';
import { useAdminI18n } from '../i18n/adminI18n';

const Words = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * A date field's value written out in the staff member's language, with its weekday ("tisdag 8 december 2026",
 * "Friday, 20 March 2026 at 08:30"): the field itself is the browser's own control (its calendar, a phone's date
 * wheel), which writes the date as the browser's language does, whatever language the admin speaks. Nothing when
 * the field is empty or not a date yet.
 */
export function DateInWords({ value }: { value: string }) {
  const { dayInWords } = useAdminI18n();
  const words = dayInWords(value);
  return words ? <Words data-date-words="">{words}</Words> : null;
}
