import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/Button/Button';

/**
 * One action of a list's row as an icon button: its words ("Delete seo-cover.png") are its accessible name and
 * its tooltip, so what it does is said to everyone, not only to those who know the icon.
 */
export function RowAction({
  label,
  icon: Icon,
  onClick,
  busy,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  busy?: boolean;
}) {
  return (
    <Button size="sm" variant="secondary" aria-label={label} title={label} onClick={onClick} busy={busy}>
      <Icon size={14} aria-hidden="true" />
    </Button>
  );
}
