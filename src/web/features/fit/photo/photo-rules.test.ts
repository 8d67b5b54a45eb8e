import { describe, expect, it } from 'vitest';
import { checkPhotoFile, fitWithin, MAX_PHOTO_BYTES, PROCESSING_STAGES, processingErrorFor, progressOf, saveErrorKey, STAGE_PROGRESS, stageOf, withTimeout, type PipelineStep } from './photo-rules';

const MB = 1024 * 1024;

describe('checkPhotoFile (docs/requirements/sizing.md §5 Photo upload)', () => {
  it('accepts JPEG, PNG and WebP up to 8 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/jpg']) expect(checkPhotoFile({ name: 'a', type, size: MAX_PHOTO_BYTES })).toBeNull();
  });
  it('refuses HEIC/HEIF by type or by extension (browsers often leave the type empty), before the size', () => {
    expect(checkPhotoFile({ name: 'IMG_1.HEIC', type: '', size: 100 })).toEqual({ code: 'FIT_UNSUPPORTED_FORMAT', heic: true });
    expect(checkPhotoFile({ name: 'x.jpg', type: 'image/heif', size: 100 })).toEqual({ code: 'FIT_UNSUPPORTED_FORMAT', heic: true });
    expect(checkPhotoFile({ name: 'big.heic', type: 'image/heic', size: 20 * MB })).toEqual({ code: 'FIT_UNSUPPORTED_FORMAT', heic: true });
  });
  it('refuses other formats with the generic format code', () => {
    expect(checkPhotoFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toEqual({ code: 'FIT_UNSUPPORTED_FORMAT', heic: false });
    expect(checkPhotoFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({ code: 'FIT_UNSUPPORTED_FORMAT', heic: false });
  });
  it('reads the type from the extension when the browser gives none', () => {
    expect(checkPhotoFile({ name: 'me.JPEG', type: '', size: 10 })).toBeNull();
  });
  it('refuses more than 8 MB with the size in MB (one decimal) for the message', () => {
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: 9.25 * MB })).toEqual({ code: 'FIT_IMAGE_TOO_LARGE', sizeMb: '9.3' });
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })?.code).toBe('FIT_IMAGE_TOO_LARGE');
  });
  it('asks for a photo when none is given', () => {
    expect(checkPhotoFile(null)).toEqual({ code: 'FIT_NO_PHOTO' });
  });
});

describe('fitWithin (longest side ≤ 2048 px)', () => {
  it('scales the longest side down to 2048 and keeps the aspect', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536, scale: 2048 / 4032 });
    expect(fitWithin(3000, 6000)).toMatchObject({ width: 1024, height: 2048 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 1200)).toEqual({ width: 800, height: 1200, scale: 1 });
    expect(fitWithin(2048, 100)).toEqual({ width: 2048, height: 100, scale: 1 });
  });
  it('keeps at least one pixel on a thin image and nothing for an empty one', () => {
    expect(fitWithin(10000, 2)).toMatchObject({ width: 2048, height: 1 });
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0, scale: 0 });
  });
});

describe('progress stages (docs/requirements/sizing.md §4: 10, 25, 40, 65, 85, 100 %)', () => {
  it('runs the spec percentages in order', () => {
    expect(PROCESSING_STAGES.map((s) => STAGE_PROGRESS[s])).toEqual([10, 25, 40, 65, 85, 100]);
  });
  it('maps the real pipeline steps to the stages, never going backwards', () => {
    const steps: PipelineStep[] = ['decode', 'model', 'detect', 'quality', 'measure', 'recommend', 'complete'];
    expect(steps.map(stageOf)).toEqual(['preparing', 'preparing', 'analyzing', 'extracting', 'calculating', 'finalizing', 'done']);
    const percents = steps.map(progressOf);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });
});

describe('error codes → screens and save messages (docs/requirements/sizing.md §8)', () => {
  it('maps processing codes to their titled screens', () => {
    expect(processingErrorFor('TIMEOUT')).toBe('timeout');
    expect(processingErrorFor('LANDMARKS_MISSING')).toBe('bodyNotDetected');
    expect(processingErrorFor('FIT_QUALITY_GATE_FAILED')).toBe('imageQuality');
    expect(processingErrorFor('FRAMING_INVALID')).toBe('imageQuality');
    expect(processingErrorFor('CALIBRATION_FAILED')).toBe('calibration');
    expect(processingErrorFor('IMPLAUSIBLE_METRICS')).toBe('calibration');
    expect(processingErrorFor('NO_MODEL_SOURCE')).toBe('modelLoad');
    expect(processingErrorFor('RATE_LIMITED')).toBe('failed');
  });
  it('maps save codes to their texts and anything else to the generic one', () => {
    expect(saveErrorKey('CALIBRATION_FAILED')).toBe('CALIBRATION_FAILED');
    expect(saveErrorKey('IMPLAUSIBLE_METRICS')).toBe('IMPLAUSIBLE_METRICS');
    expect(saveErrorKey('SIZE_NOT_AVAILABLE')).toBe('generic');
    expect(saveErrorKey(null)).toBe('generic');
  });
});

describe('withTimeout', () => {
  it('aborts after the limit and says it timed out', async () => {
    const t = withTimeout(undefined, 5);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.signal.aborted).toBe(true);
    expect(t.timedOut()).toBe(true);
  });
  it('follows the parent (closing the dialog) without counting as a timeout', () => {
    const parent = new AbortController();
    const t = withTimeout(parent.signal, 10_000);
    parent.abort();
    expect(t.signal.aborted).toBe(true);
    expect(t.timedOut()).toBe(false);
    t.clear();
  });
});
