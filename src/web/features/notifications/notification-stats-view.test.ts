import { describe, expect, it } from 'vitest';
import type { NotificationStats } from '@domain/notifications/api';
import { nothingInPeriod, rateTone, statsPeriodOf } from './notification-stats-view';

const channels = (sent: number, failed: number, pending: number): NotificationStats['channels'] =>
  (['email', 'telegram', 'sms'] as const).map((channel) => ({ channel, sent, failed, pending, deliveryRate: sent + failed === 0 ? null : sent / (sent + failed) }));

describe('statsPeriodOf', () => {
  it('takes the offered periods and falls back to a week for anything else', () => {
    expect(statsPeriodOf('1')).toBe(1);
    expect(statsPeriodOf('30')).toBe(30);
    expect(statsPeriodOf('90')).toBe(90);
    expect(statsPeriodOf(null)).toBe(7);
    expect(statsPeriodOf('13')).toBe(7);
    expect(statsPeriodOf('abc')).toBe(7);
    expect(statsPeriodOf('')).toBe(7);
  });
});

describe('rateTone', () => {
  it('grades the delivery rate at 95 % and 80 %', () => {
    expect(rateTone(null)).toBe('none');
    expect(rateTone(1)).toBe('good');
    expect(rateTone(0.95)).toBe('good');
    expect(rateTone(0.9499)).toBe('watch');
    expect(rateTone(0.8)).toBe('watch');
    expect(rateTone(0.79)).toBe('bad');
    expect(rateTone(0)).toBe('bad');
  });
});

describe('nothingInPeriod', () => {
  it('is true only when no channel sent, failed or holds anything and no failure is listed', () => {
    expect(nothingInPeriod({ sinceDays: 7, channels: channels(0, 0, 0), failures: [] })).toBe(true);
    expect(nothingInPeriod({ sinceDays: 7, channels: channels(0, 0, 1), failures: [] })).toBe(false);
    expect(nothingInPeriod({ sinceDays: 7, channels: channels(3, 0, 0), failures: [] })).toBe(false);
  });
});
