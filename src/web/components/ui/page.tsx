import { useEffect, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Every page root carries data-testid="page-{name}-root" and sets the document title. */
export function PageRoot({ name, title, children, className }: { name: string; title?: string; children: ReactNode; className?: string }) {
  useEffect(() => {
    if (title) document.title = `${title} · Tibeb`;
  }, [title]);
  return (
    <div data-testid={`page-${name}-root`} className={cn('min-h-[60dvh]', className)}>
      {children}
    </div>
  );
}

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** The page hero: a title on cotton with the woven band beneath. */
export function PageHero({ title, subtitle, eyebrow, children }: { title: ReactNode; subtitle?: ReactNode; eyebrow?: ReactNode; children?: ReactNode }) {
  return (
    <section className="border-b border-line bg-linen/60">
      <Container className="py-10 sm:py-14">
        {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-emerald">{eyebrow}</p> : null}
        <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-base text-ink-soft sm:text-lg">{subtitle}</p> : null}
        {children}
      </Container>
      <div className="tibeb-band tibeb-band-thin" />
    </section>
  );
}

export function EmptyState({ icon, title, description, actions }: { icon?: ReactNode; title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
      {icon ? <div className="mb-4 text-4xl text-muted">{icon}</div> : null}
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      {description ? <p className="mt-2 text-ink-soft">{description}</p> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
