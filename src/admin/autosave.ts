/** How long a draft (a page's, a post's) waits after the last change before it saves itself. */
export const autosaveDelayMs = 2000;
/** How long a draft's autosave waits to try again while the server cannot be reached. */
export const autosaveRetryMs = 5000;
