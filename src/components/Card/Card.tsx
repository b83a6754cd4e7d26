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

/** Cards in a list laid out as a grid, each filling its cell, so the cards of a row are as tall as the tallest.
 * Its columns are set where it is used. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  > li {
    display: flex;
  }
  > li > ${Card} {
    flex: 1;
  }
`;
