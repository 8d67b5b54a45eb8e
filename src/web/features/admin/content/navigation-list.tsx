import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { moveItem } from '@domain/content';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface Orderable {
  id: string;
}

/**
 * A list whose order an admin sets by dragging a row (mouse) or with its move up / move down
 * buttons (keyboard, touch). Either way `onReorder` receives every id in the new order.
 */
export function NavigationList<T extends Orderable>({
  items,
  label,
  nameOf,
  onReorder,
  disabled,
  children,
  testId,
}: {
  items: readonly T[];
  label: string;
  nameOf: (item: T) => string;
  onReorder: (ids: string[], moved: T, position: number) => void;
  disabled?: boolean;
  children: (item: T, index: number) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('admin-content');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const ids = items.map((i) => i.id);
  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || disabled) return;
    onReorder(moveItem(ids, from, to), item, to + 1);
  };
  return (
    <ul aria-label={label} className="grid gap-2" data-testid={testId}>
      {items.map((item, index) => {
        const name = nameOf(item);
        return (
          <li
            key={item.id}
            data-testid="nav-row"
            data-id={item.id}
            draggable={!disabled}
            onDragStart={(e) => {
              setDragging(item.id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', item.id);
            }}
            onDragOver={(e) => {
              if (!dragging || !ids.includes(dragging)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(item.id);
            }}
            onDragLeave={() => setOver((o) => (o === item.id ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging && dragging !== item.id) move(ids.indexOf(dragging), index);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            className={cn(
              'flex min-w-0 items-start gap-2 rounded-card border bg-white p-3 shadow-card transition-colors sm:items-center',
              over === item.id && dragging !== item.id ? 'border-emerald bg-emerald-tint' : 'border-line',
              dragging === item.id && 'opacity-60',
            )}
          >
            <span title={t('navigation.dragHandle', { name })} className="hidden cursor-grab self-center text-muted active:cursor-grabbing sm:block">
              <GripVertical aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">{children(item, index)}</div>
            <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
              <Button variant="ghost" size="icon" aria-label={t('navigation.moveUp', { name })} disabled={disabled || index === 0} onClick={() => move(index, index - 1)} data-testid="nav-move-up">
                <ArrowUp aria-hidden className="h-4 w-4" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={t('navigation.moveDown', { name })} disabled={disabled || index === items.length - 1} onClick={() => move(index, index + 1)} data-testid="nav-move-down">
                <ArrowDown aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
