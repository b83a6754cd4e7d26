import { dehydrate } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { langFromPath } from '../shared/paths';
import { ApiRequestError, type ApiFetch } from './api/client';
import { createQueryClient } from './api/queryClient';
import { settingsQuery } from './api/settings';
import { App } from './app/App';
import { appDataElementId, serializeAppData } from './app/appData';
import { ConsentDialog } from './runtime/ConsentDialog';
import { RenderStatus, RenderStatusProvider } from './runtime/RenderStatus';
import { prefetchRoute } from './app/routes';
import type { SiteConfig } from './runtime/SiteConfig';
import { ErrorScreen } from './components/ErrorScreen/ErrorScreen';
import { translate } from './i18n/translate';
import { GlobalStyle } from './styles/GlobalStyle';
import { theme } from './styles/theme';

export type { ApiFetch };

export interface RenderRequest {
  url: string;
  api: ApiFetch;
  siteConfig: SiteConfig;
}

export interface RenderResult {
  status: number;
  lang: 'sv' | 'en';
  /** Tags for <head>: title, meta, links and the collected styles. */
  head: string;
  /** The markup inside #root. */
  html: string;
  /**
   * What goes after #root: the JSON hydration block, and in the `consent` measurement mode the consent dialog,
   * closed, outside the application (src/runtime/ConsentDialog.tsx).
   */
  data: string;
}

/** The consent dialog's markup, drawn once per language: nothing in it comes from the page. */
const consentDialogs = new Map<'sv' | 'en', string>();
function consentDialogIn(lang: 'sv' | 'en'): string {
  let markup = consentDialogs.get(lang);
  if (markup === undefined) {
    markup = renderToStaticMarkup(<ConsentDialog lang={lang} />);
    consentDialogs.set(lang, markup);
  }
  return markup;
}

/**
 * React 19 renders <title>, <meta> and <link> as hoistable tags at the very start of the output when it
 * does not render the whole document; they belong in <head>.
 */
const leadingHeadTags = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function splitHeadTags(markup: string): { headTags: string; body: string } {
  const match = leadingHeadTags.exec(markup);
  return match ? { headTags: match[0], body: markup.slice(match[0].length) } : { headTags: '', body: markup };
}

export async function render({ url, api, siteConfig }: RenderRequest): Promise<RenderResult> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const lang = langFromPath(pathname);
  const queryClient = createQueryClient();
  await prefetchRoute(url, api, queryClient);

  const status = new RenderStatus();
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <RenderStatusProvider value={status}>
          <StaticRouter location={url}>
            <App queryClient={queryClient} api={api} siteConfig={siteConfig} />
          </StaticRouter>
        </RenderStatusProvider>,
      ),
    );
    // Data the page needs could not be read (the API failed): the page shows its loading or error state,
    // which is not the page, so it answers 503 and is not cached. A page that found nothing keeps its 404.
    const failures = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error');
    // Past a limit (the search's per address), the page says so and answers 429.
    const limited = failures.some(
      (query) => query.state.error instanceof ApiRequestError && query.state.error.status === 429,
    );
    if (failures.length > 0 && status.status === 200) status.set(limited ? 429 : 503);
    const { headTags, body } = splitHeadTags(markup);
    const data = `<script type="application/json" id="${appDataElementId}">${serializeAppData({
      siteConfig,
      queryState: dehydrate(queryClient),
    })}</script>`;
    const consent =
      queryClient.getQueryData(settingsQuery(api).queryKey)?.measurement === 'consent'
        ? consentDialogIn(lang)
        : '';
    return {
      status: status.status,
      lang,
      head: headTags + sheet.getStyleTags(),
      html: body,
      data: data + consent,
    };
  } finally {
    sheet.seal();
  }
}

/** The error screen alone, for a failure while rendering a page (answered with status 500). */
export function renderError(url: string): RenderResult {
  const lang = langFromPath(new URL(url, 'http://localhost').pathname);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ErrorScreen lang={lang} />
        </ThemeProvider>,
      ),
    );
    const head = `<title>${translate(lang, 'meta.error.title')}</title><meta name="robots" content="noindex">`;
    return { status: 500, lang, head: head + sheet.getStyleTags(), html, data: '' };
  } finally {
    sheet.seal();
  }
}
