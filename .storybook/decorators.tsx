import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import type { Lang } from '../shared/i18n';
import { storyPasskeyDevice, type StoryPasskeyDevice } from '../mocks/handlers';
import { AdminLanguage } from '../src/admin/i18n/adminI18n';
import { PasskeyContext } from '../src/admin/passkeys';
import { PageAuditContext, type AuditResult } from '../src/admin/components/pages/pageAudit';
import { browserFetch } from '../src/api/client';
import { createQueryClient } from '../src/api/queryClient';
import { AppProviders } from '../src/app/App';
import { SiteToaster } from '../src/components/Toast/SiteToaster';
import { AppToaster } from '../src/components/Toast/toaster';
import { theme } from '../src/styles/theme';
import { storyAddress, storyLanguages, type LocaleGlobal } from '../src/test/storyLocale';

export type { LocaleGlobal };

/** The public base URL stories render canonical links and structured data with. */
export const storyBaseUrl = 'https://www.novaweb.se';

const Notice = styled.p`
  margin: 0;
  padding: 0.5rem 1rem;
  background: ${theme.color.warningSoft};
  color: ${theme.color.warning};
  font:
    600 0.875rem/1.4 system-ui,
    sans-serif;
`;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  > div {
    min-width: 0;
    overflow: hidden;
    outline: 1px dashed #cbd5e1;
  }
`;

/**
 * The visual test (tests/visual/stories.spec.ts) sets `__keepToasts`: a toast stays until closed, so a picture
 * taken 5 s after the toast on a loaded machine shows the same as one taken at once (a 4 s toast was gone in
 * one and there in the other: Admin/Account › Two Factor Turned Off, Admin/Password reset › Link Expired).
 */
const toastDuration = () =>
  (window as { __keepToasts?: boolean }).__keepToasts === true ? Infinity : undefined;

interface StoryAppProps {
  lang: Lang;
  route: string;
  /** `parameters.toaster: 'app'`: the toaster as a public page mounts it (loaded when needed), not at once. */
  appToaster: boolean;
  children: ReactNode;
}

function StoryApp({ lang, route, appToaster, children }: StoryAppProps) {
  // A fresh cache per story, without retries, so loading and error states show at once.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  return (
    // The admin area has no language prefix: `/en/admin/…` matches no route and would leave the canvas blank.
    <MemoryRouter initialEntries={[storyAddress(lang, route)]}>
      <AppProviders queryClient={queryClient} api={browserFetch} siteConfig={{ baseUrl: storyBaseUrl }}>
        {/* The admin speaks the story's language until the mocked staff member chooses one (My account). */}
        <AdminLanguage lang={lang}>{children}</AdminLanguage>
        {appToaster ? <AppToaster duration={toastDuration()} /> : <SiteToaster duration={toastDuration()} />}
      </AppProviders>
    </MemoryRouter>
  );
}

/**
 * Mounts every story inside the app's providers and a router at `parameters.route` (a path without a
 * language prefix) in the language of the locale toolbar; 'both' shows Swedish and English side by side,
 * except where `storyLanguages` (src/test/storyLocale.ts) refuses it: then a notice says why.
 */
export const withApp: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const appToaster = context.parameters.toaster === 'app';
  const storyGlobals = ('storyGlobals' in context ? context.storyGlobals : undefined) as
    { locale?: LocaleGlobal } | undefined;
  const { langs, refused } = storyLanguages({
    locale: (context.globals.locale as LocaleGlobal | undefined) ?? 'sv',
    pinned: storyGlobals?.locale,
    route,
    hasPlay: 'playFunction' in context && Boolean(context.playFunction),
    viewMode: context.viewMode,
  });
  if (langs.length > 1) {
    return (
      <SideBySide>
        {langs.map((lang) => (
          <div key={lang} lang={lang}>
            <StoryApp lang={lang} route={route} appToaster={appToaster}>
              <Story />
            </StoryApp>
          </div>
        ))}
      </SideBySide>
    );
  }
  return (
    <>
      {refused ? (
        <Notice lang="en">
          Side by side is off for this story: its play function would find everything twice. Pick Svenska or
          English, or open its Docs page.
        </Notice>
      ) : null}
      {/* Keyed by the language: the router starts at the story's address in it, so a change of the locale
          toolbar mounts the story again in the other language at once (it stayed as it was until a reload). */}
      <StoryApp key={langs[0]} lang={langs[0]!} route={route} appToaster={appToaster}>
        <Story />
      </StoryApp>
    </>
  );
};

/**
 * The passkey device a story's admin screens talk to (`parameters.passkeyDevice`, `works` unless said): a
 * story cannot touch a fingerprint reader, so this stands in for the browser's WebAuthn prompt.
 */
export const withPasskeyDevice: Decorator = (Story, context) => {
  const device = (context.parameters.passkeyDevice as StoryPasskeyDevice | undefined) ?? 'works';
  return (
    <PasskeyContext.Provider value={storyPasskeyDevice(device)}>
      <Story />
    </PasskeyContext.Provider>
  );
};

/**
 * The page editor's accessibility check without a server (it runs axe in a frame the server serves): each drawn
 * page checked as `parameters.pageAudit` says, one result per language (none broken by default), or `'fail'` for a
 * frame that never answered.
 */
export const withPageAudit: Decorator = (Story, context) => {
  const planned = context.parameters.pageAudit as AuditResult[] | 'fail' | undefined;
  const audit = async (pages: string[]): Promise<AuditResult[]> => {
    if (planned === 'fail') throw new Error('the accessibility check took too long');
    return pages.map((_, index) => planned?.[index] ?? { violations: [], rules: 42 });
  };
  return (
    <PageAuditContext.Provider value={audit}>
      <Story />
    </PageAuditContext.Provider>
  );
};
