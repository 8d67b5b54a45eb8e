import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; when two Tailwind utilities of the same group and variant meet, the later
 * one wins (`cn('px-4 text-ink', 'px-0 text-crimson')` gives `px-0 text-crimson`). That is the
 * part of tailwind-merge the app relies on, in about a tenth of its 8 KB (gzipped) on every page:
 * in Tailwind's stylesheet the order of rules, not of class names, decides a conflict, and it
 * often disagrees with the caller (`rounded-md` beats `rounded-full`, `text-ink` beats
 * `text-crimson`). Groups this does not know are kept as they are.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  // The same few combinations come back on every render of every card and button: merged once.
  const cached = merged.get(joined);
  if (cached !== undefined) return cached;
  const result = merge(joined);
  if (merged.size >= MERGED_MAX) merged.clear();
  merged.set(joined, result);
  return result;
}

const MERGED_MAX = 1000;
const merged = new Map<string, string>();

function merge(joined: string): string {
  const classes = joined.split(' ');
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const cls = classes[i] as string;
    if (!cls) continue;
    const group = classGroup(cls);
    if (group !== null) {
      if (seen.has(group)) continue;
      seen.add(group);
    }
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}

const DISPLAY = new Set(['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table', 'flow-root', 'list-item']);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const TEXT_SIZES = /^(xs|sm|base|lg|\d?xl|\[\d.*(px|rem|em)\])$/;
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const TEXT_OTHER = new Set(['wrap', 'nowrap', 'balance', 'pretty', 'ellipsis', 'clip']);
const BORDER_STYLE = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none', 'collapse', 'separate']);
const BG_NOT_COLOR = /^(cover|contain|auto|center|top|bottom|left|right|repeat|no-repeat|repeat-x|repeat-y|fixed|local|scroll|none|clip-.*|origin-.*|linear-.*|radial-.*|conic-.*|gradient-.*|blend-.*|size-.*|position-.*)$/;
const FLEX_DIRECTION = new Set(['row', 'col', 'row-reverse', 'col-reverse']);
const FLEX_WRAP = new Set(['wrap', 'nowrap', 'wrap-reverse']);
const OBJECT_FIT = new Set(['contain', 'cover', 'fill', 'none', 'scale-down']);

/**
 * Utilities whose name is `prefix` or `prefix-value`, one group each; longest prefix first. Width
 * and colour share a prefix in ring, outline, fill and stroke, so those are left alone.
 */
const PREFIXES = [
  'grid-cols', 'grid-rows', 'col-span', 'row-span', 'line-clamp', 'min-w', 'min-h', 'max-w', 'max-h', 'gap-x', 'gap-y', 'space-x', 'space-y',
  'inset-x', 'inset-y', 'translate-x', 'translate-y', 'scale-x', 'scale-y', 'overflow-x', 'overflow-y', 'place-items', 'place-content', 'place-self',
  'items', 'justify', 'self', 'content', 'inset', 'top', 'right', 'bottom', 'left', 'z', 'w', 'h', 'size', 'gap', 'order', 'opacity', 'shadow',
  'aspect', 'leading', 'tracking', 'overflow', 'whitespace', 'scale', 'rotate', 'cursor', 'duration', 'ease', 'delay', 'basis', 'grow', 'shrink',
  'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'p', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me', 'm',
];

/** `variant:…|group` for a utility, or null when its group is unknown. Exported for the tests. */
export function classGroup(cls: string): string | null {
  // Variants are everything before the last ':' outside brackets (`sm:`, `hover:`, `data-[x]:`).
  let depth = 0;
  let split = -1;
  for (let i = 0; i < cls.length; i += 1) {
    const c = cls[i];
    if (c === '[') depth += 1;
    else if (c === ']') depth -= 1;
    else if (c === ':' && depth === 0) split = i;
  }
  const variant = cls.slice(0, split + 1);
  let name = cls.slice(split + 1);
  const important = name.startsWith('!') ? '!' : '';
  name = name.replace(/^!/, '').replace(/^-/, '');
  const group = utilityGroup(name);
  return group === null ? null : `${variant}${important}|${group}`;
}

function utilityGroup(name: string): string | null {
  if (DISPLAY.has(name)) return 'display';
  if (POSITION.has(name)) return 'position';
  const dash = name.indexOf('-');
  const head = dash < 0 ? name : name.slice(0, dash);
  const rest = dash < 0 ? '' : name.slice(dash + 1);
  switch (head) {
    case 'text':
      if (TEXT_SIZES.test(rest)) return 'text-size';
      if (TEXT_ALIGN.has(rest)) return 'text-align';
      if (TEXT_OTHER.has(rest)) return `text-${rest}`;
      return rest ? 'text-color' : null;
    case 'font':
      return FONT_WEIGHTS.has(rest) ? 'font-weight' : rest ? 'font-family' : null;
    case 'bg':
      return rest && !BG_NOT_COLOR.test(rest) ? 'bg-color' : null;
    case 'rounded': {
      const side = /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/.exec(rest)?.[1] ?? '';
      return `rounded-${side}`;
    }
    case 'border': {
      const side = /^(t|r|b|l|x|y|s|e)(-|$)/.exec(rest)?.[1];
      const value = side ? rest.slice(side.length + 1) : rest;
      if (value === '' || /^\d+$/.test(value)) return `border-width-${side ?? ''}`;
      if (BORDER_STYLE.has(value)) return 'border-style';
      return `border-color-${side ?? ''}`;
    }
    case 'flex':
      if (FLEX_DIRECTION.has(rest)) return 'flex-direction';
      if (FLEX_WRAP.has(rest)) return 'flex-wrap';
      return rest ? 'flex' : null;
    case 'object':
      return OBJECT_FIT.has(rest) ? 'object-fit' : 'object-position';
    default:
      break;
  }
  for (const prefix of PREFIXES) {
    if (name === prefix || name.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}
