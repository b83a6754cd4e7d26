import type { DehydratedState } from '@tanstack/react-query';
import { jsonForScript } from '../runtime/jsonForScript';
import type { SiteConfig } from '../runtime/SiteConfig';

/** What the server hands the browser for hydration, in a non-executable JSON block. */
export interface AppData {
  siteConfig: SiteConfig;
  queryState: DehydratedState;
}

export const appDataElementId = 'app-data';

/** JSON that is safe inside <script type="application/json">: nothing can close the element. */
export function serializeAppData(data: AppData): string {
  return jsonForScript(data);
}
