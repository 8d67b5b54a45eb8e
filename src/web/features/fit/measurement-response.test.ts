import { describe, expect, it } from 'vitest';
import { landmarkLevels, summariseMeasurements } from './measurement-response';

describe('summariseMeasurements', () => {
  it('pairs metric, imperial and per-metric confidence, and keeps numbers only', () => {
    const s = summariseMeasurements(
      {
        measurements: { chest: 96.5, waist: 82, note: 'x' },
        measurementsImperial: { chest: 38, waist: 32.3 },
        confidence: 0.8,
        confidencePerMetric: { chest: 0.9 },
        qualityFlags: ['SLIGHT_TURN', { code: 'LOW_LIGHT', message: 'Dim' }],
        sessionId: 's1',
      },
      1000,
    );
    expect(s.measurements).toEqual([
      ['chest', 96.5, 38, 0.9],
      ['waist', 82, 32.3, null],
    ]);
    expect(s.confidence).toBe(0.8);
    expect(s.qualityFlags).toEqual(['SLIGHT_TURN', 'LOW_LIGHT: Dim']);
    expect(s.sessionId).toBe('s1');
    expect(s.levels).toEqual([]);
  });

  it('reads levels as fractions or pixels, from a list or a map', () => {
    expect(summariseMeasurements({ levels: [{ name: 'chest', y: 0.3 }, { key: 'hip', y: 500 }] }, 1000).levels).toEqual([
      { name: 'chest', y: 0.3, from: 'server' },
      { name: 'hip', y: 0.5, from: 'server' },
    ]);
    expect(summariseMeasurements({ debug: { levels: { waist: 0.45 } } }, 1000).levels).toEqual([{ name: 'waist', y: 0.45, from: 'server' }]);
    expect(summariseMeasurements({ metadata: { levels: { front: { hips: 0.55 } } } }, 1000).levels).toEqual([{ name: 'hips', y: 0.55, from: 'server' }]);
  });

  it('pairs `x_cm` with its imperial twin `x_in`', () => {
    const s = summariseMeasurements({ measurements: { bust_cm: 96.5, height_cm: 170 }, measurementsImperial: { bust_in: 37.99 }, confidencePerMetric: { bust_cm: 0.21 } }, 100);
    expect(s.measurements).toEqual([
      ['bust_cm', 96.5, 37.99, 0.21],
      ['height_cm', 170, null, null],
    ]);
  });

  it('survives an empty or odd answer', () => {
    expect(summariseMeasurements(null, 100)).toEqual({ measurements: [], confidence: null, qualityFlags: [], sessionId: null, levels: [] });
    expect(summariseMeasurements({ qualityFlags: { turned: true, ok: false } }, 100).qualityFlags).toEqual(['turned']);
  });
});

describe('landmarkLevels', () => {
  it('draws the shoulder and hip lines at the mean height of each pair', () => {
    const landmarks = Array.from({ length: 33 }, () => ({ x: 0.5, y: 0, z: 0, visibility: 1 }));
    landmarks[11] = { x: 0.4, y: 0.2, z: 0, visibility: 1 };
    landmarks[12] = { x: 0.6, y: 0.3, z: 0, visibility: 1 };
    landmarks[23] = { x: 0.45, y: 0.5, z: 0, visibility: 1 };
    landmarks[24] = { x: 0.55, y: 0.6, z: 0, visibility: 1 };
    const [shoulders, hips] = landmarkLevels(landmarks);
    expect(shoulders?.name).toBe('shoulders');
    expect(shoulders?.y).toBeCloseTo(0.25);
    expect(hips?.y).toBeCloseTo(0.55);
    expect(landmarkLevels([])).toEqual([]);
  });
});
