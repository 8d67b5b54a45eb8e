/**
 * Arms held against the body (issue 19): the stored pose of a real photo (front-03-polo, hands at
 * his hips; landmarks and mask from the shop's own BlazePose pipeline, scripts/capture-pose-fixture.ts)
 * and synthetic bodies with resting arms. The per-pose figures are printed by `npm run bench:photo-fit`.
 */
import { describe, expect, it } from 'vitest';
import { readAnsurFile } from '../../../scripts/ansur';
import { surveyBodies } from './girth-fit';
import { SURVEY_SEXES } from './girth-model';
import { measureBody } from './measure';
import { checkPoseQuality } from './quality-gate';
import { bodyExtentAt, indexRuns, widthAt } from './silhouette';
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
      const gate = (arms: 'a-pose' | 'sides' | 'hips') => {
        const v = renderSyntheticView(body, { arms });
        return checkPoseQuality(v.landmarks, { view: 'front', imageWidth: v.imageWidth, imageHeight: v.imageHeight, silhouette: v.silhouette }).issues.map((i) => i.code);
      };
      expect(gate('a-pose')).not.toContain('ARMS_AGAINST_BODY');
      expect(gate('sides')).toContain('ARMS_AGAINST_BODY');
      expect(gate('hips')).toContain('ARMS_AGAINST_BODY');
    }
    // Without the mask the gate cannot see it and says nothing.
    expect(checkPoseQuality(polo.landmarks, { view: 'front' }).issues.map((i) => i.code)).not.toContain('ARMS_AGAINST_BODY');
  });

  it('typical bodies with resting arms measure within 1 cm of their A-pose reading (waist and hips), with and without landmark noise', () => {
    for (const sex of ['male', 'female'] as const)
      for (const landmarkNoisePx of [0, 6]) {
        const body = TYPICAL_BODIES[sex];
        const read = (arms: 'a-pose' | 'sides' | 'hips') => {
          const r = measureBody({ ...renderSyntheticView(body, { arms, edgeNoisePx: 1, landmarkNoisePx }), scale: { type: 'height', value: body.cm.stature, unit: 'cm' }, category: sex === 'male' ? 'men' : 'women' });
          if (!r.ok) throw new Error(r.error.code);
          return r.result;
        };
        const a = read('a-pose');
        for (const pose of ['sides', 'hips'] as const) {
          const r = read(pose);
          const label = `${sex} ${pose} noise ${landmarkNoisePx}`;
          expect(r.qualityFlags).not.toContain('ESTIMATED_WAIST_CM');
          expect(r.qualityFlags, label).toContain('ARMS_AGAINST_BODY');
          expect(Math.abs((r.measurements.waist_cm ?? 0) - (a.measurements.waist_cm ?? 0)), `${label} waist`).toBeLessThan(1);
          expect(Math.abs((r.measurements.hips_cm ?? 0) - (a.measurements.hips_cm ?? 0)), `${label} hips`).toBeLessThan(1);
          expect(r.confidencePerMetric.hips_cm ?? 1).toBeLessThan(a.confidencePerMetric.hips_cm ?? 0);
        }
      }
  });

  it('an arm pressed over the body’s edge is named wherever it moves a reading: unnamed, no waist or hips moves 1.5 cm from the body’s A-pose', { timeout: 180_000 }, () => {
    // Every 32nd survey body of each sex (190): the review asks for a retake whenever the gate
    // warns, so what matters is what it does not warn about. npm run bench:photo-fit prints the
    // same on the 760 held-out bodies (largest unwarned move 1.4 cm; warned ones up to 7 cm).
    const bodies = SURVEY_SEXES.flatMap((sex) => surveyBodies(sex, readAnsurFile(sex)).filter((_, i) => i % 32 === 0));
    let warned = 0;
    let unwarned = 0;
    bodies.forEach((body, i) => {
      const read = (arms: 'a-pose' | 'sides' | 'hips') => {
        const r = measureBody({ ...renderSyntheticView(body, { arms, armOverlapCm: 1, edgeNoisePx: 1, seed: i + 1 }), scale: { type: 'height', value: body.cm.stature, unit: 'cm' }, category: body.sex === 'male' ? 'men' : 'women' });
        if (!r.ok) throw new Error(r.error.code);
        return r.result;
      };
      const a = read('a-pose');
      expect(a.qualityFlags, `${body.id} a-pose`).not.toContain('ARMS_AGAINST_BODY');
      for (const pose of ['sides', 'hips'] as const) {
        const r = read(pose);
        if (r.qualityFlags.includes('ARMS_AGAINST_BODY')) {
          warned++;
          continue;
        }
        unwarned++;
        for (const key of ['waist_cm', 'hips_cm'] as const) expect(Math.abs((r.measurements[key] ?? 0) - (a.measurements[key] ?? 0)), `${body.id} ${pose} ${key}`).toBeLessThan(1.5);
      }
    });
    // Most pressed arms are named; the check above is about the rest.
    expect(warned / (warned + unwarned)).toBeGreaterThan(0.9);
  });

  it('reads the edge behind a hand from the hand’s own width, not by mirroring about an off-centre wrist line', () => {
    // Body 100–200 on every row; a hand 21 px wide stands clear of it (205–225) on rows 0–19 and
    // lies against it (201–221, merged) on rows 20–40. Its bone line sits 5 px off its middle.
    const rows: [number, number, number][] = [];
    for (let y = 0; y <= 40; y++) {
      if (y < 20) rows.push([y, 100, 200], [y, 205, 225]);
      else rows.push([y, 100, 221]);
    }
    const query = {
      y: 30,
      midX: 150,
      halfWindowPx: 2,
      maxGapPx: 10,
      arms: [[{ x: 216, y: -10 }, { x: 216, y: 60 }]],
      armHalfPx: [2, 30] as const,
      interpolateReachPx: 5,
      armClearGapPx: 2,
    };
    const index = indexRuns({ rows });
    const byWidth = widthAt(index, { ...query, armWidthReachPx: 15 });
    const byMirror = widthAt(index, query);
    expect(byWidth).toEqual({ ok: true, widthPx: 101, armRows: 5 });
    // The mirror about the off-centre line puts the edge 9 px out.
    expect(byMirror.ok && byMirror.widthPx).toBeCloseTo(110, 5);
  });

  it('a midline a few pixels into one leg just below the crotch reads both legs', () => {
    expect(bodyExtentAt([[100, 149], [153, 200]], 148, 10)).toEqual([100, 200]);
    expect(bodyExtentAt([[100, 149], [153, 200]], 154, 10)).toEqual([100, 200]);
    // A torso with an arm beside it: the midline is far from the torso's edge, the arm stays out.
    expect(bodyExtentAt([[60, 80], [100, 200], [205, 225]], 150, 10)).toEqual([100, 200]);
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
