import styled from 'styled-components';

/** A surface with a border, used for benefit, pricing and post cards. */
export const Card = styled.article<{ $elevated?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadow.lg : theme.shadow.sm)};
`;
