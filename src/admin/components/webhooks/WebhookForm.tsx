import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import styled from 'styled-components';
import {
  webhookEndpointSchema,
  webhookEvents,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEvent,
} from '../../../../shared/webhooks';
import { Button } from '../../../components/Button/Button';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { useAdminForm } from '../../useAdminForm';
import { saveWebhook, webhooksQuery } from '../../webhooks';
import { Actions, Field } from '../ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  input {
    flex: none;
  }
  code {
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Each event's name as staff read it, and when it is sent. */
export const webhookEventWords: Record<WebhookEvent, { label: AdminMessageKey; when: AdminMessageKey }> = {
  'lead.created': { label: 'webhooks.event.leadCreated', when: 'webhooks.event.leadCreatedWhen' },
  'lead.status_changed': { label: 'webhooks.event.leadStatus', when: 'webhooks.event.leadStatusWhen' },
  'post.published': { label: 'webhooks.event.postPublished', when: 'webhooks.event.postPublishedWhen' },
  'page.published': { label: 'webhooks.event.pagePublished', when: 'webhooks.event.pagePublishedWhen' },
  'mail.failed': { label: 'webhooks.event.mailFailed', when: 'webhooks.event.mailFailedWhen' },
};

/**
 * An endpoint's form (new when `endpoint` is null): the receiver's address, what it is for, the events it gets, and,
 * for one that exists, whether it is on. Checked as the server checks it; the server's refusals (a private
 * address) shown at their field.
 */
export function WebhookForm({ endpoint, onDone }: { endpoint: WebhookEndpoint | null; onDone: () => void }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(webhookEndpointSchema, {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint?.events ?? ['lead.created'],
    enabled: endpoint?.enabled ?? true,
  });
  const save = useMutation({
    mutationFn: (input: WebhookEndpointInput) => saveWebhook(input, endpoint?.id),
    onSuccess: () => {
      toast.success(t(endpoint ? 'webhooks.saved' : 'webhooks.created'));
      void queryClient.invalidateQueries({ queryKey: webhooksQuery().queryKey });
      onDone();
    },
    onError: form.refused,
  });

  const eventsError = form.errorAt('events', 'webhook-events');

  return (
    <Form noValidate onSubmit={form.submit((input) => save.mutate(input))} aria-busy={save.isPending}>
      <Field>
        <label htmlFor="webhook-url">{t('webhooks.url')}</label>
        <input
          id="webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          {...form.register('url')}
          {...form.ariaOf('url', 'webhook-url', { hint: true })}
        />
        <small id="webhook-url-hint">{t('webhooks.urlHint')}</small>
        {form.errorAt('url', 'webhook-url')}
      </Field>
      <Field>
        <label htmlFor="webhook-description">{t('webhooks.description')}</label>
        <input
          id="webhook-description"
          maxLength={200}
          {...form.register('description')}
          {...form.ariaOf('description', 'webhook-description')}
        />
        {form.errorAt('description', 'webhook-description')}
      </Field>
      <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend>{t('webhooks.events')}</legend>
        {webhookEvents.map((event) => (
          <Check key={event}>
            <input type="checkbox" value={event} {...form.register('events')} />
            <span>
              {t(webhookEventWords[event].label)} <code>{event}</code>
              <small>{t(webhookEventWords[event].when)}</small>
            </span>
          </Check>
        ))}
        {eventsError}
      </fieldset>
      {endpoint ? (
        <Check>
          <input type="checkbox" {...form.register('enabled')} />
          {t('webhooks.enabled')}
        </Check>
      ) : null}
      <Actions>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('common.saving') : t(endpoint ? 'webhooks.save' : 'webhooks.add')}
        </Button>
      </Actions>
    </Form>
  );
}
