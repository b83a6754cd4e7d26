import { Copy, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import type { PostPreviewLinks } from '../../api';
import { fill, useAdminI18n, type AdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { Field } from '../ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  input {
    flex: 1;
    min-width: 0;
  }
`;

const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const copy = async (url: string, t: AdminI18n['t']) => {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('previews.copied'));
  } catch {
    toast.error(t('previews.copyRefused'));
  }
};

const words = {
  sv: { page: 'previews.page.sv', copy: 'previews.copy.sv', open: 'previews.open.sv' },
  en: { page: 'previews.page.en', copy: 'previews.copy.en', open: 'previews.open.en' },
} as const satisfies Record<'sv' | 'en', Record<string, AdminMessageKey>>;

/** The links a preview answered: one per language, to copy or open, and until when they work. */
export function PreviewLinks({ links }: { links: PostPreviewLinks }) {
  const { t, dateTime } = useAdminI18n();
  return (
    <>
      <p>
        {fill(t('previews.intro'), {
          until: <strong key="until">{dateTime.format(new Date(links.expiresAt))}</strong>,
        })}
      </p>
      {(['sv', 'en'] as const).map((lang) => {
        return (
          <Field key={lang}>
            <label htmlFor={`preview-${lang}`}>{t(words[lang].page)}</label>
            <Row>
              <input
                id={`preview-${lang}`}
                readOnly
                value={links.urls[lang]}
                onFocus={(e) => e.target.select()}
              />
              <Button
                size="sm"
                variant="secondary"
                aria-label={t(words[lang].copy)}
                title={t(words[lang].copy)}
                onClick={() => void copy(links.urls[lang], t)}
              >
                <Copy size={14} aria-hidden="true" />
              </Button>
            </Row>
            <OpenLink href={links.urls[lang]} target="_blank" rel="noopener noreferrer">
              {t(words[lang].open)} <ExternalLink size={14} aria-hidden="true" />
            </OpenLink>
          </Field>
        );
      })}
    </>
  );
}
