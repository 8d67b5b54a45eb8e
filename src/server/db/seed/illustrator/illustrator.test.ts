import { CATEGORY_SLUGS } from '../../../../domain/catalog';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  drawAvatar,
  drawCategoryImage,
  drawGarment,
  drawHeroBanner,
  PALETTES,
  renderWebp,
  type GarmentKind,
  type IllustrationSpec,
} from './index';

const KINDS: GarmentKind[] = [
  'habesha-kemis',
  'modern-kemis',
  'mens-shirt',
  'mens-suit',
  'netela',
  'kids-set',
  'couple-set',
  'wedding-dress',
  'accessory',
];

const SLUGS = CATEGORY_SLUGS;

async function webpSize(svg: string, width: number): Promise<{ format?: string; width?: number; height?: number }> {
  const buf = await renderWebp(svg, { width });
  const meta = await sharp(buf).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('palettes', () => {
  it('offers at least 12 colourways with 2-4 tibeb colours each', () => {
    expect(PALETTES.length).toBeGreaterThanOrEqual(12);
    for (const p of PALETTES) {
      expect(p.tibeb.length).toBeGreaterThanOrEqual(2);
      expect(p.tibeb.length).toBeLessThanOrEqual(4);
      for (const c of [p.base, p.accent, p.background, ...p.tibeb]) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('drawGarment', () => {
  it('is deterministic: the same spec gives the same string', () => {
    for (const kind of KINDS) {
      for (let view = 0; view < 4; view++) {
        const spec: IllustrationSpec = { kind, seed: 42, view };
        expect(drawGarment(spec)).toBe(drawGarment({ ...spec }));
      }
    }
  });

  it('varies by seed and by view', () => {
    for (const kind of KINDS) {
      const views = [0, 1, 2, 3].map((view) => drawGarment({ kind, seed: 7, view }));
      expect(new Set(views).size).toBe(4);
      expect(drawGarment({ kind, seed: 7, view: 0 })).not.toBe(drawGarment({ kind, seed: 8, view: 0 }));
    }
  });

  it('honours an explicit palette and pattern', () => {
    const palette = PALETTES[3];
    if (!palette) throw new Error('missing palette');
    const svg = drawGarment({ kind: 'habesha-kemis', seed: 1, view: 0, palette, pattern: 2 });
    expect(svg).toContain(palette.tibeb[0]);
    expect(svg).not.toBe(drawGarment({ kind: 'habesha-kemis', seed: 1, view: 0, palette, pattern: 3 }));
  });

  it('produces 800x1000 SVG without text, well under 150 KB', () => {
    for (const kind of KINDS) {
      for (let view = 0; view < 4; view++) {
        const svg = drawGarment({ kind, seed: 3, view });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">')).toBe(true);
        expect(svg).not.toMatch(/<text|foreignObject|NaN|undefined/);
        expect(svg.length).toBeLessThan(150 * 1024);
      }
    }
  });

  it('renders every kind and view to a WebP of the right size', async () => {
    for (const kind of KINDS) {
      for (let view = 0; view < 4; view++) {
        expect(await webpSize(drawGarment({ kind, seed: 5, view }), 400)).toEqual({ format: 'webp', width: 400, height: 500 });
      }
    }
  }, 60_000);
});

describe('drawCategoryImage', () => {
  it('renders all category slugs, plus a fallback for unknown slugs', async () => {
    const seen = new Set<string>();
    for (const slug of [...SLUGS, 'not-a-category']) {
      const svg = drawCategoryImage(slug);
      expect(svg).toBe(drawCategoryImage(slug));
      seen.add(svg);
      expect(await webpSize(svg, 400)).toEqual({ format: 'webp', width: 400, height: 500 });
    }
    expect(seen.size).toBe(SLUGS.length + 1);
  }, 30_000);
});

describe('drawAvatar', () => {
  it('is 400x400, deterministic and differs by seed', async () => {
    const a = drawAvatar('Almaz', 1);
    expect(a).toBe(drawAvatar('Almaz', 1));
    const variants = new Set([1, 2, 3, 4, 5, 6].map((s) => drawAvatar('Almaz', s)));
    expect(variants.size).toBe(6);
    expect(await webpSize(a, 200)).toEqual({ format: 'webp', width: 200, height: 200 });
  });
});

describe('drawHeroBanner', () => {
  it('renders a 1600x900 banner', async () => {
    const svg = drawHeroBanner(2);
    expect(svg).toBe(drawHeroBanner(2));
    expect(svg).toContain('viewBox="0 0 1600 900"');
    expect(await webpSize(svg, 1600)).toEqual({ format: 'webp', width: 1600, height: 900 });
  });
});
