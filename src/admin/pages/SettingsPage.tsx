import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { toast } from 'sonner';
import { settingsInputSchema, type SettingsInput } from '../../../shared/adminSchemas';
import { companyFormValues, companyForms } from '../../../shared/companyIdentity';
import { measurementModes, type MeasurementMode } from '../../../shared/measurement';
import { leadRetentionMonths } from '../../../shared/privacy';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { adminFetch, adminSave, adminSettingsQuery, type AdminSettings } from '../api';
import { MediaPicker } from '../components/media/MediaPicker';
import { PersonalDataPanel } from '../components/privacy/PersonalDataPanel';
import { Actions, Field, Panel } from '../components/ui';
import { typedFigure } from '../figures';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { useAdminForm } from '../useAdminForm';

type TextKey = Exclude<
  keyof AdminSettings,
  'socialMediaId' | 'leadRetentionMonths' | 'companyForm' | 'measurement'
>;

/** The form's text fields in the order it shows them, each with its label. */
const siteFields: [TextKey, AdminMessageKey][] = [
  ['siteName', 'settings.siteName'],
  ['siteDescription', 'settings.siteDescription'],
  ['contactEmail', 'settings.contactEmail'],
  ['phoneNumber', 'settings.phoneNumber'],
];
const socialFields: [TextKey, AdminMessageKey][] = [
  ['facebookUrl', 'settings.facebookUrl'],
  ['instagramUrl', 'settings.instagramUrl'],
  ['linkedinUrl', 'settings.linkedinUrl'],
];
/** Who the company is: shown in the footer, the structured data and the legal pages (e-handelslagen 8 §). */
const identityFields: [TextKey, AdminMessageKey][] = [
  ['legalName', 'settings.legalName'],
  ['orgNumber', 'settings.orgNumber'],
  ['vatNumber', 'settings.vatNumber'],
  ['address', 'settings.address'],
  ['postalCode', 'settings.postalCode'],
  ['city', 'settings.city'],
];
/** The fields with a hint under them (at `settings-<key>-hint`). */
const hints: Partial<Record<TextKey, AdminMessageKey>> = {
  legalName: 'settings.legalNameHint',
  orgNumber: 'settings.orgNumberHint',
  vatNumber: 'settings.vatNumberHint',
};
/** Each measurement mode's name and what it does (shared/measurement.ts). */
const measurementWords: Record<MeasurementMode, { label: AdminMessageKey; hint: AdminMessageKey }> = {
  server: { label: 'settings.measurement.server', hint: 'settings.measurement.serverHint' },
  consent: { label: 'settings.measurement.consent', hint: 'settings.measurement.consentHint' },
  off: { label: 'settings.measurement.off', hint: 'settings.measurement.offHint' },
};

/** A radio button with its label beside it and what it does under both. */
const Choice = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.5rem;
  align-items: center;
  > p {
    grid-column: 2;
    margin: 0;
    font-size: 0.875rem;
  }
  > input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const inputTypeOf = (key: TextKey) =>
  key === 'contactEmail' ? 'email' : key.endsWith('Url') ? 'url' : key === 'phoneNumber' ? 'tel' : 'text';

/** The company's details, one group with its own legend. */
const Group = styled.fieldset`
  display: grid;
  gap: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 1rem;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  > p {
    font-size: 0.875rem;
  }
`;

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const { t, message, lang } = useAdminI18n();
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

  const textField = (key: TextKey, label: AdminMessageKey) => {
    const hint = hints[key];
    return (
      <Field key={key}>
        <label htmlFor={`settings-${key}`}>{t(label)}</label>
        <input
          id={`settings-${key}`}
          type={inputTypeOf(key)}
          {...form.register(key)}
          {...form.ariaOf(key, `settings-${key}`, { hint: hint !== undefined })}
        />
        {form.errorAt(key, `settings-${key}`)}
        {hint ? (
          <p id={`settings-${key}-hint`} style={{ fontSize: '0.875rem' }}>
            {t(hint)}
          </p>
        ) : null}
      </Field>
    );
  };

  return (
    <>
      <Panel aria-labelledby="settings-title">
        <h2 id="settings-title">{t('settings.title')}</h2>
        <form
          onSubmit={form.submit((settings) => save.mutate(settings))}
          noValidate
          style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}
        >
          {siteFields.map(([key, label]) => textField(key, label))}
          <Group>
            <legend>{t('settings.identity')}</legend>
            <p id="settings-identity-hint">{t('settings.identityHint')}</p>
            {identityFields.slice(0, 1).map(([key, label]) => textField(key, label))}
            <Field>
              <label htmlFor="settings-companyForm">{t('settings.companyForm')}</label>
              <select
                id="settings-companyForm"
                {...form.register('companyForm')}
                {...form.ariaOf('companyForm', 'settings-companyForm')}
              >
                <option value="">{t('settings.companyFormNone')}</option>
                {companyFormValues.map((value) => (
                  <option key={value} value={value}>
                    {companyForms[value][lang]}
                  </option>
                ))}
              </select>
              {form.errorAt('companyForm', 'settings-companyForm')}
            </Field>
            {identityFields.slice(1).map(([key, label]) => textField(key, label))}
          </Group>
          {socialFields.map(([key, label]) => textField(key, label))}
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
              {...form.register('leadRetentionMonths', { setValueAs: typedFigure })}
              {...form.ariaOf('leadRetentionMonths', 'settings-leadRetentionMonths', { hint: true })}
            />
            {form.errorAt('leadRetentionMonths', 'settings-leadRetentionMonths')}
            <p id="settings-leadRetentionMonths-hint" style={{ fontSize: '0.875rem' }}>
              {t('settings.retentionHint', { min: leadRetentionMonths.min, max: leadRetentionMonths.max })}
            </p>
          </Field>
          <Group aria-describedby="settings-measurement-hint">
            <legend>{t('settings.measurement')}</legend>
            {measurementModes.map((mode) => (
              <Choice key={mode}>
                <input
                  type="radio"
                  id={`settings-measurement-${mode}`}
                  value={mode}
                  aria-describedby={`settings-measurement-${mode}-hint`}
                  {...form.register('measurement')}
                />
                <label htmlFor={`settings-measurement-${mode}`}>{t(measurementWords[mode].label)}</label>
                <p id={`settings-measurement-${mode}-hint`}>{t(measurementWords[mode].hint)}</p>
              </Choice>
            ))}
            <p id="settings-measurement-hint">{t('settings.measurementHint')}</p>
            {form.errorAt('measurement', 'settings-measurement-server')}
          </Group>
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
