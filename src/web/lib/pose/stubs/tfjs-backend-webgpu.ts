/**
 * Stands in for `@tensorflow/tfjs-backend-webgpu` inside pose-detection's bundle (vite.config.ts,
 * poseRuntime()). pose-detection imports it only for kernels it runs when the active backend is a
 * WebGPUBackend; we use wasm or WebGL, so `instanceof WebGPUBackend` is always false and the real
 * backend (~115 KB gzipped, registering itself on import) would be dead weight.
 */
export class WebGPUBackend {}

export const webgpu_util: Record<string, never> = {};
