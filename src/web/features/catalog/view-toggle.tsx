import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../lib/cn';

export type ListView = 'grid' | 'list';

/** Grid or list, as pressed toggle buttons (the products and the sale pages). */
export function ViewToggle({ view, onChange, labels }: { view: ListView; onChange: (view: ListView) => void; labels: { group: string; grid: string; list: string } }) {
  return (
    <div className="flex rounded-full border border-line bg-white p-0.5" role="group" aria-label={labels.group}>
      {(['grid', 'list'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          aria-label={labels[v]}
          onClick={() => onChange(v)}
          className={cn('grid h-10 w-10 place-items-center rounded-full', view === v ? 'bg-ink text-cotton' : 'hover:bg-linen')}
        >
          {v === 'grid' ? <LayoutGrid aria-hidden className="h-4 w-4" /> : <List aria-hidden className="h-4 w-4" />}
        </button>
      ))}
    </div>
  );
}
