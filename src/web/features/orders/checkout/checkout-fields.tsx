import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One numbered step of the checkout form, as a card. */
export function CheckoutSection({ id, step, title, description, children, className }: { id: string; step: number; title: ReactNode; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-24 rounded-card border border-line bg-white p-4 shadow-card sm:p-6', className)}>
      <h2 id={`${id}-title`} className="flex items-center gap-3 font-display text-lg font-semibold sm:text-xl">
        <span aria-hidden className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-emerald font-sans text-sm font-bold text-white">
          {step}
        </span>
        {title}
      </h2>
      {description ? <p className="mt-1 pl-10 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
