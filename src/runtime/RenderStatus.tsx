import { createContext, useContext, type ReactNode } from 'react';

/** Filled in while rendering on the server so a page can answer 404 (or 500) instead of a soft 200. */
export class RenderStatus {
  status = 200;

  set(status: number) {
    this.status = status;
  }
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

export function RenderStatusProvider({ value, children }: { value: RenderStatus; children: ReactNode }) {
  return <RenderStatusContext.Provider value={value}>{children}</RenderStatusContext.Provider>;
}

/** Sets the HTTP status of the response being rendered; does nothing in the browser. */
export function useRenderStatus(status: number): void {
  const context = useContext(RenderStatusContext);
  context?.set(status);
}
