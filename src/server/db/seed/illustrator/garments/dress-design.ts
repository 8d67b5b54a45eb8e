import type { Tibeb } from '../patterns';

export type SleeveKind = 'long' | 'three-quarter' | 'bell' | 'short' | 'puff' | 'cap' | 'none';
export type NeckKind = 'round' | 'v' | 'boat' | 'square';
export type DressPose = 'front' | 'back' | 'flat';

export interface CapeDesign {
  kind: 'kaba' | 'sheer';
  color: string;
  length: number;
  trim: Tibeb;
}

/**
 * Everything that makes one dress "the same product" across views. Local
 * coordinates: x = 0 is the centre front, y = 0 the shoulder/neck line.
 */
export interface DressDesign {
  neck: NeckKind;
  neckW: number;
  neckDepth: number;
  shoulderW: number;
  shoulderDrop: number;
  bustW: number;
  armpitY: number;
  waistW: number;
  waistY: number;
  hipOut: number;
  length: number;
  hemW: number;
  hemSag: number;
  waves: number;
  waveAmp: number;
  wavePhase: number;
  sleeve: SleeveKind;
  sleeveLen: number;
  cuffW: number;
  sleeveAngle: number;
  panelW: number;
  /** Heights of the stacked hem bands, bottom band first. */
  hemBands: number[];
  hemMargin: number;
  bandGap: number;
  cuffBandH: number;
  neckTrimW: number;
  sash: boolean;
  /** Embroidered shield-shaped chest piece around the neckline. */
  chestPiece: boolean;
  /** Small scattered cross motifs (tilf) over the skirt. */
  scatter: boolean;
  folds: number[];
  cloth: string;
  tibeb: Tibeb;
  trim: Tibeb;
  cape: CapeDesign | null;
}
