import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAdminI18n } from '../i18n/adminI18n';

const Panel = styled.dialog<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? '60rem' : '32rem')}, calc(100vw - 2rem));
  /* Held at a fixed distance from the top, not centred: a dialog whose content grows (an error under a field, a
     status line) stays where the eye is instead of moving up by half the growth, and its edges fall on whole pixels
     whatever its height (a centred one of odd height drew its borders a pixel apart from run to run). */
  margin: ${({ theme }) => theme.space[8]} auto auto;
  max-height: calc(100% - ${({ theme }) => theme.space[8]} - ${({ theme }) => theme.space[4]});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  &::backdrop {
    background: rgb(15 23 42 / 0.5);
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** For a dialog that holds a grid (the media library), not a short form. */
  wide?: boolean;
}

/** A modal dialog on the native <dialog> element: focus moves in and stays, Escape closes, the page is inert. */
export function Dialog({ open, title, onClose, children, wide = false }: DialogProps) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Panel
      ref={ref}
      $wide={wide}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <header>
            <h2 id={titleId}>{title}</h2>
            <Close type="button" aria-label={t('dialog.close')} onClick={onClose}>
              <X size={18} aria-hidden="true" />
            </Close>
          </header>
          <div>{children}</div>
        </>
      ) : null}
    </Panel>
  );
}
