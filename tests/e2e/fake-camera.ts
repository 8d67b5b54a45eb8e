import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture): a photo letterboxed,
 * not cropped, into a landscape frame on mid grey, as Y4M (YUV 4:2:0, BT.601 full range). Chromium
 * loops the file, so a few identical frames make a still camera picture of the person.
 */
export async function writeFakeCameraVideo(photoPath: string, outPath: string, options: { width?: number; height?: number; frames?: number } = {}): Promise<{ width: number; height: number; meanLuma: number }> {
  const width = options.width ?? 1280;
  const height = options.height ?? 720;
  const frames = options.frames ?? 3;
  if (width % 2 || height % 2) throw new Error('4:2:0 needs even sizes');
  const rgb = await sharp(photoPath)
    .rotate()
    .resize(width, height, { fit: 'contain', background: { r: 128, g: 128, b: 128 } })
    .removeAlpha()
    .raw()
    .toBuffer();

  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  let lumaSum = 0;
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const luma = 0.299 * (rgb[i] ?? 0) + 0.587 * (rgb[i + 1] ?? 0) + 0.114 * (rgb[i + 2] ?? 0);
      y[row * width + col] = clamp(luma);
      lumaSum += luma;
    }
  }
  // Chroma of each 2x2 block, averaged.
  for (let row = 0; row < height; row += 2) {
    for (let col = 0; col < width; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const i = ((row + dy) * width + col + dx) * 3;
        r += rgb[i] ?? 0;
        g += rgb[i + 1] ?? 0;
        b += rgb[i + 2] ?? 0;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const k = (row / 2) * (width / 2) + col / 2;
      u[k] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[k] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  writeFileSync(outPath, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return { width, height, meanLuma: lumaSum / (width * height) / 255 };
}

/** Chromium flags for a camera that shows `file` and is allowed without asking. */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
