import { describe, expect, it } from 'vitest';
import { BLAZEPOSE_LANDMARK_COUNT, BLAZEPOSE_LANDMARK_NAMES, BLAZEPOSE_SKELETON, keypointsToLandmarks, landmarkIndex } from './landmarks';

describe('BlazePose landmarks', () => {
  it('has the 33 names in model order', () => {
    expect(BLAZEPOSE_LANDMARK_COUNT).toBe(33);
    expect(landmarkIndex('left_shoulder')).toBe(11);
    expect(landmarkIndex('right_hip')).toBe(24);
    expect(landmarkIndex('right_foot_index')).toBe(32);
    expect(new Set(BLAZEPOSE_LANDMARK_NAMES).size).toBe(33);
  });

  it('draws a skeleton between real landmarks', () => {
    for (const [a, b] of BLAZEPOSE_SKELETON) {
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(33);
    }
  });

  it('normalises pixels to fractions of the image, z by the width, score as visibility', () => {
    const [l] = keypointsToLandmarks([{ x: 512, y: 242, z: -102.4, score: 0.93 }], 1024, 968);
    expect(l).toEqual({ x: 0.5, y: 0.25, z: -0.1, visibility: 0.93 });
  });

  it('keeps points outside the frame and defaults a missing z and score to 0', () => {
    const [l] = keypointsToLandmarks([{ x: -10, y: 1100 }], 1000, 1000);
    expect(l).toEqual({ x: -0.01, y: 1.1, z: 0, visibility: 0 });
  });

  it('refuses an empty image size', () => {
    expect(() => keypointsToLandmarks([], 0, 10)).toThrow(RangeError);
  });
});
