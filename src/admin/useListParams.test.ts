import { describe, expect, it } from 'vitest';
import { changedListParams, readListParams, type ListChange } from './useListParams';

const rules = {
  q: { default: '' },
  status: { default: '', choices: ['', 'New', 'Won'] },
  sort: { default: 'newest', choices: ['newest', 'oldest', 'name'] },
};
const read = (query: string) => readListParams(new URLSearchParams(query), rules);
const change = (query: string, next: ListChange<keyof typeof rules>) =>
  changedListParams(new URLSearchParams(query), rules, next).toString();

describe("a list's address", () => {
  it('reads the defaults from a plain address', () => {
    expect(read('')).toEqual({ q: '', status: '', sort: 'newest', page: 1 });
  });

  it('reads search, filters, sort and page, as a shared link gives them', () => {
    expect(read('q=bageri&status=Won&sort=oldest&page=3')).toEqual({
      q: 'bageri',
      status: 'Won',
      sort: 'oldest',
      page: 3,
    });
  });

  it('reads an unknown choice or a bad page as the default, so an old or edited link still opens', () => {
    expect(read('status=Nope&sort=random&page=0')).toEqual({ q: '', status: '', sort: 'newest', page: 1 });
    for (const page of ['-2', '1.5', 'two', '99999999999']) expect(read(`page=${page}`).page, page).toBe(1);
  });

  it('starts again at page 1 when a filter, the search or the sort changes', () => {
    expect(change('status=New&page=4', { sort: 'name' })).toBe('status=New&sort=name');
    expect(change('page=4', { q: 'café' })).toBe('q=caf%C3%A9');
  });

  it('keeps the filters when only the page changes, and leaves defaults out of the address', () => {
    expect(change('status=New', { page: 2 })).toBe('status=New&page=2');
    expect(change('status=New&page=2', { page: 1 })).toBe('status=New');
    expect(change('status=New&sort=name', { status: '', sort: 'newest' })).toBe('');
  });

  it('keeps what the list does not own (another screen’s parameter) as it is', () => {
    expect(change('tab=2&page=3', { status: 'Won' })).toBe('tab=2&status=Won');
  });
});
