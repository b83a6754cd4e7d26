import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, useI18n } from './I18nProvider';

function Probe({ onValue }: { onValue?: (value: ReturnType<typeof useI18n>) => void }) {
  const value = useI18n();
  onValue?.(value);
  return <span>{value.t('nav.blog')}</span>;
}

const renderAt = (path: string, onValue?: (value: ReturnType<typeof useI18n>) => void) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider>
        <Probe onValue={onValue} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe('I18nProvider', () => {
  it('takes the language from the path', () => {
    expect(renderAt('/about')).toContain('Blogg');
    expect(renderAt('/en/about')).toContain('Blog<');
  });

  it('is an error to use outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<Probe />)).toThrow(/inside <I18nProvider>/);
  });

  it('warns when the language is set directly instead of through the URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let captured: ReturnType<typeof useI18n> | undefined;
    renderAt('/', (value) => (captured = value));
    captured!.setLanguage('en');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/URL-sync function/));
    expect(captured!.lang).toBe('sv');
  });
});
