import { queryOptions } from '@tanstack/react-query';
import type { ExperimentInput, ExperimentResults } from '../../shared/experiments';
import { adminFetch, adminSave } from './api';

/** Every experiment with its results, newest first (server/routes/admin/experiments.ts). */
export const experimentsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'experiments'],
    queryFn: () => adminFetch<ExperimentResults[]>('/api/admin/experiments'),
  });

/** Stops a running experiment: everyone sees the page as it is; its counts are kept. */
export const stopExperiment = (id: number) =>
  adminFetch<ExperimentResults>(`/api/admin/experiments/${id}/stop`, { method: 'POST' });

/** Makes a variant (1: B, 2: C) the page, as a new live version; the experiment stops. */
export const promoteVariant = (id: number, variant: number) =>
  adminSave<ExperimentResults>(`/api/admin/experiments/${id}/promote`, 'POST', { variant });

/** Starts an experiment on a published page (the API's shape: shared/experiments.ts); answers its id. */
export const startExperiment = (input: ExperimentInput) =>
  adminSave<{ id: number }>('/api/admin/experiments', 'POST', input);
