import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container, PageRoot } from '../../components/ui/page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageRoot name="not-found" title={t('notFound.title')}>
      <Container className="flex flex-col items-center py-20 text-center">
        <p className="font-display text-7xl font-bold text-emerald">404</p>
        <div className="tibeb-band mt-4 w-40 rounded" />
        <h1 className="mt-6 font-display text-3xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-2 max-w-md text-ink-soft">{t('notFound.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/">{t('notFound.home')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/products">{t('actions.shopNow')}</Link>
          </Button>
        </div>
      </Container>
    </PageRoot>
  );
}
