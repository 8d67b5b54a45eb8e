import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_LIMITS, maintenanceSettingsSchema, maintenanceTextsFor } from './index';

describe('maintenanceSettingsSchema', () => {
  it('trims, stores blank as null and needs the version', () => {
    expect(maintenanceSettingsSchema.parse({ enabled: true, title: '  Back soon ', message: '   ', version: 3 })).toEqual({
      enabled: true,
      title: 'Back soon',
      message: null,
      titleAm: null,
      messageAm: null,
      version: 3,
    });
    expect(maintenanceSettingsSchema.safeParse({ enabled: true }).success).toBe(false);
    expect(maintenanceSettingsSchema.safeParse({ enabled: 'true', version: 1 }).success).toBe(false);
    expect(maintenanceSettingsSchema.safeParse({ enabled: true, version: 1, role: 'admin' }).success).toBe(false);
  });

  it('refuses over-long texts with their codes and accepts anything within the limits as text', () => {
    const long = maintenanceSettingsSchema.safeParse({ enabled: false, title: 'x'.repeat(MAINTENANCE_LIMITS.titleMax + 1), version: 1 });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('TITLE_TOO_LONG');
    fc.assert(
      fc.property(fc.string({ maxLength: MAINTENANCE_LIMITS.titleMax }), fc.string({ maxLength: MAINTENANCE_LIMITS.messageMax }), (title, message) => {
        const r = maintenanceSettingsSchema.safeParse({ enabled: false, title, message, version: 1 });
        return r.success && r.data.title === (title.trim() || null) && r.data.message === (message.trim() || null);
      }),
    );
  });
});

describe('maintenanceTextsFor', () => {
  const texts = { title: 'Back soon', message: 'Restocking.', titleAm: 'በቅርቡ', messageAm: null };
  it('gives Amharic readers the Amharic texts, else the English ones', () => {
    expect(maintenanceTextsFor(texts, 'am-ET')).toEqual({ title: 'በቅርቡ', message: 'Restocking.' });
    expect(maintenanceTextsFor(texts, 'en')).toEqual({ title: 'Back soon', message: 'Restocking.' });
    expect(maintenanceTextsFor({ title: null, message: null, titleAm: null, messageAm: null }, 'am-ET')).toEqual({ title: null, message: null });
  });
});
