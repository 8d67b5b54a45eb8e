import { Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import type { SynonymGroup } from '@domain/search/api';
import { useCategories, useLocalizedName } from '../catalog';
import { useSearchMisses } from './get-search-misses';
import { useSearchSynonyms } from './get-search-synonyms';
import { useDeleteSynonymGroup, useSaveSynonymGroup, wordsFromField } from './save-search-synonyms';


/** Admin console section: the search's synonym groups (edited here) and what shoppers could not find. */
export function SearchAdminSection() {
  const { t } = useTranslation('admin-search');
  return (
    <div className="grid gap-10" data-testid="admin-search">
      <section aria-labelledby="search-synonyms-title">
        <h2 id="search-synonyms-title" className="font-display text-2xl font-semibold">
          {t('synonyms.title')}
        </h2>
        <p className="mt-1 max-w-prose text-ink-soft">{t('synonyms.subtitle')}</p>
        <div className="mt-5">
          <Synonyms />
        </div>
      </section>
      <section aria-labelledby="search-misses-title">
        <h2 id="search-misses-title" className="font-display text-2xl font-semibold">
          {t('misses.title')}
        </h2>
        <p className="mt-1 max-w-prose text-ink-soft">{t('misses.subtitle')}</p>
        <div className="mt-5">
          <Misses />
        </div>
      </section>
    </div>
  );
}

/** The name of a group's category in the reader's language, or null while the list loads. */
function useCategoryName() {
  const categories = useCategories();
  const localized = useLocalizedName();
  return (id: string) => {
    const found = categories.data?.find((c) => c.id === id);
    return found ? localized(found.name, found.nameAm) : null;
  };
}

/** One field of words and where they apply, for a new group or an edited one; the server's refusal is shown under it. */
function GroupForm({ group, onDone }: { group: SynonymGroup | null; onDone(): void }) {
  const { t } = useTranslation('admin-search');
  const errorText = useErrorText(['admin-search']);
  const save = useSaveSynonymGroup();
  const categories = useCategories();
  const localized = useLocalizedName();
  const [text, setText] = useState(group ? group.words.join(', ') : '');
  const [categoryId, setCategoryId] = useState<string>(group?.categoryId ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = wordsFromField(text);
    if (words.length < 2) {
      setError(t('errors.SYNONYM_TOO_FEW'));
      return;
    }
    setError(null);
    save.mutate(
      { id: group?.id ?? null, words, categoryId: categoryId || null },
      {
        onSuccess: () => {
          toast({ title: group ? t('synonyms.saved') : t('synonyms.added'), variant: 'success', key: 'synonyms' });
          if (!group) {
            setText('');
            setCategoryId('');
          }
          onDone();
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" data-testid={group ? 'synonym-edit-form' : 'synonym-add-form'}>
      <Field
        label={group ? t('synonyms.editLabel') : t('synonyms.addLabel')}
        hint={t('synonyms.hint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        maxLength={600}
        className="min-w-0 flex-1"
        data-testid="synonym-words"
      />
      <SelectField
        label={t('synonyms.scopeLabel')}
        value={categoryId}
        onChange={(e) => setCategoryId(e.target.value)}
        className="sm:w-56"
        data-testid="synonym-scope"
      >
        <option value="">{t('synonyms.everywhere')}</option>
        {/* A group's category stays offered while the list loads, so an edit never drops it silently. */}
        {categoryId && !categories.data?.some((c) => c.id === categoryId) ? <option value={categoryId}>{t('synonyms.loadingCategory')}</option> : null}
        {(categories.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {localized(c.name, c.nameAm)}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" variant="accent" disabled={save.isPending} aria-busy={save.isPending || undefined} className="min-h-11 flex-1 sm:flex-none" data-testid="synonym-save">
          {group ? null : <Plus aria-hidden className="h-4 w-4" />}
          {group ? t('synonyms.save') : t('synonyms.add')}
        </Button>
        {group ? (
          <Button type="button" variant="outline" onClick={onDone} className="min-h-11">
            {t('synonyms.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Synonyms() {
  const { t } = useTranslation('admin-search');
  const errorText = useErrorText(['admin-search']);
  const groups = useSearchSynonyms();
  const remove = useDeleteSynonymGroup();
  const categoryName = useCategoryName();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SynonymGroup | null>(null);

  if (groups.isPending) {
    return (
      <div className="grid gap-3" aria-busy aria-label={t('synonyms.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (groups.isError) return <ErrorPanel message={errorText(groups.error)} onRetry={() => void groups.refetch()} />;
  return (
    <div className="grid gap-4">
      <GroupForm group={null} onDone={() => undefined} />
      {groups.data.length === 0 ? (
        <p className="text-muted" data-testid="synonyms-empty">
          {t('synonyms.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white" data-testid="synonym-groups">
          {groups.data.map((group) => (
            <li key={group.id} className="p-3" data-testid="synonym-group">
              {editing === group.id ? (
                <GroupForm group={group} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
                    {group.words.map((word, i) => (
                      <span key={`${word}-${i}`} className="flex items-center gap-1.5">
                        {i > 0 ? <span aria-hidden className="text-muted">=</span> : null}
                        <span className="rounded-full bg-linen px-2.5 py-1 text-sm">{word}</span>
                      </span>
                    ))}
                    <span className="basis-full text-xs text-muted sm:ml-2 sm:basis-auto" data-testid="synonym-group-scope">
                      {group.categoryId ? t('synonyms.onlyIn', { category: categoryName(group.categoryId) ?? '…' }) : t('synonyms.everywhere')}
                    </span>
                  </span>
                  <span className="flex shrink-0 gap-1">
                    <Button variant="ghost" className="min-h-11 min-w-11" onClick={() => setEditing(group.id)} aria-label={t('synonyms.editGroup', { words: group.words.join(' = ') })}>
                      <Pencil aria-hidden className="h-4 w-4" />
                    </Button>
                    <Button variant="ghost" className="min-h-11 min-w-11 text-crimson" onClick={() => setRemoving(group)} aria-label={t('synonyms.deleteGroup', { words: group.words.join(' = ') })} data-testid="synonym-delete">
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </Button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('synonyms.confirmTitle')}
        description={t('synonyms.confirmBody', { words: removing?.words.join(' = ') ?? '' })}
        confirmLabel={t('synonyms.confirm')}
        cancelLabel={t('synonyms.cancel')}
        pending={remove.isPending}
        testId="synonym-delete-confirm"
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (err) => toast({ title: t('synonyms.deleteFailed'), description: errorText(err), variant: 'destructive', key: 'synonyms' }),
          });
        }}
      />
    </div>
  );
}

function Misses() {
  const { t, i18n } = useTranslation('admin-search');
  const errorText = useErrorText(['admin-search']);
  const misses = useSearchMisses();
  if (misses.isPending) return <Skeleton className="h-32 w-full rounded-card" aria-busy aria-label={t('misses.loading')} />;
  if (misses.isError) return <ErrorPanel message={errorText(misses.error)} onRetry={() => void misses.refetch()} />;
  if (misses.data.misses.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted" data-testid="search-misses-empty">
        <SearchX aria-hidden className="h-5 w-5" />
        {t('misses.empty')}
      </p>
    );
  }
  const day = new Intl.DateTimeFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en');
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="search-misses">
      <thead>
        <tr className="border-b border-line text-left text-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('misses.query')}
          </th>
          <th scope="col" className="w-20 py-2 pr-3 text-right font-semibold">
            {t('misses.count')}
          </th>
          <th scope="col" className="w-32 py-2 text-right font-semibold">
            {t('misses.last')}
          </th>
        </tr>
      </thead>
      <tbody>
        {misses.data.misses.map((m) => (
          <tr key={`${m.query}-${m.lastDay}`} className="border-b border-line last:border-0" data-testid="search-miss">
            <td className="truncate py-2 pr-3" title={m.query}>
              {m.query}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">{number.format(m.count)}</td>
            <td className="py-2 text-right tabular-nums text-ink-soft">{day.format(new Date(`${m.lastDay}T00:00:00Z`))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
