import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PoseView } from '@domain/fit/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScanCapture } from '../camera/camera-scan';
import {
  cameraStepOf,
  initialAiFitState,
  photoStepOf,
  reduce,
  resultOf,
  RUNNING_STAGES,
  scanOf,
  type AiFitEvent,
  type AiFitState,
  type HeightEntry,
  type Measured,
  type Scan,
  type ScreenKind,
} from './ai-fit-state';
import type { PhotoFitResult } from './fit-result';
import { PROCESSING_STAGES } from './photo-rules';
import type { PreparedPhoto } from './process-photo';

// ---------------------------------------------------------------------------------------------
// Fixtures: plain values standing in for what the browser makes (a canvas, a camera frame).
// ---------------------------------------------------------------------------------------------

const JPEG = new File([new Uint8Array(64)], 'me.jpg', { type: 'image/jpeg' });
const HEIC = new File([new Uint8Array(64)], 'IMG_0042.HEIC', { type: '' });
const GIF = new File([new Uint8Array(64)], 'me.gif', { type: 'image/gif' });
const HUGE = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });

const view: PoseView = { landmarks: [], imageWidth: 800, imageHeight: 1200 };
const passed: PoseQuality = { passed: true, score: 1, issues: [], span: 0.9 };
const failed: PoseQuality = { passed: false, score: 0.7, issues: [{ code: 'BODY_OUT_OF_FRAME', severity: 'error', message: 'Body out of frame' }], span: 0.6 };
const result: PhotoFitResult = {
  measurements: { bust_cm: 92, waist_cm: 78, hips_cm: 100 },
  measurementsImperial: { bust_in: 36.2, waist_in: 30.7, hips_in: 39.4 },
  confidence: 0.8,
  confidencePerMetric: { bust_cm: 0.8 },
  qualityFlags: [],
  sessionId: null,
  levels: { front: null, side: null },
};
const measured: Measured = { result, view, quality: passed };
const photo = (url = 'blob:photo-1'): PreparedPhoto => ({ canvas: {} as HTMLCanvasElement, blob: new Blob(), url, width: 800, height: 1200 });
const capture = (url: string): ScanCapture => ({ photo: photo(url), view, quality: passed });
const scan: Scan = { front: capture('blob:front'), side: capture('blob:side') };
const height: HeightEntry & { input: NonNullable<HeightEntry['input']> } = { text: '175', unit: 'metric', input: { value: 175, unit: 'cm', normalizedCm: 175 }, weightKg: 84, weightText: '84' };

const start = (over: Partial<Parameters<typeof initialAiFitState>[0]> = {}) => initialAiFitState({ consented: true, category: 'women', unit: 'metric', cameraAvailable: true, ...over });
const drive = (state: AiFitState, ...events: AiFitEvent[]) => events.reduce(reduce, state);

// Every screen reached the way the dialog reaches it.
const setup = start();
const heightStep = drive(setup, { type: 'SETUP_DONE' });
const captureStep = drive(heightStep, { type: 'HEIGHT_DONE', height });
const preparing = drive(captureStep, { type: 'PHOTO_CHOSEN', file: JPEG });
const prepared = drive(preparing, { type: 'PHOTO_PREPARED', run: 1, photo: photo() });
const finalizing = drive(prepared, { type: 'PHOTO_STAGE', run: 1, stage: 'calculating' }, { type: 'PHOTO_MEASURED', run: 1, measured });
const done = drive(finalizing, { type: 'STAGE_SHOWN', run: 1 });
const review = drive(done, { type: 'STAGE_SHOWN', run: 1 });
const saving = drive(review, { type: 'SAVE_STARTED' });
const quality = drive(prepared, { type: 'PHOTO_QUALITY_FAILED', run: 1, quality: failed, view: null });
const error = drive(prepared, { type: 'PHOTO_FAILED', run: 1, error: 'timeout' });
const cameraHeight = drive(setup, { type: 'MODE_CHOSEN', mode: 'camera' }, { type: 'SETUP_DONE' });
const scanning = drive(cameraHeight, { type: 'HEIGHT_DONE', height });
const scanProcessing = drive(scanning, { type: 'SCAN_CAPTURED', scan });
const scanComplete = drive(scanProcessing, { type: 'SCAN_MEASURED', run: 1, result });
const scanError = drive(scanProcessing, { type: 'SCAN_FAILED', run: 1, error: 'calibration' });
const summary = drive(scanComplete, { type: 'SCAN_COMPLETE_SHOWN' });
const attaching = drive(summary, { type: 'ATTACH_STARTED' });
const rescanAsked = drive(summary, { type: 'RESCAN_ASKED' });
const pdfBusy = drive(summary, { type: 'PDF_STARTED' });

describe('ai-fit-state: the way through', () => {
  it('starts at consent, or at the category once consent is given for this product', () => {
    expect(start({ consented: false }).screen).toEqual({ kind: 'consent' });
    expect(setup.screen).toEqual({ kind: 'setup' });
    expect(drive(start({ consented: false }), { type: 'CONSENT_GIVEN' }).screen).toEqual({ kind: 'setup' });
  });

  it("starts in the product's category, by upload, with the height empty in the unit given", () => {
    const s = start({ category: 'men', unit: 'inches' });
    expect(s).toMatchObject({ category: 'men', mode: 'upload', unit: 'inches', photo: null, rescanOpen: false, pdfBusy: false });
    expect(s.height).toEqual({ text: '', unit: 'inches', input: null, weightKg: null, weightText: '' });
  });

  it('setup: chooses the category and the mode, then goes to the height', () => {
    expect(drive(setup, { type: 'CATEGORY_CHOSEN', category: 'children' }).category).toBe('children');
    expect(drive(setup, { type: 'MODE_CHOSEN', mode: 'camera' }).mode).toBe('camera');
    expect(drive(setup, { type: 'MODE_CHOSEN', mode: 'camera' }, { type: 'MODE_CHOSEN', mode: 'upload' }).mode).toBe('upload');
    expect(heightStep.screen).toEqual({ kind: 'height' });
  });

  it('refuses Use Camera without a camera', () => {
    const noCamera = start({ cameraAvailable: false });
    expect(reduce(noCamera, { type: 'MODE_CHOSEN', mode: 'camera' })).toBe(noCamera);
  });

  it('height: Back goes to setup; Next keeps what was typed and shows results in its unit', () => {
    expect(drive(heightStep, { type: 'BACK' }).screen).toEqual({ kind: 'setup' });
    const inches = drive(heightStep, { type: 'HEIGHT_DONE', height: { ...height, unit: 'inches', text: `5'9"` } });
    expect(inches.unit).toBe('inches');
    expect(inches.height.text).toBe(`5'9"`);
    expect(captureStep.screen).toEqual({ kind: 'capture', problem: null });
    expect(drive(captureStep, { type: 'BACK' }).screen).toEqual({ kind: 'height' });
  });

  it('capture: a refused file stays on capture with its problem', () => {
    expect(drive(captureStep, { type: 'PHOTO_CHOSEN', file: null }).screen).toEqual({ kind: 'capture', problem: { code: 'FIT_NO_PHOTO' } });
    expect(drive(captureStep, { type: 'PHOTO_CHOSEN', file: HEIC }).screen).toEqual({ kind: 'capture', problem: { code: 'FIT_UNSUPPORTED_FORMAT', heic: true } });
    expect(drive(captureStep, { type: 'PHOTO_CHOSEN', file: GIF }).screen).toEqual({ kind: 'capture', problem: { code: 'FIT_UNSUPPORTED_FORMAT', heic: false } });
    expect(drive(captureStep, { type: 'PHOTO_CHOSEN', file: HUGE }).screen).toEqual({ kind: 'capture', problem: { code: 'FIT_IMAGE_TOO_LARGE', sizeMb: '8.0' } });
  });

  it('capture: a good file starts run 1 with the height, weight and category of now', () => {
    expect(preparing.screen).toEqual({ kind: 'processing', job: { run: 1, file: JPEG, heightCm: 175, weightKg: 84, category: 'women' }, prepared: false, stage: 'preparing', measured: null });
    expect(preparing.runs).toBe(1);
  });

  it('processing: an unreadable photo goes back to capture with INVALID_IMAGE', () => {
    expect(drive(preparing, { type: 'PHOTO_UNREADABLE', run: 1 }).screen).toEqual({ kind: 'capture', problem: { code: 'INVALID_IMAGE' } });
  });

  it('processing: the prepared photo is kept; the stages move forward only', () => {
    expect(prepared.photo?.url).toBe('blob:photo-1');
    expect(prepared.screen).toMatchObject({ kind: 'processing', prepared: true, stage: 'preparing' });
    const analyzing = drive(prepared, { type: 'PHOTO_STAGE', run: 1, stage: 'analyzing' });
    expect(analyzing.screen).toMatchObject({ stage: 'analyzing' });
    expect(reduce(analyzing, { type: 'PHOTO_STAGE', run: 1, stage: 'preparing' })).toBe(analyzing);
    expect(drive(analyzing, { type: 'PHOTO_STAGE', run: 1, stage: 'extracting' }, { type: 'PHOTO_STAGE', run: 1, stage: 'calculating' }).screen).toMatchObject({ stage: 'calculating' });
  });

  it('processing: the dialog itself shows finalizing (85 %) then done (100 %) before Review', () => {
    expect(reduce(prepared, { type: 'PHOTO_STAGE', run: 1, stage: 'finalizing' })).toBe(prepared);
    expect(reduce(prepared, { type: 'PHOTO_STAGE', run: 1, stage: 'done' })).toBe(prepared);
    expect(finalizing.screen).toMatchObject({ kind: 'processing', stage: 'finalizing', measured });
    expect(done.screen).toMatchObject({ kind: 'processing', stage: 'done', measured });
    expect(review.screen).toEqual({ kind: 'review', ...measured });
  });

  it('processing: the quality gate and the errors have their screens', () => {
    expect(quality.screen).toEqual({ kind: 'quality', quality: failed, view: null });
    expect(error.screen).toEqual({ kind: 'error', error: 'timeout' });
  });

  it('Cancel while processing goes back to capture with no problem shown', () => {
    for (const s of [preparing, prepared, finalizing, done]) expect(drive(s, { type: 'CANCEL' }).screen).toEqual({ kind: 'capture', problem: null });
  });

  it('Try Again from the quality check, an error and Review goes to capture; the photo stays until replaced', () => {
    for (const s of [quality, error, review]) {
      const next = drive(s, { type: 'TRY_AGAIN' });
      expect(next.screen).toEqual({ kind: 'capture', problem: null });
      expect(next.photo).toBe(s.photo);
    }
  });

  it('a second photo is run 2, and run 1 can no longer change anything', () => {
    const again = drive(error, { type: 'TRY_AGAIN' }, { type: 'PHOTO_CHOSEN', file: JPEG });
    expect(again.screen).toMatchObject({ kind: 'processing', job: { run: 2 } });
    for (const late of [
      { type: 'PHOTO_PREPARED', run: 1, photo: photo('blob:late') },
      { type: 'PHOTO_UNREADABLE', run: 1 },
      { type: 'PHOTO_STAGE', run: 1, stage: 'analyzing' },
      { type: 'PHOTO_FAILED', run: 1, error: 'failed' },
    ] as const)
      expect(reduce(again, late)).toBe(again);
  });

  it('save: Review → saving; a failure goes back to Review with the same result', () => {
    expect(saving.screen).toEqual({ kind: 'saving', ...measured });
    expect(drive(saving, { type: 'SAVE_FAILED' }).screen).toEqual(review.screen);
  });

  it('the unit switch works on Review, while saving and on the scan summary', () => {
    for (const s of [review, saving, summary]) expect(drive(s, { type: 'UNIT_CHOSEN', unit: 'inches' }).unit).toBe('inches');
  });

  it('camera: Next on the height opens the camera (attempt 1); Back returns to the height', () => {
    expect(scanning.screen).toEqual({ kind: 'scan', attempt: 1 });
    expect(drive(scanning, { type: 'BACK' }).screen).toEqual({ kind: 'height' });
  });

  it('camera: the pose on screen moves the progress from 2/4 to 3/4', () => {
    expect(cameraStepOf(scanning.screen, scanning.scanView)).toBe(1);
    const side = drive(scanning, { type: 'SCAN_VIEW', view: 'side' });
    expect(cameraStepOf(side.screen, side.scanView)).toBe(2);
  });

  it('camera: the captures are measured (run 1), then Scan Complete!, then the summary', () => {
    expect(scanProcessing.screen).toEqual({ kind: 'scan-processing', scan, job: { run: 1, heightCm: 175, weightKg: 84, category: 'women' } });
    expect(scanComplete.screen).toEqual({ kind: 'scan-complete', scan, result });
    expect(summary.screen).toEqual({ kind: 'scan-summary', scan, result, attaching: false });
    expect(scanError.screen).toEqual({ kind: 'scan-error', scan, error: 'calibration' });
  });

  it('camera: Upload Instead switches to the photo flow', () => {
    const next = drive(scanning, { type: 'UPLOAD_INSTEAD' });
    expect(next.mode).toBe('upload');
    expect(next.screen).toEqual({ kind: 'capture', problem: null });
  });

  it('camera: Rescan asks first on the summary; Keep changes nothing; Start New opens a new camera', () => {
    expect(rescanAsked.rescanOpen).toBe(true);
    expect(drive(rescanAsked, { type: 'RESCAN_KEPT' })).toEqual(summary);
    const fresh = drive(rescanAsked, { type: 'RESCAN' });
    expect(fresh.screen).toEqual({ kind: 'scan', attempt: 2 });
    expect(fresh.rescanOpen).toBe(false);
    expect(drive(scanError, { type: 'RESCAN' }).screen).toEqual({ kind: 'scan', attempt: 2 });
  });

  it('camera: attaching, a failed attach, and the PDF', () => {
    expect(attaching.screen).toMatchObject({ kind: 'scan-summary', attaching: true });
    expect(drive(attaching, { type: 'ATTACH_FAILED' })).toEqual(summary);
    expect(pdfBusy.pdfBusy).toBe(true);
    expect(drive(pdfBusy, { type: 'PDF_FINISHED' }).pdfBusy).toBe(false);
    // A download that ends after a rescan began still clears the flag.
    expect(drive(pdfBusy, { type: 'RESCAN_ASKED' }, { type: 'RESCAN' }, { type: 'PDF_FINISHED' }).pdfBusy).toBe(false);
  });

  it('derives the stepper, the result and the captures from the screen', () => {
    expect([setup, heightStep, captureStep, preparing, quality, error, review, saving, scanning].map((s) => photoStepOf(s.screen))).toEqual([-1, 0, 1, 1, 1, 1, 2, 3, -1]);
    expect([scanProcessing, scanError, scanComplete, summary, heightStep].map((s) => cameraStepOf(s.screen, 'front'))).toEqual([2, 2, 3, 3, 0]);
    expect([review, saving, summary, scanComplete, finalizing].map((s) => resultOf(s.screen))).toEqual([result, result, result, null, null]);
    expect([scanProcessing, scanComplete, scanError, summary, scanning, review].map((s) => scanOf(s.screen))).toEqual([scan, scan, scan, scan, null, null]);
  });
});

// ---------------------------------------------------------------------------------------------
// Every event on every screen: what is not in the table leaves the state as it is (same object).
// ---------------------------------------------------------------------------------------------

const SAMPLES = {
  consent: start({ consented: false }),
  setup,
  height: heightStep,
  capture: captureStep,
  'processing:preparing': preparing,
  'processing:prepared': prepared,
  'processing:finalizing': finalizing,
  'processing:done': done,
  quality,
  error,
  review,
  saving,
  scan: scanning,
  'scan-processing': scanProcessing,
  'scan-complete': scanComplete,
  'scan-error': scanError,
  'scan-summary': summary,
  'scan-summary:attaching': attaching,
  'scan-summary:rescan-asked': rescanAsked,
  'scan-summary:pdf': pdfBusy,
} satisfies Record<string, AiFitState>;
type Sample = keyof typeof SAMPLES;

const runOf = (s: AiFitState) => (s.screen.kind === 'processing' || s.screen.kind === 'scan-processing' ? s.screen.job.run : 1);
/** Each event in the form that would apply if the screen allowed it (the current run, another value). */
const EVENTS: Record<AiFitEvent['type'], (s: AiFitState) => AiFitEvent> = {
  CONSENT_GIVEN: () => ({ type: 'CONSENT_GIVEN' }),
  CATEGORY_CHOSEN: (s) => ({ type: 'CATEGORY_CHOSEN', category: s.category === 'men' ? 'women' : 'men' }),
  MODE_CHOSEN: (s) => ({ type: 'MODE_CHOSEN', mode: s.mode === 'camera' ? 'upload' : 'camera' }),
  SETUP_DONE: () => ({ type: 'SETUP_DONE' }),
  BACK: () => ({ type: 'BACK' }),
  HEIGHT_DONE: () => ({ type: 'HEIGHT_DONE', height }),
  PHOTO_CHOSEN: () => ({ type: 'PHOTO_CHOSEN', file: JPEG }),
  PHOTO_UNREADABLE: (s) => ({ type: 'PHOTO_UNREADABLE', run: runOf(s) }),
  PHOTO_PREPARED: (s) => ({ type: 'PHOTO_PREPARED', run: runOf(s), photo: photo('blob:other') }),
  PHOTO_STAGE: (s) => ({ type: 'PHOTO_STAGE', run: runOf(s), stage: 'calculating' }),
  PHOTO_QUALITY_FAILED: (s) => ({ type: 'PHOTO_QUALITY_FAILED', run: runOf(s), quality: failed, view }),
  PHOTO_MEASURED: (s) => ({ type: 'PHOTO_MEASURED', run: runOf(s), measured }),
  STAGE_SHOWN: (s) => ({ type: 'STAGE_SHOWN', run: runOf(s) }),
  PHOTO_FAILED: (s) => ({ type: 'PHOTO_FAILED', run: runOf(s), error: 'failed' }),
  CANCEL: () => ({ type: 'CANCEL' }),
  TRY_AGAIN: () => ({ type: 'TRY_AGAIN' }),
  SAVE_STARTED: () => ({ type: 'SAVE_STARTED' }),
  SAVE_FAILED: () => ({ type: 'SAVE_FAILED' }),
  UNIT_CHOSEN: (s) => ({ type: 'UNIT_CHOSEN', unit: s.unit === 'metric' ? 'inches' : 'metric' }),
  SCAN_VIEW: (s) => ({ type: 'SCAN_VIEW', view: s.scanView === 'front' ? 'side' : 'front' }),
  SCAN_CAPTURED: () => ({ type: 'SCAN_CAPTURED', scan }),
  SCAN_MEASURED: (s) => ({ type: 'SCAN_MEASURED', run: runOf(s), result }),
  SCAN_FAILED: (s) => ({ type: 'SCAN_FAILED', run: runOf(s), error: 'failed' }),
  SCAN_COMPLETE_SHOWN: () => ({ type: 'SCAN_COMPLETE_SHOWN' }),
  UPLOAD_INSTEAD: () => ({ type: 'UPLOAD_INSTEAD' }),
  RESCAN_ASKED: () => ({ type: 'RESCAN_ASKED' }),
  RESCAN_KEPT: () => ({ type: 'RESCAN_KEPT' }),
  RESCAN: () => ({ type: 'RESCAN' }),
  ATTACH_STARTED: () => ({ type: 'ATTACH_STARTED' }),
  ATTACH_FAILED: () => ({ type: 'ATTACH_FAILED' }),
  PDF_STARTED: () => ({ type: 'PDF_STARTED' }),
  PDF_FINISHED: () => ({ type: 'PDF_FINISHED' }),
};

const SUMMARY_IDLE: Sample[] = ['scan-summary', 'scan-summary:rescan-asked', 'scan-summary:pdf'];
const ALL_SUMMARIES: Sample[] = [...SUMMARY_IDLE, 'scan-summary:attaching'];
const PROCESSING: Sample[] = ['processing:preparing', 'processing:prepared', 'processing:finalizing', 'processing:done'];

/** Where each event applies. */
const LEGAL: Record<AiFitEvent['type'], Sample[]> = {
  CONSENT_GIVEN: ['consent'],
  CATEGORY_CHOSEN: ['setup'],
  MODE_CHOSEN: ['setup'],
  SETUP_DONE: ['setup'],
  BACK: ['height', 'capture', 'scan'],
  HEIGHT_DONE: ['height'],
  PHOTO_CHOSEN: ['capture'],
  PHOTO_UNREADABLE: ['processing:preparing'],
  PHOTO_PREPARED: ['processing:preparing'],
  PHOTO_STAGE: ['processing:preparing', 'processing:prepared'],
  PHOTO_QUALITY_FAILED: ['processing:prepared'],
  PHOTO_MEASURED: ['processing:prepared'],
  STAGE_SHOWN: ['processing:finalizing', 'processing:done'],
  PHOTO_FAILED: ['processing:preparing', 'processing:prepared'],
  CANCEL: PROCESSING,
  TRY_AGAIN: ['quality', 'error', 'review'],
  SAVE_STARTED: ['review'],
  SAVE_FAILED: ['saving'],
  UNIT_CHOSEN: ['review', 'saving', ...ALL_SUMMARIES],
  SCAN_VIEW: ['scan'],
  SCAN_CAPTURED: ['scan'],
  SCAN_MEASURED: ['scan-processing'],
  SCAN_FAILED: ['scan-processing'],
  SCAN_COMPLETE_SHOWN: ['scan-complete'],
  UPLOAD_INSTEAD: ['scan'],
  RESCAN_ASKED: ['scan-summary', 'scan-summary:pdf'],
  RESCAN_KEPT: ['scan-summary:rescan-asked'],
  RESCAN: ['scan-error', ...SUMMARY_IDLE],
  ATTACH_STARTED: SUMMARY_IDLE,
  ATTACH_FAILED: ['scan-summary:attaching'],
  PDF_STARTED: ['scan-summary', 'scan-summary:rescan-asked'],
  PDF_FINISHED: ['scan-summary:pdf'],
};

describe('ai-fit-state: every event on every screen', () => {
  const cases = (Object.keys(SAMPLES) as Sample[]).flatMap((sample) => (Object.keys(EVENTS) as AiFitEvent['type'][]).map((type) => [sample, type, LEGAL[type].includes(sample)] as const));
  it.each(cases)('%s + %s → applies: %s', (sample, type, legal) => {
    const state = SAMPLES[sample];
    const next = reduce(state, EVENTS[type](state));
    if (legal) expect(next).not.toBe(state);
    else expect(next).toBe(state);
  });

  it('ignores the answers of an earlier run on every working screen', () => {
    for (const s of [preparing, prepared, finalizing, done, scanProcessing]) {
      for (const type of ['PHOTO_UNREADABLE', 'PHOTO_PREPARED', 'PHOTO_STAGE', 'PHOTO_QUALITY_FAILED', 'PHOTO_MEASURED', 'STAGE_SHOWN', 'PHOTO_FAILED', 'SCAN_MEASURED', 'SCAN_FAILED'] as const) {
        const event = EVENTS[type](s);
        if ('run' in event) expect(reduce(s, { ...event, run: runOf(s) + 1 })).toBe(s);
      }
    }
  });

  it('measures nothing without a height (a capture screen reached without one refuses the photo)', () => {
    const noHeight: AiFitState = { ...captureStep, height: { ...captureStep.height, input: null } };
    expect(drive(noHeight, { type: 'PHOTO_CHOSEN', file: JPEG }).screen).toEqual({ kind: 'capture', problem: { code: 'FIT_NO_PHOTO' } });
    const scanNoHeight: AiFitState = { ...scanning, height: { ...scanning.height, input: null } };
    expect(reduce(scanNoHeight, { type: 'SCAN_CAPTURED', scan })).toBe(scanNoHeight);
  });
});

// ---------------------------------------------------------------------------------------------
// Any sequence of events keeps the state valid.
// ---------------------------------------------------------------------------------------------

const PHOTO_KINDS: ScreenKind[] = ['capture', 'processing', 'quality', 'error', 'review', 'saving'];
const SCAN_KINDS: ScreenKind[] = ['scan', 'scan-processing', 'scan-complete', 'scan-error', 'scan-summary'];

function invariantProblems(s: AiFitState): string[] {
  const problems: string[] = [];
  const { screen } = s;
  const check = (ok: boolean, what: string) => ok || problems.push(what);
  check(['metric', 'inches'].includes(s.unit), 'a known unit');
  check(s.mode !== 'camera' || s.cameraAvailable, 'the camera only with a camera');
  check(!PHOTO_KINDS.includes(screen.kind) || s.mode === 'upload', 'photo screens in upload mode');
  check(!SCAN_KINDS.includes(screen.kind) || s.mode === 'camera', 'camera screens in camera mode');
  check(![...PHOTO_KINDS.slice(1), ...SCAN_KINDS.slice(1)].includes(screen.kind) || s.height.input !== null, 'nothing measured without a height');
  check(!s.rescanOpen || screen.kind === 'scan-summary', 'the rescan question only over a summary');
  if (screen.kind === 'processing') {
    check(screen.job.run === s.runs, 'the run on screen is the newest');
    check((screen.measured !== null) === (screen.stage === 'finalizing' || screen.stage === 'done'), 'finalizing/done exactly when measured');
    check(screen.measured === null || (screen.prepared && s.photo !== null), 'measured only from a prepared photo');
  }
  if (screen.kind === 'review' || screen.kind === 'saving') {
    check(s.photo !== null, 'Review has its photo');
    check(Object.keys(screen.result.measurements).length > 0, 'a result has measurements');
  }
  if (screen.kind === 'scan-complete' || screen.kind === 'scan-summary') check(Object.keys(screen.result.measurements).length > 0, 'a result has measurements');
  if (screen.kind === 'scan') check(screen.attempt === s.attempts, 'the camera attempt is the newest');
  return problems;
}

const runArb = fc.integer({ min: 0, max: 4 });
const eventArb: fc.Arbitrary<AiFitEvent> = fc.oneof(
  fc.constantFrom<AiFitEvent>(
    { type: 'CONSENT_GIVEN' },
    { type: 'SETUP_DONE' },
    { type: 'BACK' },
    { type: 'CANCEL' },
    { type: 'TRY_AGAIN' },
    { type: 'SAVE_STARTED' },
    { type: 'SAVE_FAILED' },
    { type: 'SCAN_COMPLETE_SHOWN' },
    { type: 'UPLOAD_INSTEAD' },
    { type: 'RESCAN_ASKED' },
    { type: 'RESCAN_KEPT' },
    { type: 'RESCAN' },
    { type: 'ATTACH_STARTED' },
    { type: 'ATTACH_FAILED' },
    { type: 'PDF_STARTED' },
    { type: 'PDF_FINISHED' },
    { type: 'SCAN_CAPTURED', scan },
    { type: 'HEIGHT_DONE', height },
    { type: 'HEIGHT_DONE', height: { ...height, unit: 'inches' } },
  ),
  fc.constantFrom('women', 'men', 'children').map((category): AiFitEvent => ({ type: 'CATEGORY_CHOSEN', category })),
  fc.constantFrom('upload', 'camera').map((mode): AiFitEvent => ({ type: 'MODE_CHOSEN', mode })),
  fc.constantFrom('metric', 'inches').map((unit): AiFitEvent => ({ type: 'UNIT_CHOSEN', unit })),
  fc.constantFrom('front', 'side').map((v): AiFitEvent => ({ type: 'SCAN_VIEW', view: v })),
  fc.constantFrom(JPEG, HEIC, GIF, HUGE, null).map((file): AiFitEvent => ({ type: 'PHOTO_CHOSEN', file })),
  runArb.map((run): AiFitEvent => ({ type: 'PHOTO_UNREADABLE', run })),
  runArb.map((run): AiFitEvent => ({ type: 'PHOTO_PREPARED', run, photo: photo(`blob:${run}`) })),
  fc.tuple(runArb, fc.constantFrom(...PROCESSING_STAGES)).map(([run, stage]): AiFitEvent => ({ type: 'PHOTO_STAGE', run, stage })),
  runArb.map((run): AiFitEvent => ({ type: 'PHOTO_QUALITY_FAILED', run, quality: failed, view: null })),
  runArb.map((run): AiFitEvent => ({ type: 'PHOTO_MEASURED', run, measured })),
  runArb.map((run): AiFitEvent => ({ type: 'STAGE_SHOWN', run })),
  runArb.map((run): AiFitEvent => ({ type: 'PHOTO_FAILED', run, error: 'failed' })),
  runArb.map((run): AiFitEvent => ({ type: 'SCAN_MEASURED', run, result })),
  runArb.map((run): AiFitEvent => ({ type: 'SCAN_FAILED', run, error: 'timeout' })),
);
const startArb = fc.record({ consented: fc.boolean(), category: fc.constantFrom('women' as const, 'men' as const, 'children' as const), unit: fc.constantFrom('metric' as const, 'inches' as const), cameraAvailable: fc.boolean() });

/** Frozen, so a reducer that changed its input would throw here. */
const frozen = (s: AiFitState): AiFitState => Object.freeze({ ...s, screen: Object.freeze({ ...s.screen }), height: Object.freeze({ ...s.height }) });

describe('ai-fit-state: any sequence of events', () => {
  it('keeps every invariant, never mutates, and is deterministic', () => {
    fc.assert(
      fc.property(startArb, fc.array(eventArb, { maxLength: 60 }), (opts, events) => {
        let state = frozen(initialAiFitState(opts));
        for (const event of events) {
          const next = reduce(state, event);
          expect(reduce(state, event)).toEqual(next);
          expect(invariantProblems(next)).toEqual([]);
          expect(next.runs).toBeGreaterThanOrEqual(state.runs);
          expect(next.attempts).toBeGreaterThanOrEqual(state.attempts);
          state = frozen(next);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('Cancel always leaves a resting screen: nothing is running afterwards', () => {
    fc.assert(
      fc.property(startArb, fc.array(eventArb, { maxLength: 60 }), (opts, events) => {
        let state = initialAiFitState(opts);
        for (const event of events) {
          state = reduce(state, event);
          const cancelled = reduce(state, { type: 'CANCEL' });
          if (state.screen.kind === 'processing') expect(cancelled.screen).toEqual({ kind: 'capture', problem: null });
          else expect(cancelled).toBe(state);
          expect(['processing', 'saving'].includes(cancelled.screen.kind)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the progress of one run never moves back, and Review follows 100 %', () => {
    fc.assert(
      fc.property(startArb, fc.array(eventArb, { maxLength: 60 }), (opts, events) => {
        let state = initialAiFitState(opts);
        for (const event of events) {
          const next = reduce(state, event);
          const before = state.screen;
          const after = next.screen;
          if (before.kind === 'processing' && after.kind === 'processing' && before.job.run === after.job.run) expect(PROCESSING_STAGES.indexOf(after.stage)).toBeGreaterThanOrEqual(PROCESSING_STAGES.indexOf(before.stage));
          if (after.kind === 'review' && before.kind !== 'review') expect(before.kind === 'saving' || (before.kind === 'processing' && before.stage === 'done')).toBe(true);
          state = next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('RUNNING_STAGES are the first stages of PROCESSING_STAGES, in order', () => {
    expect(PROCESSING_STAGES.slice(0, RUNNING_STAGES.length)).toEqual([...RUNNING_STAGES]);
  });
});
