import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import type { SearchHit } from '@ourhood/contract';
import { insertMention, mentionQueryAt } from '../../lib/posts/mentions';
import { searchApi } from '../../lib/search/search-api';
import { Textarea, type TextareaProps } from '../ui/textarea';
import { useLingui } from '@lingui/react/macro';

/** Chosen people by id, as the text names them ('Bob Reyes'). */
export type ChosenMentions = Map<string, string>;

interface MentionTextareaProps extends Omit<TextareaProps, 'ref'> {
  ref?: Ref<HTMLTextAreaElement>;
  /** Sets the field's text (the form owns it). */
  setText(text: string): void;
  /** Filled as people are chosen; the form sends those the text still names (mentionIdsIn). */
  chosen: RefObject<ChosenMentions>;
}

const SEARCH_DELAY_MS = 200;

/**
 * A textarea with an '@' typeahead (issue 18): typing '@' and two letters of a name lists
 * neighbours; arrows move, Enter or Tab chooses, Escape closes. The list is the textarea's
 * controlled listbox, its active option announced through aria-activedescendant.
 */
export function MentionTextarea({ ref, setText, chosen, onKeyDown, onBlur, ...rest }: MentionTextareaProps) {
  const { t } = useLingui();
  const listId = useId();
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [people, setPeople] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(0);
  // The list's close after a blur, cancelled when the box goes away first (a sent form).
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchApi
        .people(query.query, controller.signal)
        .then(({ data }) => {
          setPeople(data);
          setActive(0);
        })
        .catch(() => setPeople([]));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const open = query !== null && people.length > 0;
  const look = () => {
    const field = element.current;
    if (!field) return;
    const next = mentionQueryAt(field.value, field.selectionStart ?? field.value.length);
    setQuery((current) => (current?.query === next?.query && current?.start === next?.start ? current : next));
    if (!next) setPeople([]);
  };

  const choose = (person: SearchHit) => {
    const field = element.current;
    if (!field || !query) return;
    const result = insertMention(field.value, query.start, field.selectionStart ?? field.value.length, person.title);
    chosen.current.set(person.id, person.title);
    setText(result.text);
    setQuery(null);
    setPeople([]);
    // The caret goes after the name. A form that owns the field sets its text at once: the caret
    // moves now, so what is typed next lands after the name. The field takes the focus back a
    // frame later (after a click on the list); the caret moves then only if nothing was typed in
    // between, or it would jump back before those letters (a fast typist on a slow phone).
    const caretAfterName = () => {
      if (field.value === result.text) field.setSelectionRange(result.caret, result.caret);
    };
    caretAfterName();
    requestAnimationFrame(() => {
      field.focus();
      caretAfterName();
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + people.length) % people.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(people[active]!);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list, not the dialog around the composer.
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        setPeople([]);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const setRefs = (node: HTMLTextAreaElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div className="relative">
      <Textarea
        {...rest}
        ref={setRefs}
        // A textbox with a list popup (role combobox is not allowed on a textarea).
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onKeyDown={keyDown}
        onKeyUp={look}
        onClick={look}
        onInput={look}
        onBlur={(event) => {
          // A click on the list lands after the blur: close a moment later.
          clearTimeout(closing.current);
          closing.current = setTimeout(() => setPeople([]), 150);
          onBlur?.(event);
        }}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t`People to mention`}
          className="absolute inset-s-0 inset-e-0 z-20 mt-1 max-h-60 overflow-auto rounded-lg border border-line bg-raised py-1 shadow-lg"
        >
          {people.map((person, index) => (
            <li
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`flex cursor-pointer flex-col px-3 py-2 text-sm ${index === active ? 'bg-sunken' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
            >
              <span className="font-medium text-fg">{person.title}</span>
              {person.subtitle ? <span className="text-xs text-muted">{person.subtitle}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
