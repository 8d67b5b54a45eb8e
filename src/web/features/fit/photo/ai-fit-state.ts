import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PoseView } from '@domain/fit/types';
import type { SizeCategory, UnitSystem } from '@domain/sizing/types';
import type { HeightInput } from '../../sizing';
import type { ScanCapture, ScanView } from '../camera/camera-scan';
import type { PhotoFitResult } from './fit-result';
import { checkPhotoFile, type PhotoFileProblem, type ProcessingError, type ProcessingStage } from './photo-rules';
import type { PreparedPhoto } from './process-photo';

/**
 * The AI Powered Fit dialog as a pure state machine (docs/requirements/sizing.md §4 "Photo-upload fit stepper" and
 * "Live-camera flow"). The dialog renders `screen`; the work (model, detection, the server call,
 * timers, object URLs) lives in effects keyed on it (use-ai-fit-effects.ts), which report back
 * with events. An event that does not apply to the current screen returns the same state object,
 * so a late answer from abandoned work, or a second click, changes nothing.
 */

export type Mode = 'upload' | 'camera';
export type CaptureProblem = PhotoFileProblem | { code: 'INVALID_IMAGE' };

export interface Scan {
  front: ScanCapture;
  side: ScanCapture;
}

/** The photo's measurement, as Review shows it. */
export interface Measured {
  result: PhotoFitResult;
  view: PoseView;
  quality: PoseQuality;
}

/** What the shopper typed on the height step (kept to refill it on Back). */
export interface HeightEntry {
  text: string;
  unit: UnitSystem;
  input: HeightInput | null;
  weightKg: number | null;
  weightText: string;
}

/** One photo run: its number (answers of earlier runs are ignored) and everything it measures with. */
export interface PhotoJob {
  run: number;
  file: File;
  heightCm: number;
  weightKg: number | null;
  category: SizeCategory;
}

/** One camera measurement: the two captures and what they are measured with. */
export interface ScanJob {
  run: number;
  heightCm: number;
  weightKg: number | null;
  category: SizeCategory;
}

/** The stages the pipeline reports itself; finalizing and done are shown by the dialog once measured. */
export const RUNNING_STAGES = ['preparing', 'analyzing', 'extracting', 'calculating'] as const;
export type RunningStage = (typeof RUNNING_STAGES)[number];
/** How long the last two stages show (a frame lets 85 % show before 100 %, then 100 % before Review). */
export const SHOWN_STAGE_MS = { finalizing: 150, done: 250 } as const;
/** How long 'Scan Complete!' shows before the summary. */
export const SCAN_COMPLETE_MS = 1200;

export type ProcessingScreen = { kind: 'processing'; job: PhotoJob; prepared: boolean } & (
  | { stage: RunningStage; measured: null }
  | { stage: 'finalizing' | 'done'; measured: Measured }
);

export type Screen =
  | { kind: 'consent' }
  | { kind: 'setup' }
  | { kind: 'height' }
  | { kind: 'capture'; problem: CaptureProblem | null }
  | ProcessingScreen
  | { kind: 'quality'; quality: PoseQuality; view: PoseView | null }
  | { kind: 'error'; error: ProcessingError }
  | ({ kind: 'review' } & Measured)
  | ({ kind: 'saving' } & Measured)
  // The live camera; `attempt` remounts the camera, so a new scan starts from the front pose.
  | { kind: 'scan'; attempt: number }
  | { kind: 'scan-processing'; scan: Scan; job: ScanJob }
  | { kind: 'scan-complete'; scan: Scan; result: PhotoFitResult }
  | { kind: 'scan-error'; scan: Scan; error: ProcessingError }
  | { kind: 'scan-summary'; scan: Scan; result: PhotoFitResult; attaching: boolean };

export type ScreenKind = Screen['kind'];

export interface AiFitState {
  screen: Screen;
  category: SizeCategory;
  mode: Mode;
  cameraAvailable: boolean;
  height: HeightEntry;
  /** The unit the measurements are shown in. */
  unit: UnitSystem;
  /** The last prepared photo (the preview and Review's picture); replaced by the next one. */
  photo: PreparedPhoto | null;
  scanView: ScanView;
  rescanOpen: boolean;
  pdfBusy: boolean;
  /** Counters giving each photo/scan run and each camera attempt its own number. */
  runs: number;
  attempts: number;
}

export type AiFitEvent =
  | { type: 'CONSENT_GIVEN' }
  | { type: 'CATEGORY_CHOSEN'; category: SizeCategory }
  | { type: 'MODE_CHOSEN'; mode: Mode }
  | { type: 'SETUP_DONE' }
  | { type: 'BACK' }
  | { type: 'HEIGHT_DONE'; height: HeightEntry & { input: HeightInput } }
  | { type: 'PHOTO_CHOSEN'; file: File | null }
  | { type: 'PHOTO_UNREADABLE'; run: number }
  | { type: 'PHOTO_PREPARED'; run: number; photo: PreparedPhoto }
  | { type: 'PHOTO_STAGE'; run: number; stage: ProcessingStage }
  | { type: 'PHOTO_QUALITY_FAILED'; run: number; quality: PoseQuality; view: PoseView | null }
  | { type: 'PHOTO_MEASURED'; run: number; measured: Measured }
  | { type: 'STAGE_SHOWN'; run: number }
  | { type: 'PHOTO_FAILED'; run: number; error: ProcessingError }
  | { type: 'CANCEL' }
  | { type: 'TRY_AGAIN' }
  | { type: 'SAVE_STARTED' }
  | { type: 'SAVE_FAILED' }
  | { type: 'UNIT_CHOSEN'; unit: UnitSystem }
  | { type: 'SCAN_VIEW'; view: ScanView }
  | { type: 'SCAN_CAPTURED'; scan: Scan }
  | { type: 'SCAN_MEASURED'; run: number; result: PhotoFitResult }
  | { type: 'SCAN_FAILED'; run: number; error: ProcessingError }
  | { type: 'SCAN_COMPLETE_SHOWN' }
  | { type: 'UPLOAD_INSTEAD' }
  | { type: 'RESCAN_ASKED' }
  | { type: 'RESCAN_KEPT' }
  | { type: 'RESCAN' }
  | { type: 'ATTACH_STARTED' }
  | { type: 'ATTACH_FAILED' }
  | { type: 'PDF_STARTED' }
  | { type: 'PDF_FINISHED' };

export interface InitialOptions {
  consented: boolean;
  category: SizeCategory;
  unit: UnitSystem;
  cameraAvailable: boolean;
}

export function initialAiFitState({ consented, category, unit, cameraAvailable }: InitialOptions): AiFitState {
  return {
    screen: consented ? { kind: 'setup' } : { kind: 'consent' },
    category,
    mode: 'upload',
    cameraAvailable,
    height: { text: '', unit, input: null, weightKg: null, weightText: '' },
    unit,
    photo: null,
    scanView: 'front',
    rescanOpen: false,
    pdfBusy: false,
    runs: 0,
    attempts: 0,
  };
}

const isRunning = (stage: ProcessingStage): stage is RunningStage => (RUNNING_STAGES as readonly string[]).includes(stage);

/** The photo run `run` is the one on screen. */
const current = (state: AiFitState, run: number): ProcessingScreen | null => (state.screen.kind === 'processing' && state.screen.job.run === run ? state.screen : null);

const toCapture = (state: AiFitState, problem: CaptureProblem | null = null): AiFitState => ({ ...state, screen: { kind: 'capture', problem } });
const toScan = (state: AiFitState): AiFitState => ({ ...state, screen: { kind: 'scan', attempt: state.attempts + 1 }, attempts: state.attempts + 1, rescanOpen: false });

/** The next state; the same object when the event does not apply (see the module comment). */
export function reduce(state: AiFitState, event: AiFitEvent): AiFitState {
  const { screen } = state;
  switch (event.type) {
    case 'CONSENT_GIVEN':
      return screen.kind === 'consent' ? { ...state, screen: { kind: 'setup' } } : state;
    case 'CATEGORY_CHOSEN':
      return screen.kind === 'setup' && state.category !== event.category ? { ...state, category: event.category } : state;
    case 'MODE_CHOSEN':
      // Use Camera is disabled without a camera: refused here too.
      if (screen.kind !== 'setup' || state.mode === event.mode || (event.mode === 'camera' && !state.cameraAvailable)) return state;
      return { ...state, mode: event.mode };
    case 'SETUP_DONE':
      return screen.kind === 'setup' ? { ...state, screen: { kind: 'height' } } : state;
    case 'BACK':
      if (screen.kind === 'height') return { ...state, screen: { kind: 'setup' } };
      if (screen.kind === 'capture' || screen.kind === 'scan') return { ...state, screen: { kind: 'height' } };
      return state;
    case 'HEIGHT_DONE': {
      if (screen.kind !== 'height') return state;
      // Review shows the unit the height was typed in.
      const next: AiFitState = { ...state, height: event.height, unit: event.height.unit };
      return state.mode === 'camera' ? toScan(next) : toCapture(next);
    }
    case 'PHOTO_CHOSEN': {
      if (screen.kind !== 'capture') return state;
      const problem = checkPhotoFile(event.file);
      if (problem || !event.file || !state.height.input) return toCapture(state, problem ?? { code: 'FIT_NO_PHOTO' });
      const run = state.runs + 1;
      const job: PhotoJob = { run, file: event.file, heightCm: state.height.input.normalizedCm, weightKg: state.height.weightKg, category: state.category };
      return { ...state, runs: run, screen: { kind: 'processing', job, prepared: false, stage: 'preparing', measured: null } };
    }
    case 'PHOTO_UNREADABLE': {
      const s = current(state, event.run);
      return s && !s.prepared ? toCapture(state, { code: 'INVALID_IMAGE' }) : state;
    }
    case 'PHOTO_PREPARED': {
      const s = current(state, event.run);
      return s && !s.prepared ? { ...state, photo: event.photo, screen: { ...s, prepared: true } } : state;
    }
    case 'PHOTO_STAGE': {
      const s = current(state, event.run);
      // Only the stages the pipeline runs through, and the bar never moves back.
      if (!s || s.measured || !isRunning(event.stage) || RUNNING_STAGES.indexOf(event.stage) <= RUNNING_STAGES.indexOf(s.stage)) return state;
      return { ...state, screen: { ...s, stage: event.stage } };
    }
    case 'PHOTO_QUALITY_FAILED': {
      const s = current(state, event.run);
      return s && s.prepared && !s.measured ? { ...state, screen: { kind: 'quality', quality: event.quality, view: event.view } } : state;
    }
    case 'PHOTO_MEASURED': {
      const s = current(state, event.run);
      if (!s || !s.prepared || s.measured) return state;
      return { ...state, screen: { kind: 'processing', job: s.job, prepared: true, stage: 'finalizing', measured: event.measured } };
    }
    case 'STAGE_SHOWN': {
      const s = current(state, event.run);
      if (!s?.measured) return state;
      if (s.stage === 'finalizing') return { ...state, screen: { ...s, stage: 'done' } };
      return { ...state, screen: { kind: 'review', ...s.measured } };
    }
    case 'PHOTO_FAILED': {
      const s = current(state, event.run);
      return s && !s.measured ? { ...state, screen: { kind: 'error', error: event.error } } : state;
    }
    case 'CANCEL':
      return screen.kind === 'processing' ? toCapture(state) : state;
    case 'TRY_AGAIN':
      return screen.kind === 'quality' || screen.kind === 'error' || screen.kind === 'review' ? toCapture(state) : state;
    case 'SAVE_STARTED':
      return screen.kind === 'review' && state.height.input ? { ...state, screen: { ...screen, kind: 'saving' } } : state;
    case 'SAVE_FAILED':
      return screen.kind === 'saving' ? { ...state, screen: { ...screen, kind: 'review' } } : state;
    case 'UNIT_CHOSEN':
      if (state.unit === event.unit) return state;
      return screen.kind === 'review' || screen.kind === 'saving' || screen.kind === 'scan-summary' ? { ...state, unit: event.unit } : state;
    case 'SCAN_VIEW':
      return screen.kind === 'scan' && state.scanView !== event.view ? { ...state, scanView: event.view } : state;
    case 'SCAN_CAPTURED': {
      if (screen.kind !== 'scan' || !state.height.input) return state;
      const run = state.runs + 1;
      const job: ScanJob = { run, heightCm: state.height.input.normalizedCm, weightKg: state.height.weightKg, category: state.category };
      return { ...state, runs: run, screen: { kind: 'scan-processing', scan: event.scan, job } };
    }
    case 'SCAN_MEASURED':
      return screen.kind === 'scan-processing' && screen.job.run === event.run ? { ...state, screen: { kind: 'scan-complete', scan: screen.scan, result: event.result } } : state;
    case 'SCAN_FAILED':
      return screen.kind === 'scan-processing' && screen.job.run === event.run ? { ...state, screen: { kind: 'scan-error', scan: screen.scan, error: event.error } } : state;
    case 'SCAN_COMPLETE_SHOWN':
      return screen.kind === 'scan-complete' ? { ...state, screen: { kind: 'scan-summary', scan: screen.scan, result: screen.result, attaching: false } } : state;
    case 'UPLOAD_INSTEAD':
      return screen.kind === 'scan' ? toCapture({ ...state, mode: 'upload' }) : state;
    case 'RESCAN_ASKED':
      return screen.kind === 'scan-summary' && !screen.attaching && !state.rescanOpen ? { ...state, rescanOpen: true } : state;
    case 'RESCAN_KEPT':
      return state.rescanOpen ? { ...state, rescanOpen: false } : state;
    case 'RESCAN':
      return screen.kind === 'scan-error' || (screen.kind === 'scan-summary' && !screen.attaching) ? toScan(state) : state;
    case 'ATTACH_STARTED':
      return screen.kind === 'scan-summary' && !screen.attaching && state.height.input ? { ...state, screen: { ...screen, attaching: true } } : state;
    case 'ATTACH_FAILED':
      return screen.kind === 'scan-summary' && screen.attaching ? { ...state, screen: { ...screen, attaching: false } } : state;
    case 'PDF_STARTED':
      return screen.kind === 'scan-summary' && !screen.attaching && !state.pdfBusy && state.height.input ? { ...state, pdfBusy: true } : state;
    case 'PDF_FINISHED':
      // Wherever the dialog is by then: the download has ended.
      return state.pdfBusy ? { ...state, pdfBusy: false } : state;
  }
}

/** The result the shopper is looking at (Review, Save, the scan summary): the size is recommended for it. */
export function resultOf(screen: Screen): PhotoFitResult | null {
  switch (screen.kind) {
    case 'review':
    case 'saving':
    case 'scan-summary':
      return screen.result;
    default:
      return null;
  }
}

/** The camera's captures on screen, if any (their object URLs are freed when this changes). */
export function scanOf(screen: Screen): Scan | null {
  return 'scan' in screen ? screen.scan : null;
}

/** The photo stepper (Height → Capture → Review → Save): the step shown, -1 for none. */
export const PHOTO_STEPS = ['height', 'capture', 'review', 'save'] as const;
export function photoStepOf(screen: Screen): number {
  switch (screen.kind) {
    case 'height':
      return 0;
    case 'capture':
    case 'processing':
    case 'quality':
    case 'error':
      return 1;
    case 'review':
      return 2;
    case 'saving':
      return 3;
    default:
      return -1;
  }
}

/** The camera's progress (details, front, side, summary): the step shown. */
export const CAMERA_STEPS = ['details', 'front', 'side', 'summary'] as const;
export function cameraStepOf(screen: Screen, view: ScanView): number {
  switch (screen.kind) {
    case 'scan':
      return view === 'front' ? 1 : 2;
    case 'scan-processing':
    case 'scan-error':
      return 2;
    case 'scan-complete':
    case 'scan-summary':
      return 3;
    default:
      return 0;
  }
}
