import { describe, expect, it } from 'vitest';
import { CHART_BOX, chartWeeks, showsWeekLabel, weeklyChart, weeklyTotals } from './studio-overview';

const week = (orders: number, revenueMinor: number, weekStart = '2025-05-05') => ({ weekStart, orders, revenueMinor });
const box = { width: 100, height: 60, top: 10, bottom: 10, left: 0, right: 0 };

describe('weeklyChart', () => {
  it('scales bars to the busiest week and puts every slot side by side', () => {
    const { shapes, baseline } = weeklyChart([week(1, 0), week(4, 0), week(2, 0), week(0, 0)], box);
    expect(baseline).toBe(50);
    expect(shapes.map((s) => s.center)).toEqual([12.5, 37.5, 62.5, 87.5]);
    expect(shapes.map((s) => s.barHeight)).toEqual([10, 40, 20, 0]);
    expect(shapes[1]?.barY).toBe(10);
    expect(shapes[3]?.barY).toBe(50);
    // Bars stay inside their slot.
    for (const s of shapes) expect(s.width).toBeLessThan(25);
  });

  it('keeps a single order visible next to a busy week', () => {
    const { shapes } = weeklyChart([week(1, 0), week(500, 0)], box);
    expect(shapes[0]?.barHeight).toBe(2);
  });

  it('draws revenue on its own scale, below the top, as a polyline', () => {
    const { shapes, linePoints } = weeklyChart([week(0, 1000), week(0, 4000)], box);
    expect(shapes.map((s) => s.lineY)).toEqual([50 - 40 * 0.85 * 0.25, 50 - 40 * 0.85]);
    expect(linePoints).toBe('25,41.5 75,16');
  });

  it('lays everything on the baseline when nothing was sold', () => {
    const { shapes } = weeklyChart([week(0, 0), week(0, 0)], box);
    expect(shapes.every((s) => s.barHeight === 0 && s.lineY === 50)).toBe(true);
  });

  it('treats negative or broken numbers as zero', () => {
    const { shapes } = weeklyChart([week(-3, Number.NaN), week(2, 100)], box);
    expect(shapes[0]?.barHeight).toBe(0);
    expect(shapes[0]?.lineY).toBe(50);
    expect(shapes[1]?.barHeight).toBe(40);
  });

  it('draws nothing for no weeks', () => {
    expect(weeklyChart([], CHART_BOX)).toEqual({ shapes: [], linePoints: '', baseline: CHART_BOX.height - CHART_BOX.bottom, slot: 0 });
  });

  it('keeps bars slim on a wide card', () => {
    const { shapes, slot } = weeklyChart([week(1, 0), week(2, 0)], { ...box, width: 1200 });
    expect(slot).toBe(600);
    expect(shapes.every((s) => s.width === 48)).toBe(true);
    expect(shapes[1]?.center).toBe(900);
  });
});

describe('showsWeekLabel', () => {
  it('writes every date when there is room', () => {
    expect([0, 1, 2, 3].map((i) => showsWeekLabel(i, 4, 36))).toEqual([true, true, true, true]);
  });

  it('writes every other date on a narrow card, always the newest', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => showsWeekLabel(i, 8, 30))).toEqual([false, true, false, true, false, true, false, true]);
  });
});

describe('chartWeeks', () => {
  it('keeps the newest eight weeks in order', () => {
    const weeks = Array.from({ length: 10 }, (_, i) => week(i, 0, `2025-01-${String(i + 1).padStart(2, '0')}`));
    expect(chartWeeks(weeks).map((w) => w.orders)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(chartWeeks(null)).toEqual([]);
  });
});

describe('weeklyTotals', () => {
  it('adds orders and revenue, ignoring broken numbers', () => {
    expect(weeklyTotals([week(2, 1500), week(3, 500), week(Number.NaN, -5)])).toEqual({ orders: 5, revenueMinor: 2000 });
  });
});
