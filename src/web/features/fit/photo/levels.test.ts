import { describe, expect, it } from 'vitest';
import type { PoseLandmark } from '@domain/fit/types';
import { landmarkIndex } from '../../../lib/pose/landmarks';
import { levelFractions, measurementLevels } from './levels';

const body = (shoulderY: number, hipY: number): PoseLandmark[] => {
  const lm: PoseLandmark[] = Array.from({ length: 33 }, () => ({ x: 0.5, y: 0.5, z: 0, visibility: 0.9 }));
  for (const n of ['left_shoulder', 'right_shoulder'] as const) lm[landmarkIndex(n)] = { x: 0.5, y: shoulderY, z: 0, visibility: 0.9 };
  for (const n of ['left_hip', 'right_hip'] as const) lm[landmarkIndex(n)] = { x: 0.5, y: hipY, z: 0, visibility: 0.9 };
  return lm;
};

describe('measurementLevels', () => {
  it('puts shoulders, chest, waist and hips in order down the torso', () => {
    const levels = measurementLevels(body(0.3, 0.6), levelFractions('women'));
    expect(levels.map((l) => l.name)).toEqual(['shoulders', 'chest', 'waist', 'hips']);
    expect(levels[0]?.y).toBeCloseTo(0.3);
    const ys = levels.map((l) => l.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(levels[3]?.y).toBeGreaterThan(0.55);
  });
  it('draws the girths where the server read them, when it says', () => {
    const levels = measurementLevels(body(0.3, 0.6), levelFractions('women'), { waist: 0.47 });
    expect(levels.find((l) => l.name === 'waist')?.y).toBe(0.47);
    const fallback = measurementLevels(body(0.3, 0.6), levelFractions('women'));
    expect(levels.find((l) => l.name === 'chest')?.y).toBe(fallback.find((l) => l.name === 'chest')?.y);
  });
  it('draws nothing without a torso', () => {
    expect(measurementLevels([], levelFractions('men'))).toEqual([]);
    expect(measurementLevels(body(0.6, 0.3), levelFractions('children'))).toEqual([]);
  });
});
