import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { settingsInputSchema, type SettingsInput } from '../../../shared/adminSchemas';
import { leadRetentionMonths } from '../../../shared/privacy';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { adminFetch, adminSave, adminSettingsQuery, type AdminSettings } from '../api';
import { MediaPicker } from '../components/media/MediaPicker';
import { PersonalDataPanel } from '../components/privacy/PersonalDataPanel';
import { Actions, Field, Panel } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { useAdminForm } from '../useAdminForm';

const labels: Record<
  Exclude<keyof AdminSettings, 'socialMediaId' | 'leadRetentionMonths'>,
  AdminMessageKey
> = {
  siteName: 'settings.siteName',
  siteDescription: 'settings.siteDescription',
  contactEmail: 'settings.contactEmail',
  phoneNumber: 'settings.phoneNumber',
  address: 'settings.address',
  facebookUrl: 'settings.facebookUrl',
  instagramUrl: 'settings.instagramUrl',
  linkedinUrl: 'settings.linkedinUrl',
};

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(settingsInputSchema, initial);
  const save = useMutation({
    mutationFn: (settings: SettingsInput) => adminSave<AdminSettings>('/api/admin/settings', 'PUT', settings),
    onSuccess: () => {
      toast.success(t('settings.saved'));
      void queryClient.invalidateQueries();
    },
    onError: form.refused,
  });
  const clearCache = useMutation({
    mutationFn: () => adminFetch<{ cleared: number }>('/api/admin/cache/clear', { method: 'POST' }),
    onSuccess: () => toast.success(t('settings.cacheCleared')),
    onError: (error) => toast.error(message(error.message)),
  });

  return (
    <>
      <Panel aria-labelledby="settings-title">
        <h2 id="settings-title">{t('settings.title')}</h2>
        <form
          onSubmit={form.submit((settings) => save.mutate(settings))}
          noValidate
          style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}
        >
          {(Object.keys(labels) as (keyof typeof labels)[]).map((key) => (
            <Field key={key}>
              <label htmlFor={`settings-${key}`}>{t(labels[key])}</label>
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
                {...form.register(key)}
                {...form.ariaOf(key, `settings-${key}`)}
              />
              {form.errorAt(key, `settings-${key}`)}
            </Field>
          ))}
          <Controller
            control={form.control}
            name="socialMediaId"
            render={({ field }) => (
              <MediaPicker
                label={t('settings.socialImage')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={form.errorOf('socialMediaId')}
              />
            )}
          />
          <p style={{ fontSize: '0.875rem' }}>{t('settings.socialImageHint')}</p>
          <Field>
            <label htmlFor="settings-leadRetentionMonths">{t('settings.retention')}</label>
            <input
              id="settings-leadRetentionMonths"
              type="number"
              inputMode="numeric"
              min={leadRetentionMonths.min}
              max={leadRetentionMonths.max}
              step={1}
              // Empty keeps leads for good (null); anything else is the months as typed, which the schema checks.
              {...form.register('leadRetentionMonths', {
                setValueAs: (typed: unknown) =>
                  typeof typed !== 'string' ? typed : typed.trim() === '' ? null : Number(typed),
              })}
              {...form.ariaOf('leadRetentionMonths', 'settings-leadRetentionMonths', { hint: true })}
            />
            {form.errorAt('leadRetentionMonths', 'settings-leadRetentionMonths')}
            <p id="settings-leadRetentionMonths-hint" style={{ fontSize: '0.875rem' }}>
              {t('settings.retentionHint', { min: leadRetentionMonths.min, max: leadRetentionMonths.max })}
            </p>
          </Field>
          <Actions>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? t('common.saving') : t('settings.save')}
            </Button>
          </Actions>
        </form>
      </Panel>
      <Panel aria-labelledby="cache-title" style={{ marginTop: '1.5rem' }}>
        <h2 id="cache-title">{t('settings.cacheTitle')}</h2>
        <p>{t('settings.cacheHint')}</p>
        <Actions style={{ justifyContent: 'flex-start', marginTop: '1rem' }}>
          <Button variant="secondary" onClick={() => clearCache.mutate()} busy={clearCache.isPending}>
            {t('settings.clearCache')}
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
  const { t, retryLabels } = useAdminI18n();
  const settings = useQuery(adminSettingsQuery);
  if (isFirstLoad(settings)) return <Skeleton $height="20rem" aria-hidden="true" />;
  if (settings.isError || settings.isPending) {
    return (
      <ErrorNotice {...retryProps(settings)} labels={retryLabels}>
        {t('settings.failed')}
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
