import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type EditUrlParams = (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => void;

/**
 * Changes the address's query starting from the address as it is now. React Router's setter (and its
 * functional form) starts from the query of the last render, so two changes that land before a
 * re-render (two quick taps on a slow phone) kept only the second.
 */
export function useEditUrlParams(): EditUrlParams {
  const [, setParams] = useSearchParams();
  return useCallback(
    (edit, options) => {
      const next = new URLSearchParams(window.location.search);
      edit(next);
      setParams(next, options);
    },
    [setParams],
  );
}
