import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPage } from '../../shared/api';
import { posts } from '../db/schema';
import { createTestApp } from '../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/posts', () => {
  it('lists the published posts, newest first, in both languages, ten to a page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/posts' });
    expect(response.statusCode).toBe(200);
    const page = response.json<PostPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 10, pageCount: 1 });
    const body = page.items;
    expect(body).toHaveLength(10);
    expect(body[0]).toMatchObject({ slug: 'why-seo-is-crucial-for-businesses', date: '2024-01-22' });
    expect(body.at(-1)).toMatchObject({ slug: 'website-needs-upgrade', date: '2023-09-15' });
    expect(body[0]!.category).toEqual({ sv: 'SEO', en: 'SEO' });
    const dates = body.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages through the posts and refuses a bad page', async () => {
    const second = (
      await ctx.app.inject({ method: 'GET', url: '/api/posts?page=2&pageSize=3' })
    ).json<PostPage>();
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 10, pageCount: 4 });
    expect(second.items.map((post) => post.slug)).toEqual([
      'ai-and-web-design',
      'improve-google-ranking',
      'small-businesses-invest-ai',
    ]);
    // A page past the end has no posts, and still says how many there are.
    const past = (
      await ctx.app.inject({ method: 'GET', url: '/api/posts?page=9&pageSize=3' })
    ).json<PostPage>();
    expect(past).toMatchObject({ page: 9, pageSize: 3, total: 10, pageCount: 4, items: [] });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/posts?page=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation' });
  });

  it('leaves out unpublished posts', async () => {
    await ctx.database.db
      .update(posts)
      .set({ published: false })
      .where(eq(posts.slug, 'why-seo-is-crucial-for-businesses'));
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/posts?pageSize=3' })).json<PostPage>();
    expect(body.items.map((post) => post.slug)).not.toContain('why-seo-is-crucial-for-businesses');
    expect(body.items).toHaveLength(3);
    expect(body.total).toBe(9);
  });
});

describe('GET /api/settings', () => {
  it('answers the stored settings', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ siteName: 'Novaweb', contactEmail: 'hej@novaweb.se' });
  });
});
