import { Slot } from 'radix-ui';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  primary: 'bg-ink text-cotton hover:bg-black disabled:bg-ink/40',
  accent: 'bg-emerald text-white hover:bg-emerald-dark disabled:bg-emerald/40',
  outline: 'border border-ink/20 bg-white text-ink hover:border-ink/60 hover:bg-linen disabled:text-ink/40',
  ghost: 'text-ink hover:bg-linen disabled:text-ink/40',
  danger: 'bg-crimson text-white hover:bg-[#8f1b2a] disabled:bg-crimson/40',
  link: 'text-emerald underline-offset-4 hover:underline px-0 min-h-0',
} as const;

const SIZES = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'h-11 w-11 p-0',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', asChild, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
});
