/**
 * Pixels to centimetres, and the body's levels, from one photographed view.
 *
 * Scale: the stated height is the top of the head to the floor; the landmarks give the eyes (or
 * the ears) and the ankles. The model fitted on ANSUR II (girth-model.ts) says how far the eyes /
 * ears sit below the top of the head and the ankles above the floor for a body of that stature,
 * so   pixels per cm = (ankle line − eye line in px) / (stature − eye offset − ankle height).
 * Levels: the shoulder and hip landmark lines are measured; chest, navel-level waist and buttock
 * levels are placed between them at the survey's mean fractions, the crotch between hip and knee.
 */
import { headToAnkleSpanCm, linear, type GirthSite, type SexModel } from './girth-model';
import { LM } from './quality-gate';
import type { PoseView } from './types';

/** A landmark is used for measuring when its visibility is at least this (the gate's 0.6 is for feedback). */
export const USABLE_VISIBILITY = 0.5;
/** docs/requirements/sizing.md: a calibration over fewer pixels than this makes no sense. */
export const MIN_SPAN_PX = 50;
export const HEIGHT_RANGE_CM = [50, 250] as const;

export interface Point {
  x: number;
  y: number;
  visibility: number;
}

export interface ViewGeometry {
  pxPerCm: number;
  headReference: 'eye' | 'ear';
  /** Relative standard deviation of the scale (from the survey fit). */
  scaleRelSd: number;
  /** Pixel rows of the landmark lines, and the floor below the ankles. */
  headY: number;
  ankleY: number;
  floorY: number;
  shoulderY: number;
  hipY: number;
  kneeY: number | null;
  /** The body's midline (mean x of the visible shoulders and hips), px. */
  midX: number;
  /** Visibilities of the landmarks the scale and levels rest on. */
  baseVisibility: number;
  point: (index: number) => Point | null;
}

export type GeometryFailure = { code: 'LANDMARKS_MISSING' | 'CALIBRATION_FAILED'; reason: string };

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
/** Averages a prediction over the models in force (children: both sexes' models). */
export const over = (models: readonly SexModel[], f: (m: SexModel) => number): number => mean(models.map(f));

export function readViewGeometry(view: PoseView, statureCm: number, models: readonly SexModel[]): ViewGeometry | GeometryFailure {
  const W = view.imageWidth;
  const H = view.imageHeight;
  const point = (i: number): Point | null => {
    const l = view.landmarks[i];
    return l && l.visibility >= USABLE_VISIBILITY ? { x: l.x * W, y: l.y * H, visibility: l.visibility } : null;
  };
  const seen = (indices: readonly number[]): Point[] => indices.map(point).filter((p): p is Point => p !== null);

  const eyes = seen([LM.leftEye, LM.rightEye]);
  const ears = seen([LM.leftEar, LM.rightEar]);
  const ankles = seen([LM.leftAnkle, LM.rightAnkle]);
  const shoulders = seen([LM.leftShoulder, LM.rightShoulder]);
  const hips = seen([LM.leftHip, LM.rightHip]);
  const knees = seen([LM.leftKnee, LM.rightKnee]);
  const head = eyes.length > 0 ? eyes : ears;
  if (head.length === 0) return { code: 'LANDMARKS_MISSING', reason: 'HEAD_NOT_VISIBLE' };
  if (ankles.length === 0) return { code: 'LANDMARKS_MISSING', reason: 'ANKLES_NOT_VISIBLE' };
  if (shoulders.length === 0) return { code: 'LANDMARKS_MISSING', reason: 'SHOULDERS_NOT_VISIBLE' };
  if (hips.length === 0) return { code: 'LANDMARKS_MISSING', reason: 'HIPS_NOT_VISIBLE' };

  const headReference = eyes.length > 0 ? 'eye' : 'ear';
  const headY = mean(head.map((p) => p.y));
  const ankleY = mean(ankles.map((p) => p.y));
  const spanPx = ankleY - headY;
  if (!(spanPx >= MIN_SPAN_PX)) return { code: 'CALIBRATION_FAILED', reason: 'SPAN_TOO_SMALL' };
  const shoulderY = mean(shoulders.map((p) => p.y));
  const hipY = mean(hips.map((p) => p.y));
  // A body whose hips are not between its shoulders and ankles is not standing (or the points are wrong).
  if (!(shoulderY > headY && hipY > shoulderY && ankleY > hipY)) return { code: 'CALIBRATION_FAILED', reason: 'BODY_ORDER_INVALID' };

  const spanCm = over(models, (m) => headToAnkleSpanCm(m, statureCm, headReference));
  const pxPerCm = spanPx / spanCm;
  const floorY = ankleY + over(models, (m) => linear(m.scale.ankleHeight, statureCm)) * pxPerCm;
  const kneeY = knees.length > 0 ? mean(knees.map((p) => p.y)) : null;
  const base = [...head, ...ankles, ...shoulders, ...hips];
  return {
    pxPerCm,
    headReference,
    scaleRelSd: over(models, (m) => (headReference === 'eye' ? m.scale.eyeSpanRelSd : m.scale.earSpanRelSd)),
    headY,
    ankleY,
    floorY,
    shoulderY,
    hipY,
    kneeY: kneeY !== null && kneeY > hipY && kneeY < ankleY ? kneeY : null,
    midX: mean([...shoulders, ...hips].map((p) => p.x)),
    baseVisibility: mean(base.map((p) => p.visibility)),
    point,
  };
}

export const isGeometryFailure = (g: ViewGeometry | GeometryFailure): g is GeometryFailure => 'code' in g;

/** Pixel row of a girth level. */
export function levelY(g: ViewGeometry, models: readonly SexModel[], site: GirthSite): number {
  return g.shoulderY + over(models, (m) => m.girths[site].levelFraction) * (g.hipY - g.shoulderY);
}

/** Height above the floor, cm, of a pixel row. */
export const heightAboveFloorCm = (g: ViewGeometry, y: number): number => (g.floorY - y) / g.pxPerCm;
