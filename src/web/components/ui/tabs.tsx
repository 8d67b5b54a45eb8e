import { createContext, useCallback, useContext, useId, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Tabs with the markup, keyboard and `data-state` of Radix Tabs (WAI-ARIA tabs, automatic
 * activation), in a few hundred bytes: Radix's tabs brought its collection, roving focus and
 * presence modules, ~9 KB gzipped, onto the product page and the size guide, server-rendered
 * pages whose JavaScript counts against a cold visit.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  base: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs.Root>');
  return state;
}

// Values become parts of element ids; anything but letters, digits, '-' and '_' is replaced.
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

type RootProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function Root({ value, defaultValue, onValueChange, children, ...props }: RootProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const base = useId();
  const current = value ?? own;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      if (next !== current) onValueChange?.(next);
    },
    [value, current, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value: current, select, base }}>
      <div dir="ltr" data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End move between the list's tabs, wrapping, and select the one reached. */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  if (at === -1 || tabs.length === 0) return;
  event.preventDefault();
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  tabs[next]?.focus();
}

function List({ onKeyDown, ...props }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) onListKeyDown(event);
      }}
    />
  );
}

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'value'> & { value: string };

function Trigger({ value, onMouseDown, onKeyDown, onFocus, disabled, ...props }: TriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.base}-trigger-${idPart(value)}`}
      aria-selected={active}
      aria-controls={`${tabs.base}-content-${idPart(value)}`}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      {...props}
      // As Radix: the primary button's press selects (before the click), Enter and Space select,
      // and a tab that receives focus (arrow keys) is selected.
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (!disabled && event.button === 0 && !event.ctrlKey && !event.defaultPrevented) tabs.select(value);
        else if (event.button === 0 && event.ctrlKey) event.preventDefault();
      }}
      onClick={(event) => {
        props.onClick?.(event);
        // A click without a press first (keyboard, assistive technology, a replayed tap) selects too.
        if (!disabled && !event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!disabled && (event.key === 'Enter' || event.key === ' ')) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled && !active) tabs.select(value);
      }}
    />
  );
}

type ContentProps = ComponentPropsWithoutRef<'div'> & { value: string };

/** The selected tab's panel; the others stay in the markup, hidden and empty, as with Radix. */
function Content({ value, children, ...props }: ContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={`${tabs.base}-content-${idPart(value)}`}
      aria-labelledby={`${tabs.base}-trigger-${idPart(value)}`}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      tabIndex={0}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
