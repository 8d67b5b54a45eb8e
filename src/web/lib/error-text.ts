import { useMemo } from 'react';
import { ApiError } from './api-client';
import type { TFunction } from './translator';
import { useTranslation } from './use-translation';

/** Turns a stable error code, or an error that carries one, into text in the active language. */
export type ErrorText = (codeOrError: unknown) => string;

export interface ErrorTextOptions {
  /**
   * Only a server refusal carries a code: anything else (a string too) reads as `INTERNAL`, and a
   * code with no text reads as the generic line rather than the server's (English) message. The
   * order pages use this, so a shopper never sees a raw message.
   */
  refusalsOnly?: boolean;
}

const codeOf = (codeOrError: unknown): string | null =>
  codeOrError instanceof ApiError ? codeOrError.code : typeof codeOrError === 'string' ? codeOrError : null;

/**
 * The text of an error: the first of `namespaces` that has `errors.<CODE>`, then the shared
 * `common:errors.codes.<CODE>`, then the server's message (or the code itself), then the generic line.
 * Each namespace also falls back to `common` as every lookup does.
 */
export function errorTextOf(t: TFunction, namespaces: readonly string[], options: ErrorTextOptions = {}): ErrorText {
  return (codeOrError) => {
    const code = options.refusalsOnly ? (codeOrError instanceof ApiError ? codeOrError.code : 'INTERNAL') : codeOf(codeOrError);
    if (code === null) return t('common:errors.unexpected');
    for (const namespace of namespaces) {
      const own = t(`${namespace}:errors.${code}`, { defaultValue: '' });
      if (own) return own;
    }
    const last = options.refusalsOnly ? t('common:errors.unexpected') : codeOrError instanceof ApiError ? codeOrError.message : code;
    return t(`common:errors.codes.${code}`, { defaultValue: last });
  };
}

/**
 * `errorTextOf` in the active language, for a feature's own namespaces (most specific first); with
 * none, the shared texts only. The namespaces are loaded (and the caller suspends) like `useTranslation`.
 */
export function useErrorText(namespaces: readonly string[] = [], options: ErrorTextOptions = {}): ErrorText {
  const { t } = useTranslation(namespaces.length > 0 ? namespaces : undefined);
  const key = namespaces.join('|');
  const refusalsOnly = options.refusalsOnly === true;
  // The key stands for the list: callers pass a fresh array literal on every render.
  return useMemo(() => errorTextOf(t, key ? key.split('|') : [], { refusalsOnly }), [t, key, refusalsOnly]);
}
