import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { ConsentChoice } from '../../shared/measurement';
import { openConsentDialog, type ConsentDialogOptions } from './consentDialog';

/**
 * The consent dialog as the first file's beacon opens it (src/runtime/beacon.ts), outside the application:
 * here opened on mount, in the story's language, with the answer it was given shown under it.
 */
function ConsentDialogStage({ lang, current, onChoice }: ConsentDialogOptions) {
  const [answer, setAnswer] = useState<ConsentChoice | null>(null);
  useEffect(() => {
    openConsentDialog({
      lang,
      current,
      onChoice: (choice) => {
        setAnswer(choice);
        onChoice(choice);
      },
    });
    return () => document.getElementById('consent-dialog')?.remove();
  }, [lang, current, onChoice]);
  return <p>{answer ? `→ ${answer}` : ''}</p>;
}

const meta = {
  title: 'Components/Consent dialog',
  component: ConsentDialogStage,
  args: { lang: 'sv', current: null, onChoice: fn() },
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

/** Accepting answers once and closes the dialog. */
export const Accepted: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Godkänn' }));
    await expect(args.onChoice).toHaveBeenCalledTimes(1);
    await expect(args.onChoice).toHaveBeenCalledWith('granted');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Opened again from the footer after a decline, in English: it says what the answer is now. */
export const ChangingADecline: Story = {
  args: { lang: 'en', current: 'denied' },
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
