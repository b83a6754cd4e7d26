import { and, asc, isNotNull, lte, notInArray } from 'drizzle-orm';
import { closedLeadStatuses } from '../../shared/leads';
import { leads } from '../db/schema';

/**
 * A lead whose follow-up is due by a day (Stockholm's calendar): an open lead (not Completed, Won or Lost) with
 * a follow-up on that day or before it. The dashboard's due list and the morning mail both ask this.
 */
export const followUpDueBy = (today: string) =>
  and(
    isNotNull(leads.followUpOn),
    lte(leads.followUpOn, today),
    notInArray(leads.status, [...closedLeadStatuses]),
  )!;

/** Due follow-ups in the order staff take them: the oldest day first, then the lead that came first. */
export const followUpOrder = [asc(leads.followUpOn), asc(leads.createdAt)] as const;
