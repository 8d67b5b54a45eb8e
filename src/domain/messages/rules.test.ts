import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/constants';
import {
  cleanMessageBody,
  lineTakesChangeRequest,
  MESSAGE_EDIT_WINDOW_MS,
  MESSAGE_REMIND_AFTER_MS,
  MESSAGE_REMIND_EVERY_MS,
  messagePreview,
  reminderDue,
  withinEditWindow,
} from './rules';
import { editMessageSchema, postMessageSchema, reportMessageSchema } from './api';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12) + ms);

describe('cleanMessageBody', () => {
  it('keeps hostile markup, phone numbers and Amharic exactly as typed', () => {
    for (const text of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'ደውሉልኝ 0911 22 33 44', 'a@b.et', '&lt;b&gt;']) expect(cleanMessageBody(text)).toBe(text);
  });

  it('drops control characters, makes line ends \\n and trims', () => {
    expect(cleanMessageBody('  a\r\nb\rc\u0000d\u0007\t e \n')).toBe('a\nb\ncd\t e');
  });

  it('never grows a text, leaves no control character, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
        const once = cleanMessageBody(raw);
        expect(once.length).toBeLessThanOrEqual(raw.length);
        expect(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\r]/.test(once)).toBe(false);
        expect(cleanMessageBody(once)).toBe(once);
      }),
    );
  });
});

describe('withinEditWindow', () => {
  it('is open for five minutes from sending, closed from then on', () => {
    expect(withinEditWindow(at(0), at(0))).toBe(true);
    expect(withinEditWindow(at(0), at(MESSAGE_EDIT_WINDOW_MS - 1))).toBe(true);
    expect(withinEditWindow(at(0), at(MESSAGE_EDIT_WINDOW_MS))).toBe(false);
    expect(withinEditWindow(at(0), at(MESSAGE_EDIT_WINDOW_MS * 100))).toBe(false);
  });

  it('agrees with the age of the message for any age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * MESSAGE_EDIT_WINDOW_MS }), (age) => {
        expect(withinEditWindow(at(0), at(age))).toBe(age < MESSAGE_EDIT_WINDOW_MS);
      }),
    );
  });
});

describe('lineTakesChangeRequest', () => {
  it('before shipping only, never once cancelled', () => {
    expect(ORDER_STATUSES.filter(lineTakesChangeRequest)).toEqual(['pending', 'confirmed', 'in_production']);
  });
});

describe('reminderDue', () => {
  it('after 15 unread minutes, then at most once an hour, never with nothing unread', () => {
    expect(reminderDue(1, at(0), null, at(MESSAGE_REMIND_AFTER_MS - 1))).toBe(false);
    expect(reminderDue(1, at(0), null, at(MESSAGE_REMIND_AFTER_MS))).toBe(true);
    expect(reminderDue(0, at(0), null, at(MESSAGE_REMIND_AFTER_MS))).toBe(false);
    expect(reminderDue(2, null, null, at(MESSAGE_REMIND_AFTER_MS))).toBe(false);
    const mailed = at(MESSAGE_REMIND_AFTER_MS);
    expect(reminderDue(3, at(0), mailed, at(MESSAGE_REMIND_AFTER_MS + MESSAGE_REMIND_EVERY_MS - 1))).toBe(false);
    expect(reminderDue(3, at(0), mailed, at(MESSAGE_REMIND_AFTER_MS + MESSAGE_REMIND_EVERY_MS))).toBe(true);
  });

  it('never mails twice within an hour, whatever the times', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: MESSAGE_REMIND_EVERY_MS - 1 }), (since, gap) => {
        const mailed = at(since);
        expect(reminderDue(1, at(0), mailed, at(since + gap))).toBe(false);
      }),
    );
  });
});

describe('messagePreview', () => {
  it('flattens white space and cuts long texts with an ellipsis', () => {
    expect(messagePreview('a\n\n b')).toBe('a b');
    expect(messagePreview('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        expect(messagePreview(s).length).toBeLessThanOrEqual(120);
      }),
    );
  });
});

describe('contract', () => {
  it('names the rule a message breaks', () => {
    const tooLong = postMessageSchema.safeParse({ body: 'x'.repeat(2001) });
    expect(tooLong.success ? [] : tooLong.error.issues.map((i) => i.message)).toEqual(['MESSAGE_TOO_LONG']);
    const four = postMessageSchema.safeParse({ body: 'x', photoIds: ['a', 'b', 'c', 'd'] });
    expect(four.success ? [] : four.error.issues.map((i) => i.message)).toEqual(['MESSAGE_TOO_MANY_PHOTOS']);
    expect(postMessageSchema.parse({ body: 'hi' })).toEqual({ body: 'hi', photoIds: [] });
    expect(editMessageSchema.safeParse({ body: 'y'.repeat(2000) }).success).toBe(true);
    const blank = reportMessageSchema.safeParse({ reason: '   ' });
    expect(blank.success ? [] : blank.error.issues.map((i) => i.message)).toEqual(['REPORT_REASON_REQUIRED']);
  });
});
