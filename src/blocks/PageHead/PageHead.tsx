import { useLocation } from 'react-router-dom';
import { stripLang } from '../../../shared/langPaths';
import { paths } from '../../../shared/paths';
import { PageHero } from '../../components/PageHero/PageHero';
import { useI18n } from '../../i18n/I18nProvider';
import type { BlockProps } from '../types';

/**
 * The top of a page: Home › this page, its h1, a line under it, a date if it has one, and its drawing. The drawing's arrangement comes
 * from the page's address, so a page keeps its picture in both languages.
 */
export function PageHead({ data }: BlockProps<'pageHead'>) {
  const { lang, t, formatDate } = useI18n();
  const { pathname } = useLocation();
  const name = stripLang(pathname).split('/').filter(Boolean).at(-1) ?? 'home';
  return (
    <PageHero
      title={data.title}
      subtitle={data.subtitle || undefined}
      art={data.art ? { seed: name, motif: data.art.motif, palette: data.art.palette } : undefined}
      crumbs={[
        { name: t('nav.home'), path: paths.home.href(lang) },
        { name: data.crumb, path: pathname },
      ]}
    >
      {data.updated ? (
        <p>
          <time dateTime={data.updated}>{t('legal.updated', { date: formatDate(data.updated) })}</time>
        </p>
      ) : null}
    </PageHero>
  );
}
