import { useQuery } from '@tanstack/react-query';
import { Check, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Skeleton } from '../../../components/LoadState/LoadState';
import { mediaItemQuery } from '../../media';
import { Dialog } from '../Dialog';
import { useAdminI18n } from '../../i18n/adminI18n';
import { FieldError } from '../ui';
import { LibraryImage } from './LibraryImage';
import { MediaGrid, imageName } from './MediaGrid';
import { MediaUploader } from './MediaUploader';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Preview = styled.div`
  width: 8rem;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Wide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-height: 70vh;
  overflow-y: auto;
`;

function Chosen({ id }: { id: number }) {
  const { t } = useAdminI18n();
  const item = useQuery(mediaItemQuery(id));
  if (item.isPending) return <Skeleton $height="100%" aria-hidden="true" />;
  if (item.isError) return <span>{t('media.notShown', { id })}</span>;
  return <LibraryImage item={item.data} width={256} />;
}

export interface MediaPickerProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}

/**
 * An image field of a form: the chosen library image (or none), a dialog to choose another from the library
 * or upload one there and then, and a way to clear it.
 */
export function MediaPicker({ label, value, onChange, error }: MediaPickerProps) {
  const { t, message } = useAdminI18n();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const choose = (id: number) => {
    onChange(id);
    setOpen(false);
  };
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      style={{ display: 'flex', flexDirection: 'column', gap: '0.35rem' }}
    >
      <strong id={labelId} style={{ fontSize: '0.875rem' }}>
        {label}
      </strong>
      <Box>
        <Preview>{value ? <Chosen id={value} /> : t('media.noImage')}</Preview>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          <ImagePlus size={14} aria-hidden="true" />
          {value ? t('media.change') : t('media.choose')}
          <span className="visually-hidden"> ({label})</span>
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            <X size={14} aria-hidden="true" />
            {t('media.remove')}
            <span className="visually-hidden"> ({label})</span>
          </Button>
        ) : null}
      </Box>
      {error ? <FieldError role="alert">{message(error)}</FieldError> : null}
      <Dialog open={open} title={t('media.chooseFor', { label })} onClose={() => setOpen(false)} wide>
        <Wide>
          <MediaUploader onUploaded={(item) => choose(item.id)} />
          <MediaGrid
            selectedId={value}
            actions={(item) =>
              item.id === value ? (
                <span>
                  <Check size={14} aria-hidden="true" /> {t('media.chosen')}
                </span>
              ) : (
                <Button size="sm" variant="secondary" onClick={() => choose(item.id)}>
                  {t('media.useThis')}
                  <span className="visually-hidden"> ({imageName(item, t)})</span>
                </Button>
              )
            }
          />
        </Wide>
      </Dialog>
    </div>
  );
}
