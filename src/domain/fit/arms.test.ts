/**
 * Arms held against the body (issue 19): the stored pose of a real photo (front-03-polo, hands at
 * his hips; landmarks and mask from the shop's own BlazePose pipeline, scripts/capture-pose-fixture.ts)
 * and synthetic bodies with resting arms. The per-pose figures are printed by `npm run bench:photo-fit`.
 */
import { describe, expect, it } from 'vitest';
import { measureBody } from './measure';
import { checkPoseQuality } from './quality-gate';
import { renderSyntheticView, TYPICAL_BODIES } from './synthetic-body';
import poloPose from './fixtures/front-03-polo.pose.json';
import type { PoseView } from './types';

const polo = poloPose as unknown as PoseView;

describe('arms against the body', () => {
  it('the real photo with hands at the hips reads a waist smaller than the hips, and says the arms touched', () => {
    for (const category of ['men', 'women'] as const) {
      const outcome = measureBody({ ...polo, scale: { type: 'height', value: 175, unit: 'cm' }, category });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      const m = outcome.result.measurements;
      expect(m.waist_cm, category).toBeLessThan(m.hips_cm ?? 0);
      expect(outcome.result.qualityFlags).toContain('ARMS_TOUCHING_BODY');
      expect(outcome.result.qualityFlags).toContain('ARMS_AGAINST_BODY');
    }
  });

  it('the gate warns (does not block) when it sees the arms against the body, and not in an A-pose', () => {
    const real = checkPoseQuality(polo.landmarks, { view: 'front', imageWidth: polo.imageWidth, imageHeight: polo.imageHeight, silhouette: polo.silhouette });
    expect(real.passed).toBe(true);
    expect(real.issues.map((i) => i.code)).toContain('ARMS_AGAINST_BODY');
    expect(real.issues.find((i) => i.code === 'ARMS_AGAINST_BODY')?.message).toBe('Hold your arms a little away from your body.');
    for (const sex of ['male', 'female'] as const) {
      const body = TYPICAL_BODIES[sex];
      const gate = (arms: 'a-pose' | 'sides') => {
        const v = renderSyntheticView(body, { arms });
        return checkPoseQuality(v.landmarks, { view: 'front', imageWidth: v.imageWidth, imageHeight: v.imageHeight, silhouette: v.silhouette }).issues.map((i) => i.code);
      };
      expect(gate('a-pose')).not.toContain('ARMS_AGAINST_BODY');
      expect(gate('sides')).toContain('ARMS_AGAINST_BODY');
    }
    // Without the mask the gate cannot see it and says nothing.
    expect(checkPoseQuality(polo.landmarks, { view: 'front' }).issues.map((i) => i.code)).not.toContain('ARMS_AGAINST_BODY');
  });

  it('typical bodies with resting arms measure within 1.5 cm of their A-pose reading (waist and hips)', () => {
    for (const sex of ['male', 'female'] as const) {
      const body = TYPICAL_BODIES[sex];
      const read = (arms: 'a-pose' | 'sides' | 'hips') => {
        const r = measureBody({ ...renderSyntheticView(body, { arms, edgeNoisePx: 1 }), scale: { type: 'height', value: body.cm.stature, unit: 'cm' }, category: sex === 'male' ? 'men' : 'women' });
        if (!r.ok) throw new Error(r.error.code);
        return r.result;
      };
      const a = read('a-pose');
      for (const pose of ['sides', 'hips'] as const) {
        const r = read(pose);
        expect(r.qualityFlags).not.toContain('ESTIMATED_WAIST_CM');
        expect(Math.abs((r.measurements.waist_cm ?? 0) - (a.measurements.waist_cm ?? 0)), `${sex} ${pose} waist`).toBeLessThan(1.5);
        expect(Math.abs((r.measurements.hips_cm ?? 0) - (a.measurements.hips_cm ?? 0)), `${sex} ${pose} hips`).toBeLessThan(3.5);
        expect(r.confidencePerMetric.hips_cm ?? 1).toBeLessThan(a.confidencePerMetric.hips_cm ?? 0);
      }
    }
  });

  it('an arm whose bone line sits on the outline cannot be read behind: that girth is estimated and named', () => {
    const body = TYPICAL_BODIES.male;
    const v = renderSyntheticView(body, { arms: 'sides' });
    // Move the elbows, wrists and hands outwards onto the mask's outer edge.
    const shift = 4.5 * (0.8 * v.imageHeight / body.cm.stature) / v.imageWidth;
    const landmarks = v.landmarks.map((l, i) => ([13, 15, 17, 19, 21].includes(i) ? { ...l, x: l.x + shift } : [14, 16, 18, 20, 22].includes(i) ? { ...l, x: l.x - shift } : l));
    const r = measureBody({ ...v, landmarks, scale: { type: 'height', value: body.cm.stature, unit: 'cm' }, category: 'men' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const covered = r.result.qualityFlags.filter((f) => f.startsWith('ARM_COVERED_'));
    expect(covered.length).toBeGreaterThan(0);
    for (const flag of covered) expect(r.result.qualityFlags).toContain(flag.replace('ARM_COVERED_', 'ESTIMATED_'));
  });
});
