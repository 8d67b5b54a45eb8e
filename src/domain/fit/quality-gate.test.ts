import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPoseQuality, LM, POSE_ISSUE_CODES, POSE_ISSUE_MESSAGES, POSE_ISSUE_SEVERITY, scorePoseIssues, type PoseIssueCode } from './quality-gate';
import { renderSyntheticView, TYPICAL_BODIES } from './synthetic-body';
import type { PoseLandmark } from './types';

const front = (): PoseLandmark[] => renderSyntheticView(TYPICAL_BODIES.male).landmarks.map((l) => ({ ...l }));
const side = () => renderSyntheticView(TYPICAL_BODIES.female, { view: 'side' });
const codes = (landmarks: readonly unknown[] | null, view: 'front' | 'side' = 'front', size = { imageWidth: 1000, imageHeight: 1600 }): PoseIssueCode[] =>
  checkPoseQuality(landmarks, { view, ...size }).issues.map((i) => i.code);
const edit = (lms: PoseLandmark[], i: number, patch: Partial<PoseLandmark>): PoseLandmark[] => {
  lms[i] = { ...(lms[i] as PoseLandmark), ...patch };
  return lms;
};

describe('checkPoseQuality: a photo that cuts the body off', () => {
  it('calls unseen ankles placed below the photo cut off (an error), and unseen ankles inside it hidden (a warning)', () => {
    const below = front().map((l, i) => (i === LM.leftAnkle || i === LM.rightAnkle || i >= 29 ? { ...l, y: 1.12, visibility: 0.08 } : l));
    expect(codes(below)).toContain('BODY_OUT_OF_FRAME');
    expect(checkPoseQuality(below).passed).toBe(false);
    const hidden = front().map((l, i) => (i === LM.leftAnkle || i === LM.rightAnkle ? { ...l, visibility: 0.2 } : l));
    expect(codes(hidden)).not.toContain('BODY_OUT_OF_FRAME');
    expect(codes(hidden)).toContain('KEY_POINTS_HIDDEN');
  });

  it('calls an unseen head above the photo cut off', () => {
    const above = front().map((l, i) => (i <= 10 ? { ...l, y: -0.05, visibility: 0.1 } : l));
    expect(codes(above)).toContain('BODY_OUT_OF_FRAME');
  });
});

describe('checkPoseQuality (docs/requirements/sizing.md §5 pose quality check)', () => {
  it('passes a well-framed, upright, frontal pose with score 1', () => {
    const q = checkPoseQuality(front());
    expect(q).toMatchObject({ passed: true, score: 1, issues: [] });
    expect(q.span).toBeGreaterThan(0.55);
    expect(q.span).toBeLessThan(0.9);
  });

  it('calls anything but 33 finite landmarks, or an empty pose, NO_PERSON (an error)', () => {
    expect(codes(null)).toEqual(['NO_PERSON']);
    expect(codes([])).toEqual(['NO_PERSON']);
    expect(codes(front().slice(0, 32))).toEqual(['NO_PERSON']);
    expect(codes(edit(front(), 4, { x: Number.NaN }))).toEqual(['NO_PERSON']);
    expect(codes(front().map((l) => ({ ...l, visibility: 0.1 })))).toEqual(['NO_PERSON']);
    expect(checkPoseQuality([]).passed).toBe(false);
  });

  it('allows one hidden key point, warns from two (spec: a warning, not an error)', () => {
    expect(codes(edit(front(), LM.leftAnkle, { visibility: 0.4 }))).toEqual([]);
    const two = edit(edit(front(), LM.leftAnkle, { visibility: 0.4 }), LM.rightHip, { visibility: 0.5 });
    expect(codes(two)).toEqual(['KEY_POINTS_HIDDEN']);
    const q = checkPoseQuality(two);
    expect(q.passed).toBe(true);
    expect(q.score).toBe(0.85);
  });

  it('treats the head as one key point: any of nose, eyes, ears', () => {
    const lms = front();
    for (const i of [LM.nose, LM.leftEye, LM.leftEar, LM.rightEar]) edit(lms, i, { visibility: 0.2 });
    expect(codes(lms)).toEqual([]);
  });

  it('requires level shoulders and hips within 0.05 (errors)', () => {
    const lms = front();
    const ls = lms[LM.leftShoulder] as PoseLandmark;
    expect(codes(edit(lms, LM.leftShoulder, { y: ls.y + 0.049 }))).toEqual([]);
    expect(codes(edit(front(), LM.leftShoulder, { y: ls.y + 0.06 }))).toEqual(['SHOULDERS_NOT_LEVEL']);
    const lh = front()[LM.rightHip] as PoseLandmark;
    expect(codes(edit(front(), LM.rightHip, { y: lh.y - 0.07 }))).toEqual(['HIPS_NOT_LEVEL']);
    expect(checkPoseQuality(edit(front(), LM.rightHip, { y: lh.y - 0.07 })).score).toBe(0.7);
  });

  it('refuses a front pose turned sideways (shoulder depth difference over 0.15)', () => {
    expect(codes(edit(front(), LM.leftShoulder, { z: 0.15 }))).toEqual([]);
    expect(codes(edit(front(), LM.leftShoulder, { z: 0.2 }))).toEqual(['TURNED_SIDEWAYS']);
  });

  it('warns when the head-to-ankle span is outside 0.55–0.9 of the frame', () => {
    const far = renderSyntheticView(TYPICAL_BODIES.male, { bodyFraction: 0.5 }).landmarks;
    expect(codes(far)).toEqual(['TOO_FAR']);
    // Stretched about the body's middle: a span of about 0.93 of the frame, still inside it.
    const close = front().map((l) => ({ ...l, y: 0.5 + (l.y - 0.52) * 1.3 }));
    expect(codes(close)).toEqual(['TOO_CLOSE']);
  });

  it('refuses a body cut off by the frame', () => {
    const cut = front().map((l) => ({ ...l, y: l.y + 0.12 }));
    expect(codes(cut)).toContain('BODY_OUT_OF_FRAME');
    expect(checkPoseQuality(cut).passed).toBe(false);
  });

  it('side view: no level or turn checks, but it must really be turned', () => {
    const s = side();
    expect(codes(s.landmarks, 'side')).toEqual([]);
    // The frontal pose offered as the side photo.
    expect(codes(front(), 'side')).toEqual(['NOT_TURNED_SIDEWAYS']);
    // The far side hidden behind the body is fine in a side view.
    const hidden = s.landmarks.map((l, i) => (i >= 11 && i % 2 === 0 ? { ...l, visibility: 0.2 } : l));
    expect(codes(hidden, 'side')).toEqual([]);
  });

  it('every code has a severity and an English message', () => {
    for (const code of POSE_ISSUE_CODES) {
      expect(['error', 'warning']).toContain(POSE_ISSUE_SEVERITY[code]);
      expect(POSE_ISSUE_MESSAGES[code].length).toBeGreaterThan(10);
    }
  });

  it('score = max(0, 1 − 0.3·errors − 0.15·warnings)', () => {
    const e = { code: 'HIPS_NOT_LEVEL', severity: 'error', message: '' } as const;
    const w = { code: 'TOO_FAR', severity: 'warning', message: '' } as const;
    expect(scorePoseIssues([])).toBe(1);
    expect(scorePoseIssues([e, w])).toBe(0.55);
    expect(scorePoseIssues([e, e, e, e])).toBe(0);
  });

  it('never throws, scores in 0..1, and passes exactly when no issue is an error (property)', () => {
    const landmark = fc.record({
      x: fc.double({ min: -2, max: 3, noNaN: false }),
      y: fc.double({ min: -2, max: 3 }),
      z: fc.double({ min: -1, max: 1 }),
      visibility: fc.double({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(fc.oneof(fc.array(landmark, { minLength: 33, maxLength: 33 }), fc.array(fc.anything(), { maxLength: 40 })), fc.constantFrom('front' as const, 'side' as const), (lms, view) => {
        const q = checkPoseQuality(lms, { view, imageWidth: 720, imageHeight: 1280 });
        expect(q.score).toBeGreaterThanOrEqual(0);
        expect(q.score).toBeLessThanOrEqual(1);
        expect(q.passed).toBe(!q.issues.some((i) => i.severity === 'error'));
        expect(new Set(q.issues.map((i) => i.code)).size).toBe(q.issues.length);
      }),
      { numRuns: 400 },
    );
  });
});
