import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditListSchema, changedFields, decodeAuditCursor, encodeAuditCursor, isAuditKindFilter } from './index';
import { approvalForRole, removesLastAdmin, roleChangeSchema, userSearchSchema } from '../accounts/admin-users';
import { replySchema, replySubject } from '../contact/admin';

describe('audit cursor', () => {
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.uuid(), (date, id) => {
        const cursor = { createdAt: date.toISOString(), id };
        expect(decodeAuditCursor(encodeAuditCursor(cursor))).toEqual(cursor);
      }),
    );
    const stored = { createdAt: '2026-11-26 10:20:01.123456+00', id: '6f1c2d3e-0000-4000-8000-000000000001' };
    expect(decodeAuditCursor(encodeAuditCursor(stored))).toEqual(stored);
  });

  it('answers null, never throws, for anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const decoded = decodeAuditCursor(s);
        if (decoded) {
          expect(decoded.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}[T ]/);
          expect(decoded.id).toMatch(/^[0-9a-f-]+$/i);
        }
      }),
    );
    for (const bad of ['', '!!', 'x'.repeat(201), encodeAuditCursor({ createdAt: 'yesterday', id: 'abc' }), btoa('2026-01-01T00:00:00Z|a|b'), btoa('2026-01-01T00:00:00Z|<script>')]) {
      expect(decodeAuditCursor(bad)).toBeNull();
    }
  });
});

describe('audit kind filter', () => {
  it('takes kinds and prefixes, nothing else', () => {
    for (const ok of ['orders.', 'orders.refunded', 'content.page_saved', 'users']) expect(isAuditKindFilter(ok)).toBe(true);
    for (const bad of ['', '.', 'Orders.', 'orders..x%', "a' OR 1=1", 'orders.*', 'a\u0000', 'x'.repeat(81)]) expect(isAuditKindFilter(bad)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof isAuditKindFilter(s)).toBe('boolean');
      }),
    );
  });

  it('parses the list query with codes', () => {
    expect(auditListSchema.safeParse({ kind: 'orders.', limit: '10' }).success).toBe(true);
    const bad = auditListSchema.safeParse({ kind: 'DROP TABLE', limit: '0', cursor: 'zz!' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(['CURSOR_INVALID', 'KIND_INVALID', 'LIMIT_INVALID']);
  });
});

describe('changedFields', () => {
  it('names the fields that differ', () => {
    expect(changedFields({ role: 'customer', isApproved: false, name: 'A' }, { role: 'designer', isApproved: true, name: 'A' })).toEqual(['role', 'isApproved']);
    expect(changedFields(null, { a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(changedFields({ a: 1 }, null)).toEqual(['a']);
    expect(changedFields({ list: [1, 2] }, { list: [1, 2] })).toEqual([]);
    expect(changedFields('x', 3)).toEqual([]);
  });

  it('is empty for equal records and symmetric', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 })), fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 })), (a, b) => {
        expect(changedFields(a, structuredClone(a))).toEqual([]);
        expect(new Set(changedFields(a, b))).toEqual(new Set(changedFields(b, a)));
      }),
    );
  });
});

describe('people rules', () => {
  it('approves designers and admins an admin makes, not customers', () => {
    expect(approvalForRole('designer')).toBe(true);
    expect(approvalForRole('admin')).toBe(true);
    expect(approvalForRole('customer')).toBe(false);
  });

  it('refuses only taking the role from the last admin', () => {
    expect(removesLastAdmin('admin', 'customer', 1)).toBe(true);
    expect(removesLastAdmin('admin', 'designer', 1)).toBe(true);
    expect(removesLastAdmin('admin', 'admin', 1)).toBe(false);
    expect(removesLastAdmin('admin', 'customer', 2)).toBe(false);
    expect(removesLastAdmin('customer', 'designer', 0)).toBe(false);
  });

  it('checks role and search input with codes', () => {
    expect(roleChangeSchema.safeParse({ role: 'owner' }).error?.issues[0]?.message).toBe('ROLE_INVALID');
    expect(roleChangeSchema.safeParse({ role: 1 }).error?.issues[0]?.message).toBe('ROLE_INVALID');
    expect(userSearchSchema.safeParse({ q: 'x'.repeat(121) }).error?.issues[0]?.message).toBe('SEARCH_TOO_LONG');
    expect(userSearchSchema.safeParse({ page: 'abc' }).error?.issues[0]?.message).toBe('PAGE_INVALID');
    expect(userSearchSchema.parse({ q: '  selam ', page: '2' })).toEqual({ q: 'selam', page: 2 });
  });

  it('checks a reply and names its subject once', () => {
    expect(replySchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe('REPLY_REQUIRED');
    expect(replySchema.safeParse({ text: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe('REPLY_TOO_LONG');
    expect(replySubject('Sizing', 'Your message')).toBe('Re: Sizing');
    expect(replySubject('RE: Sizing', 'Your message')).toBe('RE: Sizing');
    expect(replySubject(null, 'Your message')).toBe('Re: Your message');
  });
});
