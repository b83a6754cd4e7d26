import { createGlobalStyle } from 'styled-components';
import { consentDialogId } from '../../shared/measurement';
import { media } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; scroll-padding-top: 5rem; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
    /*
     * A word longer than its line (a compound in a heading on a 320 px phone) breaks rather than sticking out,
     * and is not counted whole in a grid or flex column's narrowest width either, so a column never grows past
     * the screen for one long word in a wider system typeface.
     */
    overflow-wrap: anywhere;
  }
  /*
   * Table cells, buttons, legends and small print keep their words whole in their narrowest width (a table column,
   * a row of buttons is as wide as its longest word): "Visit|ors", "Ope|n" and "Marknadsförin|g" were the
   * inherited rule at work. A word longer than its line still breaks rather than sticking out.
   */
  th, td, button, legend, small { overflow-wrap: break-word; }
  /* A modal dialog open (the menu drawer, an admin dialog): the page behind does not scroll. Not the consent
     dialog, a strip over the page's foot on a first visit: locking would take the scrollbar away and shift the
     page sideways (CLS, measured with Lighthouse in the consent mode). */
  :root:has(dialog[open]:modal:not(#${consentDialogId})) { overflow: hidden; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; line-height: ${({ theme }) => theme.lineHeight.heading}; margin: 0; letter-spacing: -0.01em; hyphens: auto; }
  p { margin: 0; }
  ul, ol { margin: 0; padding: 0; }
  img, svg { display: block; max-width: 100%; height: auto; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; color: inherit; }
  /* Dark surfaces set --focus-ring to the light ring (focusInverse), so the ring keeps 3:1 on them. */
  :focus-visible { outline: 3px solid var(--focus-ring, ${({ theme }) => theme.color.focus}); outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Toasts keep sonner's dark-on-white text (readable at every moment of the animation); a coloured edge tells the kind. */
  [data-sonner-toast][data-type='success'] { border-left: 4px solid ${({ theme }) => theme.color.success} !important; }
  [data-sonner-toast][data-type='warning'] { border-left: 4px solid ${({ theme }) => theme.palette.amber500} !important; }
  [data-sonner-toast][data-type='error'] { border-left: 4px solid ${({ theme }) => theme.color.danger} !important; }
  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    /* No transition at all, not a very short one: a 0.01 ms transition still starts from the old value and shows
       it until the next frame, so a drawer opened with a 0 s visibility switch was hidden for a frame (the admin
       sidebar on a phone, found by Admin/Layout › Mobile's play function). Nothing waits for transitionend. */
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0s !important; transition-delay: 0s !important;
    }
  }
  /* The consent dialog (src/runtime/ConsentDialog.tsx): the server draws it outside the application and the first
     file opens it, so its look is the page's own stylesheet and needs nothing of the application. */
  #${consentDialogId} {
    position: fixed;
    inset: auto 0 1rem;
    margin: 0 auto;
    width: min(36rem, calc(100vw - 2rem));
    max-height: calc(100dvh - 2rem);
    overflow: auto;
    box-sizing: border-box;
    padding: 1.25rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    line-height: 1.5;
    box-shadow: 0 20px 40px rgb(15 23 42 / 0.25);
  }
  #${consentDialogId}::backdrop { background: rgb(15 23 42 / 0.35); }
  #${consentDialogId} h2 { margin: 0 0 0.5rem; font-size: 1.125rem; line-height: 1.3; }
  #${consentDialogId} p { margin: 0 0 0.5rem; overflow-wrap: break-word; }
  #${consentDialogId} a { color: ${({ theme }) => theme.color.accent}; text-decoration: underline; }
  #${consentDialogId} div { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; margin: 1rem 0 0.75rem; }
  #${consentDialogId} button {
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    border: 2px solid ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accent};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  #${consentDialogId} button:hover { background: ${({ theme }) => theme.color.accentSoft}; }
  #${consentDialogId} button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
  #${consentDialogId} button[aria-pressed='true'] { background: ${({ theme }) => theme.color.accentSoft}; }
`;
