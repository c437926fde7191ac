import { useEffect } from 'react';
import { create } from 'zustand';
import { cx } from './cx';

type Tone = 'success' | 'error' | 'info';

/** A button inside the toast (e.g. 'View request'); pressing it also dismisses the toast. */
export interface ToastAction {
  label: string;
  onClick(): void;
}

interface ToastOptions {
  tone?: Tone;
  durationMs?: number;
  action?: ToastAction;
}

interface ToastItem {
  id: number;
  message: string;
  tone: Tone;
  durationMs: number;
  action?: ToastAction;
}

interface ToastState {
  toasts: ToastItem[];
  show(message: string, options?: ToastOptions): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  show(message, options) {
    const toast = {
      id: nextId++,
      message,
      tone: options?.tone ?? 'info',
      durationMs: options?.durationMs ?? 3000,
      action: options?.action,
    };
    set((state) => ({ toasts: [...state.toasts, toast] }));
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** Shorthand for showing a toast from anywhere. */
export const toast = (message: string, options?: ToastOptions) => useToasts.getState().show(message, options);

function ToastView({ item }: { item: ToastItem }) {
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [dismiss, item.id, item.durationMs]);
  return (
    <div
      className={cx(
        'pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg',
        item.tone === 'error' ? 'bg-danger-solid' : item.tone === 'success' ? 'bg-success-solid' : 'bg-inverse',
      )}
    >
      {item.message}
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            item.action!.onClick();
            dismiss(item.id);
          }}
          className="ms-3 rounded px-2 py-1 font-semibold underline underline-offset-2 hover:bg-white/10"
        >
          {item.action.label}
        </button>
      ) : null}
    </div>
  );
}

/** Renders the toasts; mounted once at the root of the app. */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </div>
  );
}
