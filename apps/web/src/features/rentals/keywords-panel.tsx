import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RentalMessages, rentalKeywordBodySchema, type RentalKeyword } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { FieldError, fieldErrorProps } from '../../components/ui/field-error';
import { type ApiResult } from '../../lib/api-client';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { rentalKeys } from '../../lib/rentals/rental-keys';
import { rentalsApi } from '../../lib/rentals/rentals-api';
import { refetchIfInFlight } from '../../lib/refetch-if-in-flight';
import { contractText } from '../../lib/i18n/contract-text';

type KeywordList = ApiResult<RentalKeyword[]>;

/** Spec §2 'Notify me when…': keywords as chips, newest first; a match nearby notifies you. */
export function KeywordsPanel() {
  const { t } = useLingui();
  const client = useQueryClient();
  // The route's own schema; an error shows under the field, 'already watched' as a note.
  const form = useContractForm(rentalKeywordBodySchema, { defaultValues: { keyword: '' } });
  const [note, setNote] = useState<string | null>(null);
  const keywords = useQuery({ queryKey: rentalKeys.keywords, queryFn: ({ signal }) => rentalsApi.keywords(signal) });
  const update = (change: (items: RentalKeyword[]) => RentalKeyword[]) => {
    client.setQueryData<KeywordList>(rentalKeys.keywords, (list) =>
      list ? { ...list, data: change(list.data) } : list,
    );
    // A list fetch in flight (a first load too) was asked before this change: asked again.
    refetchIfInFlight(client, rentalKeys.keywords);
  };

  const add = useMutation({ mutationFn: rentalsApi.addKeyword });
  const remove = useMutation({
    mutationFn: (keyword: RentalKeyword) => rentalsApi.removeKeyword(keyword.id),
    onMutate: (keyword) => update((items) => items.filter((item) => item.id !== keyword.id)),
    onError: () => void client.invalidateQueries({ queryKey: rentalKeys.keywords }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    setNote(null);
    // Spec §5: trimmed; empty or whitespace-only is ignored.
    if (!form.getValues('keyword').trim()) {
      event.preventDefault();
      return;
    }
    void form.submit(
      event,
      async ({ keyword }) => {
        const { data, message } = await add.mutateAsync(keyword);
        form.reset({ keyword: '' });
        if (message === contractText(RentalMessages.keywordExists)) {
          const watched = data.keyword;
          setNote(t`You already watch “${watched}”.`);
          return;
        }
        update((items) => [data, ...items.filter((item) => item.id !== data.id)]);
      },
      { failure: t`Could not add the keyword` },
    );
  }
  const { error: keywordFieldError, ...keyword } = form.field('keyword');
  // A failure that belongs to no field (the server down) shows where the field's error would.
  const keywordError = keywordFieldError ?? (form.banner?.tone === 'error' ? form.banner.text : undefined);

  const items = keywords.data?.data ?? [];
  const removeLabel = (word: string) => t`Remove keyword ${word}`;
  return (
    <section
      aria-labelledby="keywords-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-raised p-5 shadow-sm"
    >
      <div>
        <h2 id="keywords-heading" className="text-lg font-semibold text-fg">
          <Trans>Notify me when…</Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>We let you know as soon as a neighbour asks for one of these.</Trans>
        </p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-1">
        <div className="flex gap-2">
          <label htmlFor="rental-keyword" className="sr-only">
            <Trans>Keyword</Trans>
          </label>
          <input
            id="rental-keyword"
            maxLength={80}
            placeholder={contractText(RentalMessages.keywordPlaceholder)}
            {...keyword}
            onChange={(event) => {
              setNote(null);
              return keyword.onChange(event);
            }}
            {...fieldErrorProps('rental-keyword-error', keywordError)}
            className="min-w-0 flex-1 rounded-lg border border-line-strong bg-raised px-3 py-2 text-base placeholder:text-faint"
          />
          <Button type="submit" busy={add.isPending}>
            <Trans>Add</Trans>
          </Button>
        </div>
        <FieldError id="rental-keyword-error" error={keywordError} />
      </form>
      {note ? (
        <p role="status" className="text-sm text-muted">
          {note}
        </p>
      ) : null}
      {keywords.isPending ? (
        <p className="text-sm text-muted">{contractText(RentalMessages.keywordsLoading)}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{contractText(RentalMessages.keywordsEmpty)}</p>
      ) : (
        <ul aria-label={t`Your keywords`} className="flex flex-wrap gap-2">
          {items.map((keyword) => (
            <li
              key={keyword.id}
              className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-1 pe-1 ps-3 text-sm font-medium text-accent"
            >
              {keyword.keyword}
              <button
                type="button"
                aria-label={removeLabel(keyword.keyword)}
                onClick={() => remove.mutate(keyword)}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-sunken"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
