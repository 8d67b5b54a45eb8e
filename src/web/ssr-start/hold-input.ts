type Timer = (run: () => void, ms: number) => unknown;

/** The events held until hydration. */
export const HELD_EVENTS = ['click', 'submit', 'change', 'input', 'focusin'] as const;

/** What is held: a button, a radio or a checkbox (a tap on it), unless it sits inside a link. */
const TAPPABLE = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="radio"], input[type="checkbox"]';

/** How many times, 50 ms apart, typed text waits for its field's own hydration (10 s). */
const HAND_OVER_TRIES = 200;

/**
 * Where an element sits under #root, as child indexes from #root down, to find its successor if
 * hydration had to re-render; null for an element outside #root or no longer in the document.
 */
export function pathUnderRoot(el: Element): number[] | null {
  const path: number[] = [];
  for (let node = el; node.id !== 'root'; ) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return path;
}

/** The element at `path` under `root` (pathUnderRoot), if there is one. */
export function elementAt(root: Element | null, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node ? (node.children[i] ?? null) : null;
  return node;
}

/** Whether React has hydrated the element (it keeps its props on the node). */
const ownedByReact = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps'));

/**
 * Until the page has hydrated (app/layout.tsx fires `tibeb:hydrated`), a tap on a button, radio or
 * checkbox, a changed select or text typed into a field would be lost, and a form would submit
 * itself as a plain GET: those are held here and replayed, in order, once React handles them.
 */
export function holdInputUntilHydrated(win: Pick<Window, 'addEventListener' | 'removeEventListener'>, doc: Pick<Document, 'getElementById' | 'activeElement'>, setTimeout: Timer): void {
  const held: Array<() => void> = [];
  const typed = new Set<Element>();

  /** Runs `act` on the element at replay, or on its successor if hydration replaced it. */
  const later = (el: Element, act: (node: Element) => void) => {
    const path = pathUnderRoot(el);
    held.push(() => {
      const node = !el.isConnected && path ? elementAt(doc.getElementById('root'), path) : el;
      if (node && node.isConnected) act(node);
    });
  };

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'submit') {
      event.preventDefault();
      return;
    }
    if (event.type === 'focusin') {
      // React did not see the focus (a search box opens its panel on focus): show it again.
      if (target.matches('input, textarea, select')) {
        later(target, (field) => {
          if (doc.activeElement !== field) return;
          (field as HTMLElement).blur();
          (field as HTMLElement).focus();
        });
      }
      return;
    }
    if (event.type === 'input') {
      // Text typed before hydration is in the field but not in React's state: hand it over.
      if (target.matches('input, textarea') && !typed.has(target)) {
        typed.add(target);
        later(target, (node) => {
          const field = node as HTMLInputElement | HTMLTextAreaElement;
          // A field inside a boundary React hydrates later than the page has no React props yet;
          // handing the text over then would be lost (React would take the typed text as the
          // value it already knew). Wait for the field's own hydration, for up to 10 s.
          const handOver = (tries: number) => {
            if (!field.isConnected) return;
            if (!ownedByReact(field) && tries > 0) return void setTimeout(() => handOver(tries - 1), 50);
            const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
            const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
            const value = field.value;
            // React tracks the value it last saw; make it see the typed text as a change.
            field.value = '';
            setNative?.call(field, value);
            field.dispatchEvent(new Event('input', { bubbles: true }));
          };
          handOver(HAND_OVER_TRIES);
        });
      }
      return;
    }
    if (event.type === 'change') {
      if (target.matches('select')) {
        const value = (target as HTMLSelectElement).value;
        later(target, (node) => {
          const select = node as HTMLSelectElement;
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        });
      }
      return;
    }
    // A radio or checkbox tapped early (the sale page's filter chips) was ticked by the browser but
    // never seen by React: held like a button, the browser undoes the tick and the replay makes it.
    const button = target.closest(TAPPABLE);
    if (!button || button.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    later(button, (el) => {
      // Tabs switch on mousedown (Radix), not on click: a tab tapped early did nothing.
      if (el.matches('[role="tab"]')) el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      (el as HTMLElement).click();
    });
  };

  for (const type of HELD_EVENTS) win.addEventListener(type, hold, true);
  // The signal comes from an effect. React cannot hydrate a card's boundary synchronously from
  // inside its own effects, and drops a click on a boundary it could not hydrate: the replay runs
  // in a task of its own, and holding goes on until then so nothing overtakes what was held.
  win.addEventListener(
    'tibeb:hydrated',
    () =>
      setTimeout(() => {
        for (const type of HELD_EVENTS) win.removeEventListener(type, hold, true);
        for (const replay of held.splice(0)) replay();
      }, 0),
    { once: true },
  );
}
