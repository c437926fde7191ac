import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { alertCategories, AlertLimits, createAlertBodySchema, type CreateAlertBody } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { alertKeys, alertsApi } from '../../lib/alerts/alerts-api';
import { ALERT_CATEGORY_LABEL } from '../../lib/alerts/use-alerts';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';
import { Trans, useLingui } from '@lingui/react/macro';

const empty: CreateAlertBody = {
  category: 'other',
  title: '',
  details: '',
  area: 'suburb',
  expires_in_hours: AlertLimits.expiryDefaultHours,
  urgent: false,
};

const selectClass = 'mt-1 w-full rounded-xl border border-line bg-raised px-3 py-2 text-fg';

/** Post an alert to the neighbours of one's suburb or city (issue 17); urgent ones notify at once. */
export function AlertForm() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(createAlertBodySchema, { defaultValues: empty });
  const create = useCancellableMutation({
    mutationFn: (values: { fields: CreateAlertBody; photo: File | null }, signal) =>
      alertsApi.create(values.fields, values.photo, signal),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const photoInput = (event.currentTarget.elements.namedItem('photo') as HTMLInputElement | null) ?? null;
    const photo = photoInput?.files?.[0] ?? null;
    return form.submit(
      event,
      async (values) => {
        const answer = await create.mutateAsync({ fields: values, photo });
        form.reset(empty);
        if (photoInput) photoInput.value = '';
        toast(answer.message, { tone: 'success' });
        void client.invalidateQueries({ queryKey: alertKeys.all });
      },
      { failure: t`Could not post your alert. Please try again.` },
    );
  };
  const { error: categoryError, ...category } = form.field('category');
  const { error: areaError, ...area } = form.field('area');
  const { error: expiryError, ...expiry } = form.field('expires_in_hours');
  const { error: urgentError, ...urgent } = form.field('urgent');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t`Post an alert`}>
      <FormBanner banner={form.banner} />
      <label className="text-sm font-medium text-fg">
        <Trans>Category</Trans>
        <select className={selectClass} {...category}>
          {alertCategories.map((value) => (
            <option key={value} value={value}>
              {i18n._(ALERT_CATEGORY_LABEL[value])}
            </option>
          ))}
        </select>
        {categoryError ? <span className="text-sm text-red-600">{categoryError}</span> : null}
      </label>
      <Input label={t`Title`} maxLength={AlertLimits.titleMax} {...form.field('title')} />
      <Textarea label={t`Details`} rows={3} {...form.field('details')} />
      <label className="text-sm font-medium text-fg">
        <Trans>Who should see it</Trans>
        <select className={selectClass} {...area}>
          <option value="suburb">{t`My suburb`}</option>
          <option value="city">{t`My whole city`}</option>
        </select>
        {areaError ? <span className="text-sm text-red-600">{areaError}</span> : null}
      </label>
      <Input
        label={t`Expires after (hours, 1 to 168)`}
        type="number"
        min={AlertLimits.expiryMinHours}
        max={AlertLimits.expiryMaxHours}
        error={expiryError}
        {...expiry}
      />
      <label className="text-sm text-fg">
        <Trans>Photo (optional)</Trans>
        <input name="photo" type="file" accept="image/*" className="mt-1 block text-sm" />
      </label>
      <label className="flex items-start gap-2 text-sm text-fg">
        <input type="checkbox" className="mt-1" {...urgent} />
        <span>
          <Trans>Urgent: notify every neighbour in the area now. City-wide urgent alerts wait for a moderator.</Trans>
          {urgentError ? <span className="block text-red-600">{urgentError}</span> : null}
        </span>
      </label>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <Trans>Posting...</Trans> : <Trans>Post alert</Trans>}
      </Button>
    </form>
  );
}
