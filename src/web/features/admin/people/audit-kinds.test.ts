import { describe, expect, it } from 'vitest';
import { KNOWN_AUDIT_KINDS } from '@domain/audit';
import am from '../../../locales/am-ET/admin-people.json';
import en from '../../../locales/en/admin-people.json';

describe('audit kinds', () => {
  it('every kind the console knows reads in words in both languages', () => {
    for (const kind of KNOWN_AUDIT_KINDS) {
      const key = kind.replace(/\./g, '__');
      expect((en.audit.kinds as Record<string, string>)[key], kind).toBeTruthy();
      expect((am.audit.kinds as Record<string, string>)[key], kind).toBeTruthy();
    }
  });
});
