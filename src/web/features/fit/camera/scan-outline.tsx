import type { PoseViewKind } from '@domain/fit/quality-gate';

// Figures 100 units tall, centred on x = 0: an A-pose from the front (arms away from the body, so
// the waist and hips can be read between them) and a standing profile.
const FIGURES: Record<PoseViewKind, { head: { cx: number; cy: number; r: number }; body: string }> = {
  front: {
    head: { cx: 0, cy: 7, r: 6 },
    body: 'M -2.5 13 L -11 17.5 L -20.5 47 L -16.5 48.5 L -9.5 27 L -9.5 50 L -8 97 L -2 97 L 0 56 L 2 97 L 8 97 L 9.5 50 L 9.5 27 L 16.5 48.5 L 20.5 47 L 11 17.5 L 2.5 13 Z',
  },
  side: {
    head: { cx: 0.5, cy: 7, r: 6 },
    body: 'M -2 13 L -5 17.5 L -6.5 31 L -6 50 L -4.5 97 L 4 97 L 4.5 56 L 6 44 L 6.5 27 L 4.5 17.5 L 2 13 Z',
  },
};

/**
 * The outline the shopper fits into, over the live picture: white and dashed while the framing is
 * wrong, solid green when it is right (docs/requirements/sizing.md §2 overlay 6). It scales with the picture's own
 * size (`width` x `height`), the figure 88 % of its height, so it matches what the pose check wants.
 */
export function ScanOutline({ view, ready, width, height }: { view: PoseViewKind; ready: boolean; width: number; height: number }) {
  if (!(width > 0 && height > 0)) return null;
  const figure = FIGURES[view];
  const scale = (height * 0.88) / 100;
  return (
    <svg
      data-testid="scan-outline"
      data-ready={ready ? 'true' : 'false'}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      className="pointer-events-none absolute inset-0 h-full w-full"
      aria-hidden
    >
      <g transform={`translate(${width / 2} ${height * 0.06}) scale(${scale})`} fill={ready ? 'rgba(16,122,87,0.18)' : 'rgba(255,255,255,0.08)'} stroke={ready ? '#12a36e' : '#ffffff'} strokeWidth={3} strokeLinejoin="round">
        <circle {...figure.head} vectorEffect="non-scaling-stroke" strokeDasharray={ready ? undefined : '10 8'} />
        <path d={figure.body} vectorEffect="non-scaling-stroke" strokeDasharray={ready ? undefined : '10 8'} />
      </g>
    </svg>
  );
}
