import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { Lang } from '../../shared/i18n';
import type { ConsentChoice } from '../../shared/measurement';
import { useI18n } from '../i18n/I18nProvider';
import { ConsentDialog } from './ConsentDialog';
import { openConsentDialog, type ConsentDialogOptions } from './consentDialog';

type StageProps = Omit<ConsentDialogOptions, 'lang'> & {
  /** The language the server drew the dialog in, when the page's has changed since (a client-side navigation). */
  drawnIn?: Lang;
};

/**
 * The consent dialog as the server draws it (src/runtime/ConsentDialog.tsx) and the first file's beacon opens it
 * (src/runtime/beacon.ts): here opened on mount, in the locale toolbar's language, with the answer it was given
 * shown under it.
 */
function ConsentDialogStage({ drawnIn, current, onChoice }: StageProps) {
  const { lang } = useI18n();
  const stage = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState<ConsentChoice | null>(null);
  useEffect(() => {
    const element = stage.current!.querySelector('dialog')!;
    openConsentDialog(element, {
      lang,
      current,
      onChoice: (choice) => {
        setAnswer(choice);
        onChoice(choice);
      },
    });
    return () => element.close();
  }, [lang, current, onChoice]);
  return (
    <div ref={stage}>
      <ConsentDialog lang={drawnIn ?? lang} />
      <p>{answer ? `→ ${answer}` : ''}</p>
    </div>
  );
}

const meta = {
  title: 'Components/Consent dialog',
  component: ConsentDialogStage,
  args: { current: null, onChoice: fn() },
} satisfies Meta<typeof ConsentDialogStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('button')).map((button) => button.getBoundingClientRect());

/** Asked the first time: decline and accept side by side, the same size, the focus on the first. */
export const Asking: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Får vi räkna ditt besök?' });
    await expect(dialog).toHaveAccessibleDescription(/^Vi vill se vilka sidor som läses/);
    const decline = screen.getByRole('button', { name: 'Avböj' });
    await waitFor(() => expect(decline).toHaveFocus());
    const [first, second] = buttonsOf(dialog);
    await expect([first!.width, first!.height]).toEqual([second!.width, second!.height]);
    await expect(screen.getByRole('link', { name: 'Läs mer i integritetspolicyn' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(args.onChoice).not.toHaveBeenCalled();
  },
};

/** Accepting answers once and closes the dialog (Escape, which closes it without an answer: e2e insights.spec). */
export const Accepted: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Godkänn' }));
    // The answer is the dialog's return value, read as it closes (a task after the click).
    await waitFor(() => expect(args.onChoice).toHaveBeenCalledTimes(1));
    await expect(args.onChoice).toHaveBeenCalledWith('granted');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Opened again from the footer after a decline, in English: it says what the answer is now. */
export const ChangingADecline: Story = {
  args: { current: 'denied' },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'May we count your visit?' });
    await expect(dialog).toHaveTextContent('Now: declined.');
    await expect(screen.getByRole('button', { name: 'Decline' })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('link', { name: 'Read more in the privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
  },
};

/** On a phone the whole text and both answers fit the screen, no word broken. */
export const SwedishOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/**
 * Drawn by the server in Swedish, opened after the visitor switched the page to English without a reload: its words
 * are the page's language (fetched then), its link the English policy.
 */
export const AfterAChangeOfLanguage: Story = {
  args: { drawnIn: 'sv' },
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'May we count your visit?' });
    await expect(dialog).toHaveAttribute('lang', 'en');
    await expect(screen.getByRole('link', { name: 'Read more in the privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus());
    await expect(args.onChoice).not.toHaveBeenCalled();
  },
};
