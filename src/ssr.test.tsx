import { describe, expect, it } from 'vitest';
import { serializeAppData } from './app/appData';
import { serializeJsonLd } from './components/JsonLd/JsonLd';
import { splitHeadTags } from './entry-server';

describe('head tags from the React output', () => {
  it('moves the leading title, meta and link tags out of the body', () => {
    const { headTags, body } = splitHeadTags(
      '<link rel="preload" as="image" href="/a.svg"/><title>T</title><meta name="description" content="D"/><div>page</div><title>not head</title>',
    );
    expect(headTags).toBe(
      '<link rel="preload" as="image" href="/a.svg"/><title>T</title><meta name="description" content="D"/>',
    );
    expect(body).toBe('<div>page</div><title>not head</title>');
  });

  it('leaves markup without head tags alone', () => {
    expect(splitHeadTags('<main>x</main>')).toEqual({ headTags: '', body: '<main>x</main>' });
  });
});

describe('data blocks', () => {
  it('cannot be closed by the data they carry', () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    expect(serializeJsonLd({ name: hostile })).not.toContain('</script');
    expect(JSON.parse(serializeJsonLd({ name: hostile })).name).toBe(hostile);
    const data = serializeAppData({
      siteConfig: { baseUrl: hostile },
      queryState: { queries: [], mutations: [] },
    });
    expect(data).not.toContain('</script');
    expect(JSON.parse(data).siteConfig.baseUrl).toBe(hostile);
  });
});
