import { LOCALE_DETAILS, SUPPORTED_LOCALES, registrationModes, type Instance } from '@ourhood/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { REGISTRATION_LABEL } from './admin-labels';
import { LogoSection } from './logo-section';

const localeChoices = ['', ...SUPPORTED_LOCALES] as const;

/** The form, once the settings are loaded (its default values are the saved ones). */
function InstanceForm({ instance }: { instance: Instance }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(
    () => import('@ourhood/contract').then((contract) => contract.updateInstanceBodySchema),
    {
      defaultValues: {
        name: instance.name,
        description: instance.description,
        rules: instance.rules,
        contact_email: instance.contact_email,
        default_locale: instance.default_locale as (typeof localeChoices)[number],
        default_area: instance.default_area,
        registration_mode: instance.registration_mode,
      },
    },
  );
  const save = useMutation({ mutationFn: adminApi.updateInstance });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const answer = await save.mutateAsync(values);
        toast(answer.message, { tone: 'success' });
        client.setQueryData(adminKeys.instance, answer);
        form.reset(form.getValues());
      },
      { failure: t`The settings could not be saved.` },
    );
  const localeLabels = Object.fromEntries(
    localeChoices.map((locale) => [locale, locale ? LOCALE_DETAILS[locale].name : t`The server's default`]),
  ) as Record<(typeof localeChoices)[number], string>;
  const mode = form.watch('registration_mode');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormBanner banner={form.banner} />
      <Card as="section" aria-labelledby="about-community" className="flex flex-col gap-4 p-4">
        <h2 id="about-community" className="text-lg font-semibold text-fg">
          <Trans>About the community</Trans>
        </h2>
        <Input label={t`Name`} {...form.field('name')} />
        <Textarea label={t`Description`} rows={3} {...form.field('description')} />
        <Textarea
          label={t`Rules (shown at sign-up and on the Community Guidelines page, linked in every footer)`}
          rows={6}
          {...form.field('rules')}
        />
        <Input label={t`Contact address`} type="email" {...form.field('contact_email')} />
        <Select
          label={t`Default language`}
          options={localeChoices}
          labels={localeLabels}
          {...form.field('default_locale')}
        />
        <Input label={t`Default area (suburb, city)`} {...form.field('default_area')} />
      </Card>
      <Card as="fieldset" className="flex flex-col gap-3 p-4">
        <legend className="text-lg font-semibold text-fg">
          <Trans>Who can sign up</Trans>
        </legend>
        {registrationModes.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm text-fg">
            <input type="radio" value={value} className="mt-1" {...form.register('registration_mode')} />
            {REGISTRATION_LABEL[value]}
          </label>
        ))}
        {mode === 'approval' ? (
          <Banner tone="info">
            <Trans>
              New accounts wait in Moderation → “Sign-ups waiting for approval” until a moderator lets them in.
            </Trans>
          </Banner>
        ) : null}
      </Card>
      <Button type="submit" className="self-start" busy={form.formState.isSubmitting}>
        <Trans>Save settings</Trans>
      </Button>
    </form>
  );
}

/** /admin/settings: the instance's name, texts, defaults and who can sign up (issue 43). */
export default function AdminSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Settings`);
  const instance = useQuery({ queryKey: adminKeys.instance, queryFn: ({ signal }) => adminApi.instance(signal) });
  return (
    <>
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Settings</Trans>
      </h1>
      {instance.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {instance.isError ? (
        <Banner tone="error">{errorMessage(instance.error, t`The settings could not be loaded.`)}</Banner>
      ) : null}
      {instance.data ? <InstanceForm instance={instance.data.data} /> : null}
      {instance.data ? <LogoSection instance={instance.data.data} /> : null}
    </>
  );
}
