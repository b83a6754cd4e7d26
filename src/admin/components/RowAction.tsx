import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/Button/Button';

/**
 * One action of a list's row as a small button: its words ("Delete seo-cover.png") are its accessible name and
 * its tooltip, so what it does is said to everyone, not only to those who know the icon. With `text` the button
 * also shows a short word beside the icon ("Delete"), which its name begins with.
 */
export function RowAction({
  label,
  icon: Icon,
  onClick,
  busy,
  text,
  variant = 'secondary',
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  busy?: boolean;
  text?: string;
  variant?: 'secondary' | 'ghost';
}) {
  return (
    <Button size="sm" variant={variant} aria-label={label} title={label} onClick={onClick} busy={busy}>
      <Icon size={14} aria-hidden="true" />
      {text}
    </Button>
  );
}
