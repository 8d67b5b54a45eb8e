import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useBecomeDesigner } from '../accounts';
import { DesignerAdminActions } from './designer-admin-actions';
import { DesignerCard } from './designer-card';
import { useDesigners } from './get-designers';

export function DesignersPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useDesigners();
  const becomeDesigner = useBecomeDesigner();
  return (
    <PageRoot name="designers" title={t('designers.title')}>
      <PageHero title={t('designers.title')} subtitle={t('designers.subtitle')} />
      <Container className="py-10">
        {isError ? (
          <ErrorPanel message={t('designers.loadFailed')} onRetry={() => void refetch()} />
        ) : isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-80 rounded-card" />
            ))}
          </div>
        ) : data.length === 0 ? (
          <EmptyState title={t('designers.emptyTitle')} actions={<Button onClick={becomeDesigner}>{t('nav.becomeDesigner')}</Button>} />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.map((d) => (
              <DesignerCard key={d.id} designer={d} showJoined footer={<DesignerAdminActions designer={d} />} />
            ))}
          </div>
        )}
      </Container>
    </PageRoot>
  );
}
