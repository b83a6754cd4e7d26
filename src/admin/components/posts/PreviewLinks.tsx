import { Copy, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import type { PostPreviewLinks } from '../../api';
import { formatStockholm } from '../../stockholmTime';
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

const copy = async (url: string) => {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Copying is not allowed here: select the link and copy it yourself');
  }
};

/** The links a preview answered: one per language, to copy or open, and until when they work. */
export function PreviewLinks({ links }: { links: PostPreviewLinks }) {
  return (
    <>
      <p>
        Anyone with a link sees the post as you have it now, saved or not, until{' '}
        <strong>{formatStockholm(links.expiresAt)}</strong> (Stockholm time). Search engines are told not to
        index it, and later changes need a new link.
      </p>
      {(['sv', 'en'] as const).map((lang) => {
        const label = lang === 'sv' ? 'Swedish page' : 'English page';
        return (
          <Field key={lang}>
            <label htmlFor={`preview-${lang}`}>{label}</label>
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
                aria-label={`Copy the ${label} link`}
                onClick={() => void copy(links.urls[lang])}
              >
                <Copy size={14} aria-hidden="true" />
              </Button>
            </Row>
            <OpenLink href={links.urls[lang]} target="_blank" rel="noopener noreferrer">
              Open the {label} <ExternalLink size={14} aria-hidden="true" />
            </OpenLink>
          </Field>
        );
      })}
    </>
  );
}
