import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createGroupFormSchema, editGroupFormSchema, type Group } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { ImagePicker } from '../../components/ui/image-picker';
import { Input } from '../../components/ui/input';
import { Modal } from '../../components/ui/modal';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { groupKeys } from './group-keys';
import { groupsApi } from './groups-api';

const visibilityChoices = [
  {
    value: 'public',
    label: msg`Public`,
    hint: msg`Anyone in the area sees the group and its posts, and joins at once.`,
  },
  {
    value: 'private',
    label: msg`Private`,
    hint: msg`Only its name and description can be found. Joining is a request an admin approves; posts and members are for members only.`,
  },
] as const;

const eventCreatorChoices = [
  { value: 'members', label: msg`Every member` },
  { value: 'admins', label: msg`Owners and admins only` },
] as const;

/** New group: name, description, public or private (fixed once created), optional cover. */
export function CreateGroupDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useContractForm(createGroupFormSchema, {
    defaultValues: { name: '', description: '', visibility: 'public', cover: [] },
  });
  const create = useMutation({
    mutationFn: ({
      cover,
      ...fields
    }: {
      name: string;
      description: string;
      visibility: 'public' | 'private';
      cover: File[];
    }) => groupsApi.create(fields, cover[0]),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const { data, message } = await create.mutateAsync(values);
        client.setQueryData(groupKeys.detail(data.id), data);
        void client.invalidateQueries({ queryKey: groupKeys.lists });
        toast(message || t`Group created`, { tone: 'success' });
        onClose();
        navigate(`/dashboard/groups/${encodeURIComponent(data.id)}`);
      },
      { failure: t`Failed to create the group` },
    );

  return (
    <Modal open title={t`Create a group`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <Input label={t`Name`} autoFocus placeholder={t`Elm Street gardeners`} {...form.field('name')} />
        <Textarea
          label={t`Description`}
          rows={4}
          placeholder={t`What the group is for, and who it is for.`}
          {...form.field('description')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">
            <Trans>Who can see it</Trans>
          </legend>
          {visibilityChoices.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input
                type="radio"
                value={choice.value}
                className="mt-1"
                aria-label={i18n._(choice.label)}
                aria-describedby={`visibility-${choice.value}-hint`}
                {...form.register('visibility')}
              />
              <span>
                <span className="block text-sm font-semibold text-fg">{i18n._(choice.label)}</span>
                <span id={`visibility-${choice.value}-hint`} className="block text-sm text-muted">
                  {i18n._(choice.hint)}
                </span>
              </span>
            </label>
          ))}
          <p className="text-xs text-muted">
            <Trans>This cannot be changed once the group is created.</Trans>
          </p>
        </fieldset>
        <CoverField form={form} disabled={create.isPending} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? <Trans>Creating...</Trans> : <Trans>Create group</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Owners and admins: name, description and cover (change or remove). */
export function EditGroupDialog({ group, onClose }: { group: Group; onClose(): void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [removeCover, setRemoveCover] = useState(false);
  const form = useContractForm(editGroupFormSchema, {
    defaultValues: {
      name: group.name,
      description: group.description,
      event_creators: group.event_creators,
      cover: [],
    },
  });
  const save = useMutation({
    mutationFn: async ({
      cover,
      ...fields
    }: {
      name: string;
      description: string;
      event_creators: 'members' | 'admins';
      cover: File[];
    }) =>
      groupsApi.update(group.id, { ...fields, ...(removeCover && !cover[0] ? { remove_cover: true } : {}) }, cover[0]),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const { data, message } = await save.mutateAsync(values);
        client.setQueryData(groupKeys.detail(group.id), data);
        void client.invalidateQueries({ queryKey: groupKeys.lists });
        toast(message || t`Group updated`, { tone: 'success' });
        onClose();
      },
      { failure: t`Failed to save the group` },
    );
  const groupName = group.name;
  const current =
    group.cover && !removeCover ? { url: group.cover.thumbnail_url, alt: t`Cover of ${groupName}` } : null;

  return (
    <Modal open title={t`Edit group`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <Input label={t`Name`} {...form.field('name')} />
        <Textarea label={t`Description`} rows={4} {...form.field('description')} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">
            <Trans>Who can create events</Trans>
          </legend>
          {eventCreatorChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm text-fg">
              <input type="radio" value={choice.value} {...form.register('event_creators')} />
              {i18n._(choice.label)}
            </label>
          ))}
        </fieldset>
        <CoverField
          form={form}
          current={current}
          onRemoveCurrent={() => setRemoveCover(true)}
          disabled={save.isPending}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type CoverForm =
  | ReturnType<typeof useContractForm<typeof createGroupFormSchema>>
  | ReturnType<typeof useContractForm<typeof editGroupFormSchema>>;

/** The cover photo picker, wide like the cover it becomes. */
function CoverField({
  form,
  current,
  onRemoveCurrent,
  disabled,
}: {
  form: CoverForm;
  current?: { url: string; alt: string } | null;
  onRemoveCurrent?: () => void;
  disabled?: boolean;
}) {
  // Both forms share the `cover` field; the union's control types differ only in other fields.
  const { t } = useLingui();
  const coverForm = form as ReturnType<typeof useContractForm<typeof editGroupFormSchema>>;
  return (
    <Controller
      control={coverForm.control}
      name="cover"
      render={({ field: cover, fieldState }) => (
        <ImagePicker
          label={t`Cover photo (optional)`}
          shape="wide"
          files={cover.value ?? []}
          current={current}
          onRemoveCurrent={onRemoveCurrent}
          onChange={(files) => {
            cover.onChange(files);
            coverForm.clearErrors('cover');
            coverForm.setBanner(null);
          }}
          name={cover.name}
          ref={cover.ref}
          onBlur={cover.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
