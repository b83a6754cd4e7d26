import { ArrowRight } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { stripLang } from '../../../shared/langPaths';
import { paths } from '../../../shared/paths';
import { ButtonLink } from '../../components/Button/Button';
import { PageHero } from '../../components/PageHero/PageHero';
import { useI18n } from '../../i18n/I18nProvider';
import type { BlockProps } from '../types';

/** The title with the first occurrence of `highlight` set off (a highlight the title does not hold: none). */
function HighlightedTitle({ title, highlight }: { title: string; highlight: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <mark>{highlight}</mark>
      {title.slice(at + highlight.length)}
    </>
  );
}

/**
 * The top of a page: Home › this page, its h1 (a part of it set off, if staff chose one), a line under it, a
 * button to the contact page or a date if it has one, and its drawing. The drawing's arrangement comes from the
 * page's address, so a page keeps its picture in both languages.
 */
export function PageHead({ data, id }: BlockProps<'pageHead'>) {
  const { lang, t, formatDate } = useI18n();
  const { pathname } = useLocation();
  const name = stripLang(pathname).split('/').filter(Boolean).at(-1) ?? 'home';
  return (
    <PageHero
      id={id}
      title={<HighlightedTitle title={data.title} highlight={data.highlight} />}
      subtitle={data.subtitle || undefined}
      art={data.art ? { seed: name, motif: data.art.motif, palette: data.art.palette } : undefined}
      crumbs={[
        { name: t('nav.home'), path: paths.home.href(lang) },
        { name: data.crumb, path: pathname },
      ]}
    >
      {data.cta ? (
        <div>
          <ButtonLink to={paths.contact.href(lang)} size="lg">
            {data.cta}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </div>
      ) : null}
      {data.updated ? (
        <p>
          <time dateTime={data.updated}>{t('legal.updated', { date: formatDate(data.updated) })}</time>
        </p>
      ) : null}
    </PageHero>
  );
}
