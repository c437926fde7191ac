import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface MenuItem {
  key: string;
  label: string;
  /** A second, quieter line under the label (what the choice does). */
  description?: string;
  danger?: boolean;
  /** Shown but not chosen (e.g. while what it would do is still loading). */
  disabled?: boolean;
  onSelect(): void;
}

export interface MenuProps {
  /** The trigger's accessible name ('More actions for Sam'). */
  label: string;
  /** What the trigger shows (an icon, a word); the label when absent. */
  trigger?: ReactNode;
  triggerClassName?: string;
  items: MenuItem[];
  /** Told when the menu opens or closes (e.g. to load what the items need only when asked). */
  onOpenChange?(open: boolean): void;
  /** Which side of the trigger the list lines up with. */
  align?: 'start' | 'end';
  /** Open from the start, the focus on the first or last item (a menu loaded by a press on its button). */
  initiallyOpen?: 'first' | 'last';
}

/** The menu button's look when the caller gives none (a quiet icon button). */
export const menuTriggerClass =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm text-muted hover:bg-sunken hover:text-fg';

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ↓ opens it on the first item, ↑ on the
 * last; ↑ ↓ Home End move; Escape closes it and gives focus back to the button; Tab or a click
 * elsewhere closes it. Choosing an item closes it first, so a dialog the item opens returns focus
 * to the button.
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  items,
  onOpenChange,
  align = 'end',
  initiallyOpen,
}: MenuProps) {
  const [open, setOpen] = useState(initiallyOpen !== undefined);
  const [start, setStart] = useState<'first' | 'last'>(initiallyOpen ?? 'first');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const toggle = (next: boolean, from: 'first' | 'last' = 'first') => {
    setStart(from);
    setOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!open) return undefined;
    const entries = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    entries?.[start === 'first' ? 0 : entries.length - 1]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Focus moves in when the menu opens, not each time the items change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    toggle(false);
    button.current?.focus();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % entries.length,
      ArrowUp: (at - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      entries[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      toggle(false);
    }
  };

  return (
    // Clicks inside stay inside: a menu on a clickable card does not also open the card.
    <div ref={root} className="relative" onClick={(event) => event.stopPropagation()}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? toggle(false) : toggle(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            toggle(true, event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
        className={triggerClassName ?? menuTriggerClass}
      >
        {trigger ?? label}
      </button>
      {open ? (
        <ul
          ref={list}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onListKey}
          className={cx(
            'absolute top-full z-30 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col rounded-xl border border-line bg-raised p-1 text-start shadow-lg',
            align === 'end' ? 'inset-e-0' : 'inset-s-0',
          )}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                onClick={() => {
                  if (item.disabled) return;
                  close();
                  item.onSelect();
                }}
                className={cx(
                  'flex w-full flex-col items-start rounded-lg px-3 py-2 text-start text-sm hover:bg-sunken focus:bg-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
                  item.danger ? 'text-danger' : 'text-fg',
                )}
              >
                <span className="font-medium">{item.label}</span>
                {item.description ? <span className="text-xs text-muted">{item.description}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
