import type { PoseView } from '@domain/fit/types';
import { BLAZEPOSE_SKELETON } from '../../lib/pose/landmarks';
import type { ScanLevel } from './measurement-response';

/** The design's accents (DESIGN.md): emerald mask, saffron skeleton, crimson points. */
const COLORS = { mask: 'rgba(31, 122, 77, 0.38)', bone: '#D4A017', point: '#B22234', ring: '#FFFFFF', level: '#1F7A4D', levelLandmarks: '#222222' };

/**
 * The photo with what the pipeline saw: the silhouette runs tinted (exactly the rows sent to the
 * server, so gaps show the row sampling), the skeleton, the 33 points (faded when not visible) and
 * the measurement lines. Sizes scale with the image so a 2048 px photo shown 360 px wide stays legible.
 */
export function drawScan(canvas: HTMLCanvasElement, image: CanvasImageSource, view: PoseView | null, levels: readonly ScanLevel[], rowStep: number): void {
  const width = view?.imageWidth ?? canvas.width;
  const height = view?.imageHeight ?? canvas.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  if (!view) return;
  const unit = Math.max(width, height) / 400;

  ctx.fillStyle = COLORS.mask;
  for (const [y, left, right] of view.silhouette?.rows ?? []) ctx.fillRect(left, y, right - left + 1, rowStep);

  const px = (i: number): [number, number, number] | null => {
    const l = view.landmarks[i];
    return l ? [l.x * width, l.y * height, l.visibility] : null;
  };
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(2, unit * 1.2);
  ctx.strokeStyle = COLORS.bone;
  for (const [a, b] of BLAZEPOSE_SKELETON) {
    const p = px(a);
    const q = px(b);
    if (!p || !q) continue;
    ctx.globalAlpha = Math.min(p[2], q[2]) < 0.5 ? 0.35 : 1;
    ctx.beginPath();
    ctx.moveTo(p[0], p[1]);
    ctx.lineTo(q[0], q[1]);
    ctx.stroke();
  }
  for (let i = 0; i < view.landmarks.length; i += 1) {
    const p = px(i);
    if (!p) continue;
    ctx.globalAlpha = p[2] < 0.5 ? 0.4 : 1;
    ctx.beginPath();
    ctx.arc(p[0], p[1], Math.max(3, unit * 1.6), 0, Math.PI * 2);
    ctx.fillStyle = COLORS.point;
    ctx.fill();
    ctx.lineWidth = Math.max(1, unit * 0.6);
    ctx.strokeStyle = COLORS.ring;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;

  const textHeight = Math.round(Math.max(12, unit * 8));
  ctx.font = `600 ${textHeight}px system-ui, sans-serif`;
  ctx.textBaseline = 'bottom';
  for (const level of levels) {
    const y = level.y * height;
    ctx.setLineDash([unit * 4, unit * 2.5]);
    ctx.lineWidth = Math.max(1.5, unit * 0.8);
    ctx.strokeStyle = level.from === 'server' ? COLORS.level : COLORS.levelLandmarks;
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
    ctx.stroke();
    ctx.setLineDash([]);
    // The label on a white tag so it reads on any photo.
    const pad = Math.max(2, unit * 1.5);
    const textWidth = ctx.measureText(level.name).width;
    ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
    ctx.fillRect(pad, y - textHeight - pad * 2, textWidth + pad * 2, textHeight + pad * 1.5);
    ctx.fillStyle = ctx.strokeStyle;
    ctx.fillText(level.name, pad * 2, y - pad);
  }
}
