import { AdminMessages, logoFormSchema, type Instance } from '@ourhood/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ImagePicker } from '../../components/ui/image-picker';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { contractText } from '../../lib/i18n/contract-text';

/** The community's logo (shown at sign-up and in the administration's header): upload or remove. */
export function LogoSection({ instance }: { instance: Instance }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(logoFormSchema, { defaultValues: { logo: [] } });
  const { setBanner } = form;
  const done = (answer: Awaited<ReturnType<typeof adminApi.uploadLogo>>, fallback: string) => {
    form.reset({ logo: [] });
    client.setQueryData(adminKeys.instance, answer);
    setBanner({ tone: 'success', text: answer.message || fallback });
  };
  const upload = useMutation({ mutationFn: adminApi.uploadLogo });
  const remove = useMutation({
    mutationFn: adminApi.removeLogo,
    onSuccess: (answer) => done(answer, contractText(AdminMessages.logoRemoved)),
    onError: (error) => setBanner({ tone: 'error', text: errorMessage(error, t`The logo could not be removed.`) }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ logo }) => done(await upload.mutateAsync(logo[0]!), contractText(AdminMessages.logoSaved)),
      { failure: t`The logo could not be saved.` },
    );
  const busy = upload.isPending || remove.isPending;
  return (
    <Card as="section" aria-labelledby="logo-heading" className="flex flex-col gap-3 p-4">
      <h2 id="logo-heading" className="text-lg font-semibold text-fg">
        <Trans>Logo</Trans>
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormBanner banner={form.banner} />
        <Controller
          control={form.control}
          name="logo"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t`Choose a logo`}
              chooseText={t`Choose a logo`}
              previewAlt={t`Preview of the new logo`}
              hideLabel
              shape="square"
              current={instance.logo_url ? { url: instance.logo_url, alt: t`The current logo` } : null}
              files={field.value ?? []}
              onChange={(files) => {
                field.onChange(files);
                form.clearErrors('logo');
                setBanner(null);
              }}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={upload.isPending} disabled={busy}>
            <Trans>Upload logo</Trans>
          </Button>
          {instance.logo_url ? (
            <Button variant="secondary" busy={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
              <Trans>Remove logo</Trans>
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
