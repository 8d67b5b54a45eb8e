/**
 * Stands in for `@mediapipe/pose` inside pose-detection's bundle (vite.config.ts, poseRuntime()).
 * We use the `tfjs` runtime only; the MediaPipe runtime needs WebGL and its own 20 MB of assets
 * from a CDN (notes-pose-stack.md), so its loader is not shipped.
 */
export class Pose {
  constructor() {
    throw new Error('The MediaPipe pose runtime is not bundled; use runtime "tfjs".');
  }
}
