import { AlertTriangle, Camera } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';

/** 'AI Size Recommendation Error' (docs/requirements/sizing.md §2 overlay 14): Try Again, or use AI Powered Fit instead. */
export function SizeGuideErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('sizing');
  return (
    <div role="alert" data-testid="guide-error-boundary" className="mx-4 my-6 flex max-w-md sm:mx-auto flex-col items-center rounded-card border border-crimson/30 bg-crimson-tint px-6 py-8 text-center">
      <AlertTriangle aria-hidden className="h-10 w-10 text-crimson" />
      <h3 className="mt-3 font-display text-xl font-semibold">{t('errorBoundary.title')}</h3>
      <p className="mt-2 text-ink-soft">{t('errorBoundary.body')}</p>
      <p className="mt-3 flex items-start gap-2 text-left text-sm text-ink-soft">
        <Camera aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
        {t('errorBoundary.advice')}
      </p>
      <Button className="mt-6" onClick={onRetry} data-testid="guide-error-retry">
        {t('errorBoundary.retry')}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Called after Try Again, e.g. to put the guide back on a known view. */
  onReset?: () => void;
}

/**
 * Catches a rendering error in the guide's body, so a fault in one tab shows a panel inside the
 * overlay (whose header and close button keep working) instead of the application-error screen.
 * The form's state lives above the boundary, so Try Again keeps what the shopper entered.
 */
export class SizeGuideErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('AI Size Guide failed to render', error, info.componentStack);
  }

  private readonly reset = (): void => {
    this.setState({ error: null });
    this.props.onReset?.();
  };

  override render(): ReactNode {
    return this.state.error ? <SizeGuideErrorPanel onRetry={this.reset} /> : this.props.children;
  }
}
