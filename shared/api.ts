import type { Localized } from './i18n';

/** Paths of the public JSON API. Both the server and the client build URLs from here. */
export const apiPaths = {
  posts: '/api/posts',
  settings: '/api/settings',
} as const;

export interface PostSummary {
  id: number;
  slug: string;
  date: string;
  title: Localized;
  excerpt: Localized;
  category: Localized;
}

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  phoneNumber: string;
  address: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
}

/** The stable shape of every error the API answers. */
export interface ApiError {
  error: string;
  message?: string;
}
