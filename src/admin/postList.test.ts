import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../../shared/postDocument';
import type { AdminPost } from './api';
import { pageOf } from './listPage';
import { listPosts, postStateOf } from './postList';

let nextId = 1;
const post = (overrides: Partial<AdminPost>): AdminPost => ({
  id: nextId++,
  slug: 'a-post',
  date: '2026-11-01',
  titleEn: '',
  titleSv: '',
  excerptEn: '',
  excerptSv: '',
  categoryEn: '',
  categorySv: '',
  bodyEn: emptyDocument(),
  bodySv: emptyDocument(),
  keywordsEn: [],
  keywordsSv: [],
  focusKeyphraseEn: '',
  focusKeyphraseSv: '',
  published: true,
  publishAt: null,
  pendingChange: null,
  version: 1,
  updatedAt: '2026-11-01T10:00:00.000Z',
  coverMediaId: null,
  ...overrides,
});

const titles = (posts: AdminPost[]) => posts.map((item) => item.titleSv);

describe('the blog posts list', () => {
  const posts = [
    post({ titleSv: 'Åtta tips', titleEn: 'Eight tips', date: '2026-11-08', slug: 'atta-tips' }),
    post({ titleSv: 'Nitton saker', date: '2026-11-19', published: false, categorySv: 'SEO' }),
    post({
      titleSv: 'Fjorton frågor',
      date: '2026-11-14',
      published: false,
      publishAt: '2026-12-24T08:00:00Z',
    }),
    post({ titleSv: 'Tvåtusen', date: '2025-12-31' }),
  ];

  it('sorts newest first by the day, as dates (11-19, 11-14, 11-08, then last year)', () => {
    expect(titles(listPosts(posts, { q: '', state: '', sort: 'newest' }, 'sv'))).toEqual([
      'Nitton saker',
      'Fjorton frågor',
      'Åtta tips',
      'Tvåtusen',
    ]);
    expect(titles(listPosts(posts, { q: '', state: '', sort: 'oldest' }, 'sv'))[0]).toBe('Tvåtusen');
  });

  it('sorts titles as the language does (Å after T in Swedish)', () => {
    expect(titles(listPosts(posts, { q: '', state: '', sort: 'title' }, 'sv'))).toEqual([
      'Fjorton frågor',
      'Nitton saker',
      'Tvåtusen',
      'Åtta tips',
    ]);
  });

  it('filters by state and searches titles, slug and categories in both languages, in any case', () => {
    expect(posts.map(postStateOf)).toEqual(['published', 'draft', 'scheduled', 'published']);
    expect(titles(listPosts(posts, { q: '', state: 'scheduled', sort: 'newest' }, 'sv'))).toEqual([
      'Fjorton frågor',
    ]);
    expect(titles(listPosts(posts, { q: 'EIGHT', state: '', sort: 'newest' }, 'sv'))).toEqual(['Åtta tips']);
    expect(titles(listPosts(posts, { q: 'seo', state: 'draft', sort: 'newest' }, 'sv'))).toEqual([
      'Nitton saker',
    ]);
    expect(listPosts(posts, { q: 'seo', state: 'published', sort: 'newest' }, 'sv')).toEqual([]);
  });

  it('pages with the total, and shows the last page when asked for one past it', () => {
    const items = Array.from({ length: 27 }, (_, index) => index);
    expect(pageOf(items, 2, 25)).toEqual({ items: [25, 26], total: 27, page: 2, pageSize: 25 });
    expect(pageOf(items, 9, 25).page).toBe(2);
    expect(pageOf([], 1, 25)).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });
});
