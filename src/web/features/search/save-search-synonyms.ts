import { useMutation, useQueryClient } from '@tanstack/react-query';
import { synonymGroupInputSchema, type SynonymGroup } from '@domain/search/api';
import { api } from '../../lib/api-client';
import { searchSynonymsKey } from './get-search-synonyms';

/** The console's field: words separated by commas, '=' or new lines ('kemis = dress'). */
export function wordsFromField(text: string): string[] {
  return text
    .split(/[,=\n\u1363]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
}

export const saveSynonymGroup = ({ id, words, categoryId }: { id: string | null; words: string[]; categoryId: string | null }) => {
  const body = synonymGroupInputSchema.parse({ words, categoryId });
  return api<SynonymGroup>(id ? `/api/admin/search/synonyms/${encodeURIComponent(id)}` : '/api/admin/search/synonyms', { method: id ? 'PUT' : 'POST', body });
};

export const deleteSynonymGroup = (id: string) => api<null>(`/api/admin/search/synonyms/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Adds or changes a group; the searches' cached answers may now differ, so they go too. */
export function useSaveSynonymGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSynonymGroup,
    onSettled: async () => {
      // Header searches answered before the change may now differ.
      qc.removeQueries({ queryKey: ['search'], predicate: (q) => q.queryKey[1] !== 'admin' });
      await qc.invalidateQueries({ queryKey: searchSynonymsKey });
    },
  });
}

export function useDeleteSynonymGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSynonymGroup,
    onSettled: () => qc.invalidateQueries({ queryKey: searchSynonymsKey }),
  });
}
