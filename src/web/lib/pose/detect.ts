import type { PoseView, Silhouette } from '@domain/fit/types';
import { stridedSlice, tidy, type Tensor } from '@tensorflow/tfjs-core';
import type { Pose, PoseDetector } from '@tensorflow-models/pose-detection';
import { BLAZEPOSE_LANDMARK_COUNT, keypointsToLandmarks } from './landmarks';
import { maskRowsToRuns, sampledRows, silhouetteRowStep } from './mask-runs';

type Mask = NonNullable<Pose['segmentation']>['mask'];

export type PoseSource = HTMLImageElement | HTMLCanvasElement | ImageBitmap;

export interface DetectPoseOptions {
  /**
   * Keep BlazePose's region of interest from the previous call (consecutive video frames of one
   * person). Default false: photos are unrelated, and a stale region makes the landmark model look
   * where the last person stood (notes-pose-stack.md: reset between photos).
   */
  keepTracking?: boolean;
}

/**
 * The image in its own pixels. pose-detection sizes an <img> by `width`/`height`, which are the
 * displayed size once the element is laid out: such an image is copied to a canvas at its natural size.
 */
function pixelSource(source: PoseSource): { input: HTMLCanvasElement | HTMLImageElement | ImageBitmap; width: number; height: number } {
  if (typeof HTMLImageElement !== 'undefined' && source instanceof HTMLImageElement) {
    const width = source.naturalWidth;
    const height = source.naturalHeight;
    if (source.width === width && source.height === height) return { input: source, width, height };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    return { input: canvas, width, height };
  }
  return { input: source, width: source.width, height: source.height };
}

/**
 * The person mask as runs per row. BlazePose's mask tensor is RGBA at the image's size with the
 * probability in every channel; only channel 0 of every step-th row is read back, so a 2048 px tall
 * photo moves 1024 rows (not 4 channels × 2048 rows) out of wasm/WebGL memory.
 */
async function maskToSilhouette(mask: Mask, imageWidth: number, imageHeight: number): Promise<Silhouette> {
  const tensor = await mask.toTensor();
  let sampled: Tensor | null = null;
  try {
    const [maskHeight = 0, maskWidth = 0] = tensor.shape;
    const step = silhouetteRowStep(maskHeight);
    sampled = tidy(() => stridedSlice(tensor, [0, 0, 0], [maskHeight, maskWidth, 1], [step, 1, 1]));
    const values = await sampled.data();
    const rows = maskRowsToRuns(values, maskWidth, sampledRows(maskHeight, step), {
      threshold: 0.5,
      scaleX: imageWidth / maskWidth,
      scaleY: imageHeight / maskHeight,
      imageWidth,
    });
    return { rows };
  } finally {
    // The mask tensor belongs to us once handed over (pose-detection does not keep it): free both.
    sampled?.dispose();
    tensor.dispose();
  }
}

/**
 * One photo → its 33 landmarks (fractions of the image) and the person's silhouette (runs of the
 * mask above 0.5, every row up to 1024 rows, else every k-th: `silhouetteRowStep(imageHeight)`).
 * null when no person is found.
 */
export async function detectPose(detector: PoseDetector, source: PoseSource, options: DetectPoseOptions = {}): Promise<PoseView | null> {
  if (!options.keepTracking) detector.reset();
  const { input, width, height } = pixelSource(source);
  if (!(width > 0 && height > 0)) return null;
  const poses = await detector.estimatePoses(input, { maxPoses: 1, flipHorizontal: false });
  const pose = poses[0];
  const mask = pose?.segmentation?.mask;
  if (!pose || pose.keypoints.length < BLAZEPOSE_LANDMARK_COUNT) {
    if (mask) (await mask.toTensor()).dispose();
    return null;
  }
  const view: PoseView = {
    landmarks: keypointsToLandmarks(pose.keypoints.slice(0, BLAZEPOSE_LANDMARK_COUNT), width, height),
    imageWidth: width,
    imageHeight: height,
  };
  if (mask) view.silhouette = await maskToSilhouette(mask, width, height);
  return view;
}
