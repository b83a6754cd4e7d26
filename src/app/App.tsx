import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ApiProvider, type ApiFetch } from '../api/client';
import { AppErrorBoundary } from '../components/ErrorScreen/ErrorScreen';
import { AppToaster } from '../components/Toast/toaster';
import { I18nProvider, useI18n } from '../i18n/I18nProvider';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
import { AppRoutes } from './routes';
import { SiteConfigProvider, type SiteConfig } from '../runtime/SiteConfig';

export interface AppProvidersProps {
  queryClient: QueryClient;
  api: ApiFetch;
  siteConfig: SiteConfig;
  children: ReactNode;
}

/** Everything a page needs around it, except the router (browser, server and stories each bring their own). */
export function AppProviders({ queryClient, api, siteConfig, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <SiteConfigProvider value={siteConfig}>
            <I18nProvider>{children}</I18nProvider>
          </SiteConfigProvider>
        </ApiProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function GuardedRoutes() {
  const { lang } = useI18n();
  return (
    <AppErrorBoundary lang={lang}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <GuardedRoutes />
      <AppToaster />
    </AppProviders>
  );
}
