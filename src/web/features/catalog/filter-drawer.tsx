import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/dialog';

/**
 * The filters of a product list in a bottom drawer on small screens (the products and the sale
 * pages): a clear button and a "show N" button that closes it. Each page passes its own words.
 */
export function FilterDrawer({
  open,
  onOpenChange,
  title,
  clearLabel,
  onClear,
  showLabel,
  showTestId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  clearLabel: string;
  onClear: () => void;
  showLabel: string;
  showTestId?: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="bottom"
      title={title}
      footer={
        <div className="flex gap-3">
          <Button variant="outline" className="flex-1" onClick={onClear}>
            {clearLabel}
          </Button>
          <Button className="flex-1" onClick={() => onOpenChange(false)} data-testid={showTestId}>
            {showLabel}
          </Button>
        </div>
      }
    >
      <div className="p-4">{children}</div>
    </Drawer>
  );
}
