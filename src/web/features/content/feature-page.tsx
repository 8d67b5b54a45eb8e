import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container, PageHero, PageRoot } from '../../components/ui/page';

/**
 * Pages whose features are built by later work (checkout, dashboards, admin, ...): a real page
 * with its title, what it is for, and where to go meanwhile, never a blank screen.
 */
export function featurePage(name: string): ComponentType {
  function FeaturePage() {
    const { t } = useTranslation('pages');
    return (
      <PageRoot name={name} title={t(`${name}.title`)}>
        <PageHero title={t(`${name}.title`)} subtitle={t(`${name}.subtitle`)} />
        <Container className="py-12">
          <div className="mx-auto max-w-2xl rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-10">
            <p className="text-ink-soft">{t(`${name}.body`)}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/products">{t('common:actions.shopNow')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">{t('common:nav.home')}</Link>
              </Button>
            </div>
          </div>
        </Container>
      </PageRoot>
    );
  }
  FeaturePage.displayName = `FeaturePage(${name})`;
  return FeaturePage;
}
