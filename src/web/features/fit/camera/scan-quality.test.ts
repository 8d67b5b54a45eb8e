import { describe, expect, it } from 'vitest';
import { scanQualityOf, usedSideView } from './scan-quality';

const pose = (score: number) => ({ quality: { score } });

describe('scan quality', () => {
  it('knows when the server measured from the front only', () => {
    expect(usedSideView({ qualityFlags: [] })).toBe(true);
    expect(usedSideView({ qualityFlags: ['NO_SILHOUETTE', 'SIDE_VIEW_UNUSABLE'] })).toBe(false);
    expect(usedSideView({ qualityFlags: ['NO_SIDE_VIEW'] })).toBe(false);
  });

  it('averages both poses, and counts an unusable side view against the scan', () => {
    expect(scanQualityOf(pose(1), pose(0.85), { qualityFlags: [] })).toBe(0.93);
    expect(scanQualityOf(pose(1), pose(0.85), { qualityFlags: ['SIDE_VIEW_UNUSABLE'] })).toBe(0.75);
    expect(scanQualityOf(pose(0.7), pose(0.7), { qualityFlags: ['SIDE_VIEW_UNUSABLE'] })).toBeLessThan(scanQualityOf(pose(0.7), pose(0.7), { qualityFlags: [] }));
  });
});
