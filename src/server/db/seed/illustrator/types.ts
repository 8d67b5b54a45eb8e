export type GarmentKind =
  | 'habesha-kemis'
  | 'modern-kemis'
  | 'mens-shirt'
  | 'mens-suit'
  | 'netela'
  | 'kids-set'
  | 'couple-set'
  | 'wedding-dress'
  | 'accessory';

export interface Palette {
  base: string;
  /** 2-4 thread colours, in order of prominence. */
  tibeb: string[];
  accent: string;
  background: string;
}

export interface IllustrationSpec {
  kind: GarmentKind;
  seed: number;
  palette?: Palette;
  pattern?: number;
  /** 0 front, 1 back/alternative pose, 2 close-up of the tibeb, 3 styled flat-lay / hanger. */
  view: number;
}
