import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrors, settingsInputSchema } from '../../../shared/adminSchemas';
import { leadRetentionMonths } from '../../../shared/privacy';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { adminFetch, adminSave, adminSettingsQuery, ValidationError, type AdminSettings } from '../api';
import { MediaPicker } from '../components/media/MediaPicker';
import { PersonalDataPanel } from '../components/privacy/PersonalDataPanel';
import { adminRetryLabels, Actions, Field, FieldError, Panel } from '../components/ui';

const labels: Record<Exclude<keyof AdminSettings, 'socialMediaId' | 'leadRetentionMonths'>, string> = {
  siteName: 'Site name',
  siteDescription: 'Site description',
  contactEmail: 'Contact email',
  phoneNumber: 'Phone number',
  address: 'Address',
  facebookUrl: 'Facebook URL',
  instagramUrl: 'Instagram URL',
  linkedinUrl: 'LinkedIn URL',
};

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  // The field's text as typed: empty keeps leads for good.
  const [retention, setRetention] = useState(initial.leadRetentionMonths?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: unknown) => adminSave<AdminSettings>('/api/admin/settings', 'PUT', body),
    onSuccess: () => {
      toast.success('Settings saved successfully');
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else toast.error(error.message);
    },
  });
  const clearCache = useMutation({
    mutationFn: () => adminFetch<{ cleared: number }>('/api/admin/cache/clear', { method: 'POST' }),
    onSuccess: () => toast.success('Cache cleared successfully'),
    onError: (error) => toast.error(error.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const leadRetentionMonths = retention.trim() === '' ? null : Number(retention);
    const parsed = settingsInputSchema.safeParse({ ...values, leadRetentionMonths });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <>
      <Panel aria-labelledby="settings-title">
        <h2 id="settings-title">Site settings</h2>
        <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
          {(Object.keys(labels) as (keyof typeof labels)[]).map((key) => (
            <Field key={key}>
              <label htmlFor={`settings-${key}`}>{labels[key]}</label>
              <input
                id={`settings-${key}`}
                type={
                  key === 'contactEmail'
                    ? 'email'
                    : key.endsWith('Url')
                      ? 'url'
                      : key === 'phoneNumber'
                        ? 'tel'
                        : 'text'
                }
                value={values[key]}
                onChange={(event) => setValues({ ...values, [key]: event.target.value })}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `settings-${key}-error` : undefined}
              />
              {errors[key] ? <FieldError id={`settings-${key}-error`}>{errors[key]}</FieldError> : null}
            </Field>
          ))}
          <MediaPicker
            label="Default social image"
            value={values.socialMediaId}
            onChange={(id) => setValues({ ...values, socialMediaId: id })}
            error={errors.socialMediaId}
          />
          <p style={{ fontSize: '0.875rem' }}>
            Shown behind the title on the card every page gets when its link is shared (a blog post with a
            cover shows its cover). Without one, the card uses the brand&apos;s colours.
          </p>
          <Field>
            <label htmlFor="settings-leadRetentionMonths">Delete leads older than (months)</label>
            <input
              id="settings-leadRetentionMonths"
              type="number"
              inputMode="numeric"
              min={leadRetentionMonths.min}
              max={leadRetentionMonths.max}
              step={1}
              value={retention}
              onChange={(event) => setRetention(event.target.value)}
              aria-invalid={errors.leadRetentionMonths ? true : undefined}
              aria-describedby={
                errors.leadRetentionMonths
                  ? 'settings-leadRetentionMonths-error settings-leadRetentionMonths-hint'
                  : 'settings-leadRetentionMonths-hint'
              }
            />
            {errors.leadRetentionMonths ? (
              <FieldError id="settings-leadRetentionMonths-error">{errors.leadRetentionMonths}</FieldError>
            ) : null}
            <p id="settings-leadRetentionMonths-hint" style={{ fontSize: '0.875rem' }}>
              Leave empty to keep leads. Leads older than this ({leadRetentionMonths.min}–
              {leadRetentionMonths.max} months) are deleted for good with their notes, replies and e-mails,
              when you save and every hour after; the audit log keeps only how many.
            </p>
          </Field>
          <Actions>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </Actions>
        </form>
      </Panel>
      <Panel aria-labelledby="cache-title" style={{ marginTop: '1.5rem' }}>
        <h2 id="cache-title">Page cache</h2>
        <p>
          Pages are kept in memory after their first visit and dropped whenever content changes. Clear them by
          hand here.
        </p>
        <Actions style={{ justifyContent: 'flex-start', marginTop: '1rem' }}>
          <Button variant="secondary" onClick={() => clearCache.mutate()} busy={clearCache.isPending}>
            Clear cache
          </Button>
        </Actions>
      </Panel>
    </>
  );
}

/**
 * Site settings (Admins only): validated, saved, shown on the site at once, with how long leads are kept;
 * clearing the page cache; a person's data exported or erased by e-mail address (GDPR).
 */
export function SettingsPage() {
  const settings = useQuery(adminSettingsQuery);
  if (isFirstLoad(settings)) return <Skeleton $height="20rem" aria-hidden="true" />;
  if (settings.isError || settings.isPending) {
    return (
      <ErrorNotice {...retryProps(settings)} labels={adminRetryLabels}>
        The settings could not be loaded.
      </ErrorNotice>
    );
  }
  // A fresh form whenever the stored settings change (the personal-data section keeps its own state).
  return (
    <>
      <SettingsForm key={settings.dataUpdatedAt} initial={settings.data} />
      <PersonalDataPanel />
    </>
  );
}
