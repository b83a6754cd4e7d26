import type { ImportProblem, ImportReport } from '../../shared/contentTransfer';
import { AdminApiError } from './api';

/** Where the browser downloads the content file (the session's cookie goes with it). */
export const contentExportPath = '/api/admin/export';

/** A file the server refused to import, with every problem it named; nothing was changed. */
export class ImportRefusedError extends AdminApiError {
  constructor(
    message: string,
    readonly problems: ImportProblem[],
  ) {
    super(400, message);
    this.name = 'ImportRefusedError';
  }
}

/**
 * Sends a content file to the server: `check` answers what an import would do and changes nothing, else it is
 * imported. The file goes as it is (streamed, never read into a string here).
 */
export async function importContentFile(file: Blob, check: boolean): Promise<ImportReport> {
  const response = await fetch(`/api/admin/import?check=${check ? 1 : 0}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: file,
  });
  const data = (await response.json().catch(() => null)) as
    | (ImportReport & { error?: undefined })
    | { error?: string; message?: string; problems?: ImportProblem[] }
    | null;
  if (response.ok) return data as ImportReport;
  const message =
    (data && 'message' in data && data.message) || data?.error || `Request failed (${response.status})`;
  if (response.status === 400 && data && 'problems' in data && Array.isArray(data.problems)) {
    throw new ImportRefusedError(message, data.problems);
  }
  throw new AdminApiError(response.status, message);
}
