import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DueFollowUps as OwnerDue, DueLead, FollowUpsDue } from '../../../../shared/leads';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { fontWeight } from '../../../styles/theme';
import { useAdminI18n } from '../../i18n/adminI18n';
import { StatusBadge, leadStatusKeys } from './LeadForms';

const Owners = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Owner = styled.section`
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  h4 {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  > p {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    min-width: 0;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  a {
    font-weight: ${fontWeight.semibold};
    overflow-wrap: anywhere;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.danger};
  }
`;

function Due({ lead, overdue }: { lead: DueLead; overdue: boolean }) {
  const { t, day } = useAdminI18n();
  return (
    <li>
      <Link to={`/admin/leads/${lead.id}`}>{lead.name}</Link>
      <StatusBadge $status={lead.status}>{t(leadStatusKeys[lead.status])}</StatusBadge>
      {overdue ? <small>{t('due.since', { day: day(lead.followUp.on) })}</small> : null}
      {lead.followUp.note ? <p>{lead.followUp.note}</p> : null}
    </li>
  );
}

function OwnerFollowUps({ group, callerId }: { group: OwnerDue; callerId: number | null }) {
  const { t } = useAdminI18n();
  const id = `due-${group.owner?.id ?? 'nobody'}`;
  const name =
    group.owner === null ? t('due.nobody') : group.owner.id === callerId ? t('due.yours') : group.owner.name;
  return (
    <Owner aria-labelledby={id}>
      <h3 id={id}>{name}</h3>
      <p>{t('due.count', { overdue: group.overdue.length, today: group.today.length })}</p>
      {group.overdue.length > 0 ? (
        <>
          <h4>{t('due.overdue')}</h4>
          <List>
            {group.overdue.map((lead) => (
              <Due key={lead.id} lead={lead} overdue />
            ))}
          </List>
        </>
      ) : null}
      {group.today.length > 0 ? (
        <>
          <h4>{t('due.today')}</h4>
          <List>
            {group.today.map((lead) => (
              <Due key={lead.id} lead={lead} overdue={false} />
            ))}
          </List>
        </>
      ) : null}
    </Owner>
  );
}

/**
 * The leads whose follow-up is today or overdue, per owner (the signed-in staff member's own first, as "Yours";
 * the leads nobody has yet last), each a link to the lead with its status and what to do.
 */
export function DueFollowUps({ due, callerId }: { due: FollowUpsDue; callerId: number | null }) {
  const { t } = useAdminI18n();
  if (due.owners.length === 0) return <EmptyNotice>{t('due.none')}</EmptyNotice>;
  return (
    <Owners>
      {due.owners.map((group) => (
        <OwnerFollowUps key={group.owner?.id ?? 'nobody'} group={group} callerId={callerId} />
      ))}
    </Owners>
  );
}
