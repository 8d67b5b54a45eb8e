import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { scanOf, SCAN_COMPLETE_MS, SHOWN_STAGE_MS, type AiFitEvent, type AiFitState } from './ai-fit-state';
import { PROCESSING_TIMEOUT_MS, processingErrorFor, stageOf, withTimeout } from './photo-rules';
import { hashPhoto, measureViews, PhotoFitError, preloadPoseModel, preparePhoto, runPhotoFit, type PreparedPhoto } from './process-photo';

/**
 * The dialog's work, each piece an effect keyed on the screen that needs it: leaving that screen
 * (Cancel, Try Again, closing the dialog) runs the cleanup, which aborts the run or clears the
 * timer, and nothing it reports afterwards is dispatched.
 */
export function useAiFitEffects(state: AiFitState, dispatch: Dispatch<AiFitEvent>, bodyRef: RefObject<HTMLDivElement | null>): void {
  const { screen } = state;

  // The photo run: prepare → model → detect → quality gate → server. Keyed on the job, not the
  // stage, so the progress it reports does not restart it.
  const job = screen.kind === 'processing' ? screen.job : null;
  useEffect(() => {
    if (!job) return;
    const controller = new AbortController();
    const { signal } = controller;
    const { run } = job;
    void (async () => {
      let prepared: PreparedPhoto;
      try {
        prepared = await preparePhoto(job.file);
      } catch {
        if (!signal.aborted) dispatch({ type: 'PHOTO_UNREADABLE', run });
        return;
      }
      if (signal.aborted) {
        URL.revokeObjectURL(prepared.url);
        return;
      }
      dispatch({ type: 'PHOTO_PREPARED', run, photo: prepared });
      try {
        const outcome = await runPhotoFit({
          photo: prepared,
          heightCm: job.heightCm,
          weightKg: job.weightKg,
          category: job.category,
          signal,
          onStep: (step) => !signal.aborted && dispatch({ type: 'PHOTO_STAGE', run, stage: stageOf(step) }),
        });
        if (signal.aborted) return;
        if (outcome.kind === 'quality') dispatch({ type: 'PHOTO_QUALITY_FAILED', run, quality: outcome.quality, view: outcome.view });
        else dispatch({ type: 'PHOTO_MEASURED', run, measured: { result: outcome.result, view: outcome.view, quality: outcome.quality } });
      } catch (err) {
        if (signal.aborted) return;
        dispatch({ type: 'PHOTO_FAILED', run, error: processingErrorFor(err instanceof PhotoFitError ? err.code : 'PROCESSING_FAILED') });
      }
    })();
    return () => controller.abort();
  }, [job, dispatch]);

  // Measured: 85 % (finalizing) shows for a moment, then 100 % (done), then Review.
  const shown = screen.kind === 'processing' && screen.measured ? screen : null;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => dispatch({ type: 'STAGE_SHOWN', run: shown.job.run }), SHOWN_STAGE_MS[shown.stage]);
    return () => clearTimeout(timer);
  }, [shown, dispatch]);

  // The camera's two captures → the server, within the processing time limit.
  const scanning = screen.kind === 'scan-processing' ? screen : null;
  useEffect(() => {
    if (!scanning) return;
    const { scan, job: scanJob } = scanning;
    const controller = new AbortController();
    const limit = withTimeout(controller.signal, PROCESSING_TIMEOUT_MS);
    void (async () => {
      try {
        const imageHash = await hashPhoto(scan.front.photo.blob);
        const result = await measureViews({ front: scan.front.view, side: scan.side.view, heightCm: scanJob.heightCm, weightKg: scanJob.weightKg, category: scanJob.category, signal: limit.signal, ...(imageHash ? { imageHash } : {}) });
        if (!controller.signal.aborted) dispatch({ type: 'SCAN_MEASURED', run: scanJob.run, result });
      } catch (err) {
        if (controller.signal.aborted) return;
        const code = limit.timedOut() ? 'TIMEOUT' : err instanceof PhotoFitError ? err.code : 'PROCESSING_FAILED';
        dispatch({ type: 'SCAN_FAILED', run: scanJob.run, error: processingErrorFor(code) });
      } finally {
        limit.clear();
      }
    })();
    return () => controller.abort();
  }, [scanning, dispatch]);

  // 'Scan Complete!' shows for a moment before the summary.
  const complete = screen.kind === 'scan-complete' ? screen : null;
  useEffect(() => {
    if (!complete) return;
    const timer = setTimeout(() => dispatch({ type: 'SCAN_COMPLETE_SHOWN' }), SCAN_COMPLETE_MS);
    return () => clearTimeout(timer);
  }, [complete, dispatch]);

  // The model is 12 MB: fetch it while the shopper picks a photo or the camera starts, once per
  // opening. Its own controller: choosing a photo must not cancel the download it waits on.
  const preloadRef = useRef<AbortController | null>(null);
  const wantsModel = screen.kind === 'capture' || screen.kind === 'scan';
  useEffect(() => {
    if (!wantsModel || preloadRef.current) return;
    preloadRef.current = new AbortController();
    preloadPoseModel(preloadRef.current.signal);
  }, [wantsModel]);
  useEffect(
    () => () => {
      preloadRef.current?.abort();
      preloadRef.current = null;
    },
    [],
  );

  // Object URLs: the photo's when the next replaces it or the dialog closes; the camera's
  // captures when a new scan starts or the dialog closes.
  const { photo } = state;
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );
  const scan = scanOf(screen);
  useEffect(
    () => () => {
      if (scan) for (const c of [scan.front, scan.side]) URL.revokeObjectURL(c.photo.url);
    },
    [scan],
  );

  // Each screen starts at its top (a long review scrolled down must not open the next one halfway).
  useEffect(() => {
    bodyRef.current?.scrollTo({ top: 0 });
  }, [screen.kind, bodyRef]);
}
