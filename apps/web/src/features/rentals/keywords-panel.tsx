import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RentalMessages, rentalKeywordBodySchema, type RentalKeyword } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { errorMessage, type ApiResult } from '../../lib/api-client';
import { rentalKeys } from '../../lib/rentals/rental-keys';
import { rentalsApi } from '../../lib/rentals/rentals-api';

type KeywordList = ApiResult<RentalKeyword[]>;

/** Spec §2 'Notify me when…': keywords as chips, newest first; a match nearby notifies you. */
export function KeywordsPanel() {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const keywords = useQuery({ queryKey: rentalKeys.keywords, queryFn: ({ signal }) => rentalsApi.keywords(signal) });
  const update = (change: (items: RentalKeyword[]) => RentalKeyword[]) =>
    client.setQueryData<KeywordList>(rentalKeys.keywords, (list) =>
      list ? { ...list, data: change(list.data) } : list,
    );

  const add = useMutation({
    mutationFn: rentalsApi.addKeyword,
    onSuccess: ({ data, message }) => {
      setText('');
      if (message === RentalMessages.keywordExists) {
        setNote({ tone: 'info', text: `You already watch “${data.keyword}”.` });
        return;
      }
      setNote(null);
      update((items) => [data, ...items.filter((item) => item.id !== data.id)]);
    },
    onError: (error) => setNote({ tone: 'error', text: errorMessage(error, 'Could not add the keyword') }),
  });
  const remove = useMutation({
    mutationFn: (keyword: RentalKeyword) => rentalsApi.removeKeyword(keyword.id),
    onMutate: (keyword) => update((items) => items.filter((item) => item.id !== keyword.id)),
    onError: () => void client.invalidateQueries({ queryKey: rentalKeys.keywords }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec §5: trimmed; empty or whitespace-only is ignored.
    if (!text.trim()) return;
    const parsed = rentalKeywordBodySchema.safeParse({ keyword: text });
    if (!parsed.success) {
      setNote({ tone: 'error', text: parsed.error.issues[0]?.message ?? RentalMessages.keywordInvalid });
      return;
    }
    add.mutate(parsed.data.keyword);
  }

  const items = keywords.data?.data ?? [];
  return (
    <section
      aria-labelledby="keywords-heading"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="keywords-heading" className="text-lg font-semibold text-stone-900">
          Notify me when…
        </h2>
        <p className="text-sm text-stone-600">We let you know as soon as a neighbour asks for one of these.</p>
      </div>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="rental-keyword" className="sr-only">
          Keyword
        </label>
        <input
          id="rental-keyword"
          value={text}
          maxLength={80}
          placeholder={RentalMessages.keywordPlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            setNote(null);
          }}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base placeholder:text-stone-500"
        />
        <Button type="submit" busy={add.isPending}>
          Add
        </Button>
      </form>
      {note ? (
        <p
          role={note.tone === 'error' ? 'alert' : 'status'}
          className={note.tone === 'error' ? 'text-sm text-red-700' : 'text-sm text-stone-700'}
        >
          {note.text}
        </p>
      ) : null}
      {keywords.isPending ? (
        <p className="text-sm text-stone-600">{RentalMessages.keywordsLoading}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-600">{RentalMessages.keywordsEmpty}</p>
      ) : (
        <ul aria-label="Your keywords" className="flex flex-wrap gap-2">
          {items.map((keyword) => (
            <li
              key={keyword.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              {keyword.keyword}
              <button
                type="button"
                aria-label={`Remove keyword ${keyword.keyword}`}
                onClick={() => remove.mutate(keyword)}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-brand-100"
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
