export type { GarmentKind, IllustrationSpec, Palette } from './types';
export { PALETTES } from './palettes';
export { drawGarment } from './draw-garment';
export { drawCategoryImage } from './category';
export { drawAvatar, type AvatarPresentation } from './avatar';
export { drawHeroBanner } from './hero';
export { renderWebp } from './render';
