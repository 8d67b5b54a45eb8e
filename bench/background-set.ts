// The background remover's test photos with known masks: the catalogue's illustrator draws
// garments (its own studio backdrop and drop shadow, or the same garment laid over a busy
// texture), and the masks come from drawing the garment alone. Used by bench/background.ts.
import sharp from 'sharp';
import { drawGarment, type GarmentKind } from '../src/server/db/seed/illustrator';

export interface TestPhoto {
  name: string;
  kind: 'plain' | 'textured' | 'people-plain' | 'people-textured';
  /** PNG bytes of the photo. */
  png: Buffer;
  /** The true mask, one byte per pixel (255 subject). */
  mask: Uint8Array;
  width: number;
  height: number;
}

const KINDS: GarmentKind[] = ['habesha-kemis', 'netela', 'mens-shirt', 'mens-suit', 'kids-set', 'modern-kemis', 'wedding-dress', 'couple-set'];
const WIDTH = 800;
const HEIGHT = 1000;

/** The element starting at `start` with its children (balanced <g>…</g>). */
function groupEnd(svg: string, start: number): number {
  let depth = 0;
  const re = /<g[\s>]|<\/g>/g;
  re.lastIndex = start;
  for (let m = re.exec(svg); m; m = re.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) return m.index + 4;
  }
  throw new Error('unbalanced svg');
}

/** The garment alone: the full-canvas backdrop rectangles and the drop-shadow rings removed. */
export function garmentOnly(svg: string): string {
  let out = svg.replace(/<rect width="800" height="1000"[^>]*\/>/g, '');
  const shadow = /<g transform="translate\([^)]*\)" stroke-linejoin="round">/.exec(out);
  if (shadow) out = out.slice(0, shadow.index) + out.slice(groupEnd(out, shadow.index));
  return out;
}

/** Busy surfaces a garment is photographed on: a bed cover, floor boards, a patterned cloth. */
export function textureSvg(i: number): string {
  const pattern = [
    // Checked bed cover.
    `<pattern id="t" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#c9a227"/><rect width="30" height="60" fill="#7a1f2b" opacity="0.55"/><rect width="60" height="30" fill="#1f3a7a" opacity="0.4"/></pattern>`,
    // Floor boards.
    `<pattern id="t" width="800" height="90" patternUnits="userSpaceOnUse"><rect width="800" height="90" fill="#8b5a2b"/><rect y="84" width="800" height="6" fill="#4a2e14"/><path d="M0 30 Q200 20 400 35 T800 30" stroke="#6e4420" stroke-width="5" fill="none"/><rect x="310" width="5" height="90" fill="#4a2e14"/></pattern>`,
    // Flowered cloth.
    `<pattern id="t" width="70" height="70" patternUnits="userSpaceOnUse"><rect width="70" height="70" fill="#2e6b4f"/><circle cx="20" cy="20" r="11" fill="#f2c14e"/><circle cx="55" cy="50" r="8" fill="#e86a5c"/><circle cx="50" cy="15" r="4" fill="#fdf6e3"/></pattern>`,
    // Grey street tiles.
    `<pattern id="t" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="#9a9a96"/><rect x="3" y="3" width="94" height="94" fill="#b4b3ad"/><circle cx="40" cy="60" r="9" fill="#8e8d88"/></pattern>`,
  ][i % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs>${pattern}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#t)"/></svg>`;
}

async function maskOf(svg: string): Promise<Uint8Array> {
  const { data } = await sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (a) => (a >= 128 ? 255 : 0));
}

/** 8 garments on the illustrator's studio backdrop and the same 8 on four busy textures. */
export async function garmentTestPhotos(): Promise<TestPhoto[]> {
  const out: TestPhoto[] = [];
  for (const [i, kind] of KINDS.entries()) {
    const seed = 11 + i * 7;
    const view = i % 3 === 2 ? 3 : i % 2;
    const svg = drawGarment({ kind, seed, view });
    const alone = garmentOnly(svg);
    const mask = await maskOf(alone);
    const png = await sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).png().toBuffer();
    out.push({ name: `${kind}-${seed}-v${view}`, kind: 'plain', png, mask, width: WIDTH, height: HEIGHT });
    const garment = await sharp(Buffer.from(alone)).resize(WIDTH, HEIGHT).png().toBuffer();
    const textured = await sharp(Buffer.from(textureSvg(i))).composite([{ input: garment }]).png().toBuffer();
    out.push({ name: `${kind}-${seed}-v${view}-texture${i % 4}`, kind: 'textured', png: textured, mask, width: WIDTH, height: HEIGHT });
  }
  return out;
}
