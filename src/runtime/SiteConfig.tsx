import { createContext, useContext, type ReactNode } from 'react';

/** Facts about the deployment the pages need: the public base URL for canonical and structured data. */
export interface SiteConfig {
  baseUrl: string;
}

const SiteConfigContext = createContext<SiteConfig>({ baseUrl: 'http://localhost:3000' });

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
