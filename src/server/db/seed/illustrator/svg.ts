/**
 * Minimal SVG string helpers. Numbers are rounded to one decimal so output is
 * compact and byte-identical across runs (no float noise in the markup).
 */

export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export type Attrs = Record<string, string | number | undefined>;

export function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return out;
}

export function el(name: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
}

/** Collects <defs> and hands out document-unique ids so composed garments never clash. */
export class Doc {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Reuses an identical definition (same key) instead of emitting it twice. */
  cached(key: string, build: (id: string) => string, prefix = 'd'): string {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const id = this.uid(prefix);
    this.cache.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  clip(shape: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return id;
  }

  render(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/* ---------- colour ---------- */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const v = parseInt(full.slice(0, 6), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number): string => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** t < 0 darkens toward black, t > 0 lightens toward white. */
export function shade(c: string, t: number): string {
  return t < 0 ? mix(c, '#000000', -t) : mix(c, '#ffffff', t);
}
