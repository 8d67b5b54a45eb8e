import { Skeleton } from '../../components/ui/skeleton';

/** The same boxes as an order card, so the list does not jump when it arrives. */
export function OrderCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-card border border-line bg-white">
      <div className="flex justify-between gap-4 border-b border-line px-4 py-3 sm:px-5">
        <div className="space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="flex gap-3 px-4 py-3 sm:px-5">
        <Skeleton className="aspect-[4/5] w-16 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </div>
      <div className="border-t border-line px-4 py-3 sm:px-5">
        <Skeleton className="h-6 w-44" />
      </div>
    </div>
  );
}
