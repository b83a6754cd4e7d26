import { useSettings } from '../../api/settings';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { organizationSchema, websiteSchema } from '../../components/JsonLd/schema';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { useSiteConfig } from '../../app/SiteConfig';
import { useI18n } from '../../i18n/I18nProvider';
import { BeforeAfter } from './sections/BeforeAfter';
import { Benefits } from './sections/Benefits';
import { ContactSection } from './sections/ContactSection';
import { Hero } from './sections/Hero';
import { LatestPosts } from './sections/LatestPosts';
import { Pricing } from './sections/Pricing';
import { Process } from './sections/Process';

export function HomePage() {
  const { lang, t } = useI18n();
  const { baseUrl } = useSiteConfig();
  const { data: settings } = useSettings();
  const description = t('meta.home.description');
  return (
    <>
      <PageMeta
        title={t('meta.home.title')}
        description={description}
        keywords={t('meta.home.keywords')}
        path="/"
      />
      <JsonLd
        data={[
          organizationSchema(baseUrl, settings),
          websiteSchema(baseUrl, lang, settings?.siteName ?? t('brand.name'), description),
        ]}
      />
      <Hero />
      <Benefits />
      <Process />
      <BeforeAfter />
      <Pricing />
      <LatestPosts />
      <ContactSection />
    </>
  );
}
