import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PortfolioItem } from '../../shared/api';
import { getJson, useApi, type ApiFetch } from './client';

export const portfolioQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['portfolio'],
    queryFn: () => getJson<PortfolioItem[]>(api, apiPaths.portfolio),
  });

export function usePortfolio() {
  return useQuery(portfolioQuery(useApi()));
}
