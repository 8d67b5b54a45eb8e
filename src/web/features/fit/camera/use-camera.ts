import { CAMERA_IDEAL_HEIGHT, CAMERA_IDEAL_WIDTH } from '@domain/fit/camera';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera did not start: 'denied' (permission refused), 'unavailable' (no camera, no API, busy). */
export type CameraProblem = 'denied' | 'unavailable';

export type CameraState = { kind: 'idle' } | { kind: 'starting' } | { kind: 'live' } | { kind: 'failed'; problem: CameraProblem };

/** docs/requirements/sizing.md §9: ideal 1920x1080 from the front-facing camera, no sound. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: CAMERA_IDEAL_WIDTH }, height: { ideal: CAMERA_IDEAL_HEIGHT } },
};

function problemOf(err: unknown): CameraProblem {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError' ? 'denied' : 'unavailable';
}

/**
 * The camera stream for one <video>. The stream stops when `stop()` is called, when the component
 * unmounts (the dialog closes) and when the page is hidden long enough for the browser to freeze it;
 * no track is left running behind a closed dialog.
 */
export function useCamera(): {
  videoRef: (el: HTMLVideoElement | null) => void;
  video: HTMLVideoElement | null;
  state: CameraState;
  start(): Promise<void>;
  stop(): void;
} {
  const streamRef = useRef<MediaStream | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>({ kind: 'idle' });
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current++;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (video) video.srcObject = null;
    setState({ kind: 'idle' });
  }, [video]);

  const start = useCallback(async () => {
    if (!video) return;
    if (streamRef.current) {
      setState({ kind: 'live' });
      return;
    }
    const mine = ++generation.current;
    setState({ kind: 'starting' });
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'failed', problem: 'unavailable' });
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      // Closed or restarted while the browser asked for permission: this stream is nobody's.
      if (mine !== generation.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      video.srcObject = stream;
      video.muted = true;
      video.playsInline = true;
      await video.play().catch(() => undefined);
      if (mine === generation.current) setState({ kind: 'live' });
    } catch (err) {
      if (mine === generation.current) setState({ kind: 'failed', problem: problemOf(err) });
    }
  }, [video]);

  // Unmount: stop every track.
  useEffect(
    () => () => {
      generation.current++;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    },
    [],
  );

  return { videoRef: setVideo, video, state, start, stop };
}
