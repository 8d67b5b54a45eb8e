import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '@domain/orders/constants';
import { readJson, safeSessionStorage, writeJson } from '../../../lib/storage-keys';
import {
  applyPrefill,
  dirtyFromDraft,
  DRAFT_STORAGE,
  EMPTY_VALUES,
  errorFor,
  parseDraft,
  relatedFields,
  TEXT_FIELDS,
  type CheckoutContext,
  type CheckoutField,
  type CheckoutValues,
  type FieldErrors,
  type TextField,
} from './checkout-form';

function focusedTextField(): TextField | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const name = active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement ? active.name : '';
  return (TEXT_FIELDS as readonly string[]).includes(name) ? (name as TextField) : null;
}

export function forgetCheckoutDraft(): void {
  try {
    safeSessionStorage()?.removeItem(DRAFT_STORAGE);
  } catch {
    // nothing stored either
  }
}

/**
 * The checkout form's values and messages. What is typed is kept in this tab's session storage,
 * so a reload on a weak connection (or a trip to sign in) loses nothing; a message appears when
 * a field is left and disappears as soon as the value is right.
 */
export function useCheckoutForm(contextFor: (values: CheckoutValues, include: boolean | null, consent: boolean) => CheckoutContext) {
  const [draft] = useState(() => parseDraft(readJson<unknown>(safeSessionStorage(), DRAFT_STORAGE)));
  const [values, setValues] = useState<CheckoutValues>(() => draft?.values ?? EMPTY_VALUES);
  const [includeMeasurements, setIncludeMeasurements] = useState<boolean | null>(draft?.includeMeasurements ?? null);
  const [measurementConsent, setMeasurementConsent] = useState(draft?.measurementConsent ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty = useRef<Set<CheckoutField>>(draft ? dirtyFromDraft(draft) : new Set());
  const contextRef = useRef(contextFor);
  contextRef.current = contextFor;
  const choices = useRef({ includeMeasurements, measurementConsent });
  choices.current = { includeMeasurements, measurementConsent };
  const contextOf = useCallback((v: CheckoutValues) => contextRef.current(v, choices.current.includeMeasurements, choices.current.measurementConsent), []);

  useEffect(() => {
    writeJson(safeSessionStorage(), DRAFT_STORAGE, { values, includeMeasurements, measurementConsent });
  }, [values, includeMeasurements, measurementConsent]);

  // A message goes away (or changes) as soon as its field, or one that answers for it, changes.
  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (before === values) return;
    const changed = (Object.keys(values) as (keyof CheckoutValues)[]).filter((f) => before[f] !== values[f]);
    const fields = [...new Set<CheckoutField>([...changed, ...changed.flatMap(relatedFields)])];
    setErrors((prev) => {
      if (!fields.some((f) => prev[f])) return prev;
      const out = { ...prev };
      for (const f of fields) if (prev[f]) out[f] = errorFor(values, contextOf(values), f);
      return out;
    });
  }, [values, contextOf]);

  const change = useCallback((field: TextField | 'paymentMethod', value: string) => {
    dirty.current.add(field);
    setValues((prev) => ({ ...prev, [field]: value }));
  }, []);

  const valuesRef = useRef(values);
  valuesRef.current = values;
  const blur = useCallback((field: CheckoutField) => {
    const current = valuesRef.current;
    // Tabbing through a field not yet typed in says nothing; submitting will.
    if (!dirty.current.has(field) && !current[field as TextField]) return;
    setErrors((prev) => ({ ...prev, [field]: errorFor(current, contextOf(current), field) }));
  }, [contextOf]);

  const prefill = useCallback((patch: Partial<Record<TextField, string | null | undefined>>) => {
    // The field the shopper is in is theirs even before they type: known details arriving late
    // (the last order's address comes after the page) would otherwise land under the caret and
    // mix with what they type next.
    const focused = focusedTextField();
    const kept = focused ? new Set<CheckoutField>([...dirty.current, focused]) : dirty.current;
    setValues((prev) => applyPrefill(prev, kept, patch));
  }, []);

  /** The only method on offer is chosen for the shopper; a kept choice no longer offered is dropped. */
  const settlePaymentMethod = useCallback((offered: readonly PaymentMethod[]) => {
    setValues((prev) => {
      if (prev.paymentMethod && !offered.includes(prev.paymentMethod)) return { ...prev, paymentMethod: offered.length === 1 ? (offered[0] ?? '') : '' };
      if (!prev.paymentMethod && offered.length === 1 && offered[0]) return { ...prev, paymentMethod: offered[0] };
      return prev;
    });
  }, []);

  const chooseInclude = useCallback((include: boolean) => {
    setIncludeMeasurements(include);
    if (!include) setErrors((prev) => (prev.measurementConsent ? { ...prev, measurementConsent: undefined } : prev));
  }, []);

  const chooseConsent = useCallback((consent: boolean) => {
    setMeasurementConsent(consent);
    if (consent) setErrors((prev) => (prev.measurementConsent ? { ...prev, measurementConsent: undefined } : prev));
  }, []);

  return {
    values,
    errors,
    setErrors,
    change,
    blur,
    prefill,
    settlePaymentMethod,
    includeMeasurements,
    chooseInclude,
    measurementConsent,
    chooseConsent,
  };
}
