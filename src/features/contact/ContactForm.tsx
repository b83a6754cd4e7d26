import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { ContactField } from '../../../shared/contact';
import { contactFormAction, contactLimits, firstLineOf, type SentDetails } from '../../../shared/contact';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/Button/Button';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import { prepareToSend, submitLead, type ContactInput, type SubmitOutcome } from './submitLead';
import { signalFunnel } from '../../runtime/insightsSignals';
import { notify } from '../../components/Toast/toaster';
import { SentConfirmation } from './SentConfirmation';

const emptyForm: ContactInput = { name: '', email: '', phone: '', website: '', message: '' };

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${media.mobile} {
    grid-template-columns: 1fr;
    padding: ${({ theme }) => theme.space[5]};
  }
  /* The submit shows "sending" from the press on: while the form sends (aria-busy) and, before the
     application has arrived, from the early submit (data-sending, src/runtime/earlyControls.ts). */
  .when-sending {
    display: none;
  }
  &[aria-busy='true'],
  &[data-sending] {
    .when-idle {
      display: none;
    }
    .when-sending {
      display: inline;
    }
    button[type='submit'] {
      opacity: 0.6;
      cursor: progress;
    }
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  label {
    font-weight: ${fontWeight.semibold};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input,
  textarea {
    width: 100%;
    padding: 0.7rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    &::placeholder {
      color: ${({ theme }) => theme.palette.slate600};
      opacity: 0.8;
    }
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.color.danger};
    }
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 0.15rem;
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Footer = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  p {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Bots fill in every field; people never see this one. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

type FieldErrors = Partial<Record<ContactField, string>>;

interface FieldSpec {
  name: ContactField;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  required: boolean;
  maxLength: number;
}

const fieldSpecs: FieldSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true, maxLength: contactLimits.name },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, maxLength: contactLimits.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false, maxLength: contactLimits.phone },
  { name: 'website', type: 'url', autoComplete: 'url', required: false, maxLength: contactLimits.website },
];

/**
 * Tells Insights once the form is on screen. The beacon looks for the form on the server's page itself; a form
 * drawn later (a page of blocks reached in the application shows it once its document has come) is the form's
 * own to report. The beacon counts it once per page view.
 */
function useSeenSignal(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      signalFunnel('seen');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [form]);
}

/**
 * The contact form: idle → submitting (button busy: it keeps focus and ignores presses, label changes) → idle, or,
 * once the message is stored, a confirmation in the form's place that says what was sent and what happens next,
 * until the visitor asks to send another (the form comes back empty, its first field focused). Field messages
 * from the server show at their fields; the outcome also shows as a toast.
 */
export function ContactForm({ onOutcome }: { onOutcome?: (outcome: SubmitOutcome) => void }) {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const formId = useId();
  const [values, setValues] = useState<ContactInput>(emptyForm);
  /** What was sent, once it is stored: the confirmation stands in the form's place until another is asked for. */
  const [sent, setSent] = useState<SentDetails | null>(null);
  /** The form came back after a confirmation: its first field takes the focus. */
  const [again, setAgain] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (again && !sent) firstField.current?.focus();
  }, [again, sent]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useSeenSignal(form);
  // The visitor has started on the form: the client that sends it loads meanwhile (once; later calls reuse it).
  const prepare = () => prepareToSend();

  const update = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    prepare();
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // A filled honeypot is a bot: pretend all went well and send nothing.
    const sentNow = {
      name: values.name.trim(),
      email: values.email.trim(),
      firstLine: firstLineOf(values.message),
    };
    if (honeypot) {
      void notify('success', t('contact.success'));
      setValues(emptyForm);
      setSent(sentNow);
      return;
    }
    setSubmitting(true);
    setErrors({});
    const outcome = await submitLead(values, lang);
    setSubmitting(false);
    onOutcome?.(outcome);
    // The funnel's last step (src/runtime/beacon.ts): a message refused as invalid is corrected and sent again.
    if (outcome.status === 'sent') signalFunnel('accepted');
    else if (outcome.status === 'fallback') signalFunnel('fallback');
    else if (outcome.status !== 'invalid') signalFunnel('failed');
    switch (outcome.status) {
      case 'sent':
        void notify('success', t('contact.success'));
        setValues(emptyForm);
        setSent(sentNow);
        break;
      case 'fallback':
        if (outcome.visitorConfirmed) void notify('success', t('contact.success'));
        else void notify('warning', t('contact.confirmationFailed'));
        setValues(emptyForm);
        setSent(sentNow);
        break;
      case 'invalid':
        setErrors(outcome.fields);
        break;
      case 'rate-limited':
        void notify('error', t('contact.rateLimited'));
        break;
      case 'failed':
        void notify('error', t('contact.error'));
        break;
    }
  };

  const fieldId = (name: ContactField) => `${formId}-${name}`;
  const describedBy = (name: ContactField) => (errors[name] ? `${fieldId(name)}-error` : undefined);
  const label = (name: ContactField, required: boolean) => (
    <label htmlFor={fieldId(name)}>
      {t(`contact.${name}`)}
      {required ? (
        <Required aria-hidden="true" title={t('contact.required')}>
          *
        </Required>
      ) : null}
    </label>
  );
  const error = (name: ContactField) =>
    errors[name] ? <FieldError id={`${fieldId(name)}-error`}>{errors[name]}</FieldError> : null;

  if (sent) {
    return (
      <SentConfirmation
        sent={sent}
        formPath={pathname}
        focus
        onAnother={() => {
          setSent(null);
          setAgain(true);
        }}
      />
    );
  }

  return (
    <Form
      ref={form}
      onSubmit={onSubmit}
      onFocus={prepare}
      data-funnel="contact"
      aria-busy={submitting}
      noValidate={false}
      method="post"
      action={contactFormAction}
    >
      <input type="hidden" name="language" value={lang} />
      {fieldSpecs.map((spec) => (
        <Field key={spec.name}>
          {label(spec.name, spec.required)}
          <input
            ref={spec.name === 'name' ? firstField : undefined}
            id={fieldId(spec.name)}
            name={spec.name}
            type={spec.type}
            autoComplete={spec.autoComplete}
            required={spec.required}
            maxLength={spec.maxLength}
            placeholder={t(`contact.placeholder.${spec.name}`)}
            value={values[spec.name]}
            onChange={update(spec.name)}
            aria-invalid={errors[spec.name] ? true : undefined}
            aria-describedby={describedBy(spec.name)}
          />
          {error(spec.name)}
        </Field>
      ))}
      <Field $wide>
        {label('message', true)}
        <textarea
          id={fieldId('message')}
          name="message"
          required
          maxLength={contactLimits.message}
          placeholder={t('contact.placeholder.message')}
          value={values.message}
          onChange={update('message')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        {error('message')}
      </Field>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${formId}-company`}>Company</label>
        <input
          id={`${formId}-company`}
          name="company"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </Honeypot>
      <Footer>
        <Button type="submit" size="lg" busy={submitting} block>
          <span className="when-idle">{t('contact.submit')}</span>
          <span className="when-sending">{t('contact.submitting')}</span>
        </Button>
        <p>
          {t('contact.privacy')} <Link to={paths.privacy.href(lang)}>{t('contact.privacyLink')}</Link>.
        </p>
      </Footer>
    </Form>
  );
}
