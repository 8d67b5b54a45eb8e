import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementAt, HELD_EVENTS, holdInputUntilHydrated, pathUnderRoot } from './hold-input';

/** An element with just what the start script asks of one; selectors as the script writes them (`tag`, `[attr]`, `tag[attr="v"]`, lists). */
class FakeElement {
  id = '';
  parentElement: FakeElement | null = null;
  children: FakeElement[] = [];
  isConnected = true;
  value = '';
  readonly dispatched: string[] = [];
  clicks = 0;
  constructor(
    readonly tag: string,
    readonly attrs: Record<string, string> = {},
  ) {}
  append(...kids: FakeElement[]) {
    for (const kid of kids) {
      kid.parentElement = this;
      this.children.push(kid);
    }
    return this;
  }
  matches(selector: string): boolean {
    return selector.split(',').some((part) => {
      const m = /^(\w+)?(?:\[([\w-]+)(?:="([^"]*)")?\])?$/.exec(part.trim());
      if (!m) throw new Error(`selector not understood: ${part}`);
      const [, tag, attr, value] = m;
      if (tag && tag !== this.tag) return false;
      if (attr && !(attr in this.attrs)) return false;
      return value === undefined || this.attrs[attr!] === value;
    });
  }
  closest(selector: string): FakeElement | null {
    if (this.matches(selector)) return this;
    return this.parentElement ? this.parentElement.closest(selector) : null;
  }
  click() {
    this.clicks += 1;
  }
  dispatchEvent(event: { type: string }) {
    this.dispatched.push(event.type);
    return true;
  }
}

class FakeMouseEvent {
  constructor(readonly type: string) {}
}

function fakeWindow() {
  const listeners = new Map<string, (event: unknown) => void>();
  const win = {
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { win: win as unknown as Window, listeners };
}

const eventOn = (type: string, target: FakeElement) => ({ type, target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() });

/** #root > main > [button, select, a > button] */
function page() {
  const root = new FakeElement('div');
  root.id = 'root';
  const button = new FakeElement('button');
  const tab = new FakeElement('button', { role: 'tab' });
  const select = new FakeElement('select');
  const linkButton = new FakeElement('button');
  const link = new FakeElement('a', { href: '/product/1' }).append(linkButton);
  const main = new FakeElement('main').append(button, select, link, tab);
  root.append(main);
  return { root, main, button, tab, select, link, linkButton };
}

beforeEach(() => {
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('MouseEvent', FakeMouseEvent);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where an element sits under #root', () => {
  it('is the path of child indexes from #root, and finds the element again there', () => {
    const { root, linkButton, select } = page();
    const asElement = (el: FakeElement) => el as unknown as Element;
    expect(pathUnderRoot(asElement(linkButton))).toEqual([0, 2, 0]);
    expect(pathUnderRoot(asElement(root))).toEqual([]);
    expect(elementAt(asElement(root), [0, 1])).toBe(select);
    expect(elementAt(asElement(root), [0, 9])).toBeNull();
    expect(elementAt(null, [0])).toBeNull();
  });

  it('is null for an element outside #root', () => {
    const detached = new FakeElement('div').append(new FakeElement('button'));
    expect(pathUnderRoot(detached.children[0] as unknown as Element)).toBeNull();
  });
});

describe('input before hydration', () => {
  it('is held, then replayed in order in the task after the page has hydrated', () => {
    const { root, button, tab, select } = page();
    const { win, listeners } = fakeWindow();
    const timers: Array<() => void> = [];
    holdInputUntilHydrated(win, { getElementById: () => root as unknown as HTMLElement, activeElement: null }, (fn) => timers.push(fn));
    const hold = listeners.get('click')!;
    expect([...listeners.keys()]).toEqual([...HELD_EVENTS, 'tibeb:hydrated']);

    const tap = eventOn('click', button);
    hold(tap);
    expect(tap.preventDefault).toHaveBeenCalled();
    expect(tap.stopImmediatePropagation).toHaveBeenCalled();
    select.value = 'XL';
    hold(eventOn('change', select));
    hold(eventOn('click', tab));
    select.value = 'S';
    expect(button.clicks).toBe(0);

    listeners.get('tibeb:hydrated')!(new Event('tibeb:hydrated'));
    expect(button.clicks).toBe(0);
    timers.forEach((run) => run());
    expect(button.clicks).toBe(1);
    // The select gets the value chosen before hydration back, and React sees the change.
    expect(select.value).toBe('XL');
    expect(select.dispatched).toEqual(['change']);
    // A tab switches on mousedown (Radix): it gets one before its click.
    expect(tab.dispatched).toEqual(['mousedown']);
    expect(tab.clicks).toBe(1);
    expect(HELD_EVENTS.filter((type) => listeners.has(type))).toEqual([]);
  });

  it('replays a tap on the element that took the place of a replaced one', () => {
    const { root, main, button } = page();
    const { win, listeners } = fakeWindow();
    const timers: Array<() => void> = [];
    holdInputUntilHydrated(win, { getElementById: () => root as unknown as HTMLElement, activeElement: null }, (fn) => timers.push(fn));
    listeners.get('click')!(eventOn('click', button));
    // Hydration re-rendered the list: the button is a new element at the same place.
    button.isConnected = false;
    const successor = new FakeElement('button');
    successor.parentElement = main;
    main.children[0] = successor;
    listeners.get('tibeb:hydrated')!(new Event('tibeb:hydrated'));
    timers.forEach((run) => run());
    expect(button.clicks).toBe(0);
    expect(successor.clicks).toBe(1);
  });

  it('leaves links alone, and keeps a form from submitting itself as a plain GET', () => {
    const { root, linkButton, main } = page();
    const { win, listeners } = fakeWindow();
    holdInputUntilHydrated(win, { getElementById: () => root as unknown as HTMLElement, activeElement: null }, () => undefined);
    const inLink = eventOn('click', linkButton);
    listeners.get('click')!(inLink);
    expect(inLink.preventDefault).not.toHaveBeenCalled();
    const onText = eventOn('click', main);
    listeners.get('click')!(onText);
    expect(onText.preventDefault).not.toHaveBeenCalled();
    const submit = eventOn('submit', new FakeElement('form'));
    listeners.get('submit')!(submit);
    expect(submit.preventDefault).toHaveBeenCalled();
    expect(submit.stopImmediatePropagation).not.toHaveBeenCalled();
  });
});
