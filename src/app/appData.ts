import type { DehydratedState } from '@tanstack/react-query';
import type { SiteConfig } from './SiteConfig';

/** What the server hands the browser for hydration, in a non-executable JSON block. */
export interface AppData {
  siteConfig: SiteConfig;
  queryState: DehydratedState;
}

export const appDataElementId = 'app-data';

/** JSON that is safe inside <script type="application/json">: nothing can close the element. */
export function serializeAppData(data: AppData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
