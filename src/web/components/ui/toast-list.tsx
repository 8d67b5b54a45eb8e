import { X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { toastsYieldingTo, useToasts, TOAST_DURATION_MS, type PlacedRegion, type ToastItem } from './toast';
import { placeToastsReport, toastRegionWidth, type KeepOut, type ToastPlacement } from './toast-placement';

function ToastView({ item }: { item: ToastItem }) {
  const dismiss = useToasts((s) => s.dismiss);
  const { t } = useTranslation();
  // Paused while the pointer rests on it or focus is in it, so it does not vanish while being read or closed.
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const remaining = useRef(item.durationMs ?? TOAST_DURATION_MS);
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1_000, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id, dismiss]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    dismiss(item.id);
  };
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
      data-toast-key={item.key}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
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
      <button
        onClick={() => dismiss(item.id)}
        aria-label={t('actions.close')}
        data-testid="toast-close"
        className="-m-1.5 grid h-11 w-11 shrink-0 place-items-center rounded-full opacity-70 hover:bg-ink/5 hover:opacity-100"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}

/** Running enter animations (a drawer sliding in) that move `el`: it is measured where it comes to rest. */
function settlingAnimations(el: Element, region: Element): Animation[] {
  return document.getAnimations().filter((a) => {
    const effect = a.effect;
    if (a.playState !== 'running' || !(effect instanceof KeyframeEffect) || !effect.target) return false;
    const end = effect.getComputedTiming().endTime;
    return typeof end === 'number' && Number.isFinite(end) && effect.target.contains(el) && !region.contains(effect.target);
  });
}

function settledRect(el: Element, region: Element): DOMRect {
  const moving = settlingAnimations(el, region);
  const times = moving.map((a) => a.currentTime);
  // Seek just short of the end (not to it, which would finish the animation and fire its events), read, seek back.
  for (const a of moving) a.currentTime = Number(a.effect?.getComputedTiming().endTime) - 1;
  const rect = el.getBoundingClientRect();
  moving.forEach((a, i) => (a.currentTime = times[i] ?? null));
  return rect;
}

/** The topmost open dialog, if any. */
const topDialog = (): Element | undefined => Array.from(document.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')).at(-1);

/**
 * What toasts must leave visible now: inside the topmost open dialog, the elements it marks with
 * `data-toast-avoid` (a drawer's header and totals, a dialog's close button; a centred dialog marks
 * itself as an area), or the whole dialog when it marks none; with no dialog open, the page's marked elements (the header with the cart).
 */
function keepOuts(region: Element, top: Element | undefined): KeepOut[] {
  const marked = top
    ? [top, ...Array.from(top.querySelectorAll('[data-toast-avoid]'))].filter((el) => el.hasAttribute('data-toast-avoid'))
    : Array.from(document.querySelectorAll('[data-toast-avoid]')).filter((el) => !el.closest('[role="dialog"], [role="alertdialog"]'));
  const boxes = top && marked.length === 0 ? [top] : marked;
  return boxes.map((el) => {
    const { top: y, left, width, height } = settledRect(el, region);
    return { top: y, left, width, height, level: el.getAttribute('data-toast-avoid') === 'area' ? 'area' : 'must' };
  });
}

const samePlacement = (a: ToastPlacement | null, b: ToastPlacement | null) => a?.left === b?.left && a?.top === b?.top && a?.bottom === b?.bottom;

/**
 * Keeps the region clear of what the shopper needs next, re-placing it while toasts are shown:
 * when they change, when a dialog opens, closes or changes (a drawer's totals appear once the cart
 * loads), on resize and scroll.
 */
function useToastPlacement(region: RefObject<HTMLOListElement | null>, toasts: readonly ToastItem[], setState: (update: (s: PlacedRegion) => PlacedRegion) => void): void {
  const place = useCallback(() => {
    const el = region.current;
    if (!el) return;
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const width = toastRegionWidth(viewport.width);
    const top = topDialog();
    const { placement, coversArea } = placeToastsReport({ viewport, region: { width, height: el.offsetHeight }, keepOuts: keepOuts(el, top) });
    // No room beside the dialog (a tall one on a phone): the toasts from before it opened give way
    // rather than hide its title and first field; dismissing them re-places the rest.
    const openedAfter = Number(top?.getAttribute('data-toast-after') ?? Number.NaN);
    if (coversArea && Number.isInteger(openedAfter)) {
      const { toasts: shown, dismiss } = useToasts.getState();
      const yielding = toastsYieldingTo(shown, openedAfter);
      if (yielding.length > 0) {
        yielding.forEach(dismiss);
        return;
      }
    }
    setState((s) => (s.width === width && samePlacement(s.placement, placement) ? s : { placement, width }));
  }, [region, setState]);

  // Before paint whenever the toasts change (a replaced toast keeps the count but not the height).
  useLayoutEffect(() => {
    if (toasts.length > 0) place();
  }, [toasts, place]);

  const showing = toasts.length > 0;
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), place()));
    };
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state', 'class'] });
    const sizes = new ResizeObserver(schedule);
    if (region.current) sizes.observe(region.current);
    window.addEventListener('resize', schedule);
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    document.addEventListener('animationend', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      sizes.disconnect();
      window.removeEventListener('resize', schedule);
      document.removeEventListener('scroll', schedule, { capture: true });
      document.removeEventListener('animationend', schedule, true);
    };
  }, [showing, place, region]);
}

/** The shown toasts, inside the region Toaster keeps on the page, which this places. */
export function ToastList({ region, toasts, onPlaced }: { region: RefObject<HTMLOListElement | null>; toasts: readonly ToastItem[]; onPlaced(update: (s: PlacedRegion) => PlacedRegion): void }) {
  useToastPlacement(region, toasts, onPlaced);
  return toasts.map((item) => <ToastView key={item.id} item={item} />);
}

