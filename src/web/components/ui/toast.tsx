import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { cn } from '../../lib/cn';

/** shop.md §9: at most 3 toasts shown, 4 s by default. */
export const MAX_TOASTS = 3;
export const TOAST_DURATION_MS = 4_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive' | 'warning';
  durationMs?: number;
  action?: { label: string; onClick: () => void };
}
interface ToastItem extends ToastInput {
  id: number;
}

interface ToastState {
  toasts: ToastItem[];
  push(t: ToastInput): number;
  dismiss(id: number): void;
}

let nextId = 1;
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (input) => {
    const id = nextId++;
    // Newest first; the oldest beyond the cap is dropped.
    set((s) => ({ toasts: [{ ...input, id }, ...s.toasts].slice(0, MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function toast(input: ToastInput): number {
  return useToasts.getState().push(input);
}

function ToastView({ item }: { item: ToastItem }) {
  const dismiss = useToasts((s) => s.dismiss);
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs, dismiss]);
  const tone = {
    default: 'border-line bg-white',
    success: 'border-emerald/40 bg-white',
    destructive: 'border-crimson bg-crimson text-white',
    warning: 'border-saffron bg-saffron-tint',
  }[item.variant ?? 'default'];
  return (
    <li
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      className={cn('pointer-events-auto flex w-full items-start gap-3 rounded-card border p-4 shadow-card animate-toast-in', tone)}
    >
      {item.variant === 'success' ? <span aria-hidden className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-emerald" /> : null}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className={cn('mt-0.5 text-sm', item.variant === 'destructive' ? 'text-white/90' : 'text-ink-soft')}>{item.description}</p> : null}
        {item.action ? (
          <button className="mt-2 text-sm font-semibold underline" onClick={item.action.onClick}>
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button onClick={() => dismiss(item.id)} aria-label={t('actions.close')} className="-m-1 grid h-8 w-8 place-items-center rounded-full opacity-70 hover:opacity-100">
        <X className="h-4 w-4" />
      </button>
    </li>
  );
}

export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  // Top on phones, where the bottom holds drawers' totals and actions; bottom right elsewhere.
  return (
    <ol aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 sm:top-auto sm:bottom-4 sm:right-4 sm:left-auto sm:mx-0">
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </ol>
  );
}
