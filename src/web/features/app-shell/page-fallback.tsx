import { Spinner } from '../../components/ui/spinner';

/** What a page shows while its chunk or the session it waits for loads. */
export function PageFallback() {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-muted">
      <Spinner />
    </div>
  );
}
