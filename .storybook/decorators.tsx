import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import { languages, type Lang } from '../shared/i18n';
import { localizePath } from '../shared/paths';
import { browserFetch } from '../src/api/client';
import { createQueryClient } from '../src/api/queryClient';
import { AppProviders, AppToaster } from '../src/app/App';

export type LocaleGlobal = Lang | 'both';

/** The public base URL stories render canonical links and structured data with. */
export const storyBaseUrl = 'https://www.novaweb.se';

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

function StoryApp({ lang, route, children }: { lang: Lang; route: string; children: ReactNode }) {
  // A fresh cache per story, without retries, so loading and error states show at once.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  return (
    <MemoryRouter initialEntries={[localizePath(lang, route)]}>
      <AppProviders
        queryClient={queryClient}
        api={browserFetch}
        siteConfig={{ baseUrl: storyBaseUrl }}
        helmetContext={{}}
      >
        {children}
        <AppToaster />
      </AppProviders>
    </MemoryRouter>
  );
}

/**
 * Mounts every story inside the app's providers and a router at `parameters.route` (a path without a
 * language prefix) in the language of the locale toolbar; 'both' shows Swedish and English side by side.
 */
export const withApp: Decorator = (Story, context) => {
  const locale = (context.globals.locale as LocaleGlobal | undefined) ?? 'sv';
  const route = (context.parameters.route as string | undefined) ?? '/';
  if (locale === 'both') {
    return (
      <SideBySide>
        {languages.map((lang) => (
          <div key={lang} lang={lang}>
            <StoryApp lang={lang} route={route}>
              <Story />
            </StoryApp>
          </div>
        ))}
      </SideBySide>
    );
  }
  return (
    <StoryApp lang={locale} route={route}>
      <Story />
    </StoryApp>
  );
};
