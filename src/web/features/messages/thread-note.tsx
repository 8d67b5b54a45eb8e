import { Info } from 'lucide-react';
import type { MessageDto } from '@domain/messages/api';
import type { ThreadNote } from '@domain/messages/notes';
import { useTranslation } from '../../lib/use-translation';

/** The note's parameters made ready to read: measurement keys named in the reader's language. */
function useNoteText() {
  const { t } = useTranslation(['messages', 'orders']);
  return (note: ThreadNote): string => {
    const params: Record<string, string | number> = { ...note.params };
    if (typeof params.keys === 'string') {
      params.keys = params.keys
        .split(',')
        .filter(Boolean)
        .map((key) => t(`orders:measurements.names.${key.replace(/_(cm|kg)$/, '')}`, { defaultValue: key }))
        .join(', ');
    }
    return t(`notes.${note.code}`, params);
  };
}

/**
 * A system note (what fitting or another feature did to a line), drawn as a quiet line across the
 * conversation rather than a bubble: nobody wrote it, and nobody answers it.
 */
export function ThreadNoteItem({ message, time }: { message: MessageDto; time: string }) {
  const text = useNoteText();
  const { t } = useTranslation('messages');
  const note = message.note;
  const question = note && typeof note.params.question === 'string' && note.params.question !== '' ? note.params.question : null;
  return (
    <li className="flex justify-center" data-testid="message-note" data-note={note?.code ?? 'unknown'}>
      <div className="max-w-[92%] rounded-card border border-dashed border-line bg-linen px-3 py-2 text-center text-sm text-ink-soft">
        <p className="flex items-start justify-center gap-1.5">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
          <span className="break-words">{note ? text(note) : t('notes.unknown')}</span>
        </p>
        {question ? <p className="mt-1 whitespace-pre-wrap break-words italic">“{question}”</p> : null}
        <time className="mt-0.5 block text-xs text-muted" dateTime={message.createdAt}>
          {time}
        </time>
      </div>
    </li>
  );
}
