import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  neutral: 'bg-linen text-ink',
  emerald: 'bg-emerald-tint text-emerald-dark',
  saffron: 'bg-saffron-tint text-[#7a5a00]',
  crimson: 'bg-crimson text-white',
  ink: 'bg-ink text-cotton',
} as const;

export function Badge({ children, tone = 'neutral', className }: { children: ReactNode; tone?: keyof typeof TONES; className?: string }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>{children}</span>;
}
