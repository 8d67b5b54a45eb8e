import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LineProduction, OrderProduction as OrderProductionData } from '@domain/production/api';
import { i18n } from '../../lib/i18n';
import am from '../../locales/am-ET/production.json';
import en from '../../locales/en/production.json';
import { OrderProduction } from './order-production';
import { orderProductionKey } from './production-keys';

const at = '2026-11-20T09:00:00.000Z';
const photo = { id: 'p1', url: '/storage/production/l1/a.webp', thumbUrl: '/img/480/production/l1/a.webp', width: 1200, height: 1600 };
const inProduction: LineProduction = {
  lineId: 'l1',
  orderId: 'o1',
  productName: 'Tana kemis',
  status: 'in_production',
  madeToMeasure: true,
  readyBy: '2026-12-04',
  finishedPhotos: 1,
  shipment: null,
  carriers: [],
  zone: null,
  timeline: [
    { kind: 'status', at, from: null, to: 'pending', note: null, undo: false },
    { kind: 'update', at, update: { id: 'u1', step: 'ready_to_ship', note: 'Pressed <img src=x onerror=alert(1)>', photos: [photo], by: 'admin', at } },
  ],
};
const shipped: LineProduction = {
  ...inProduction,
  lineId: 'l2',
  status: 'shipped',
  shipment: { carrierId: 'ems_ethiopia', carrier: 'EMS Ethiopia (Ethiopian Post)', trackingNumber: 'EE123456789ET', trackingUrl: 'https://www.ems.post/en/global-network/tracking?tracking=EE123456789ET', at },
  timeline: [
    { kind: 'status', at, from: 'in_production', to: 'shipped', note: null, undo: false },
    // The shipping's bare update says nothing the shipment does not: it is not shown.
    { kind: 'update', at, update: { id: 'u2', step: 'shipped', note: null, photos: [], by: 'designer', at } },
    { kind: 'shipment', at, shipment: { carrierId: 'ems_ethiopia', carrier: 'EMS Ethiopia (Ethiopian Post)', trackingNumber: 'EE123456789ET', trackingUrl: 'https://www.ems.post/en/global-network/tracking?tracking=EE123456789ET', at } },
  ],
};
const fresh: LineProduction = { ...inProduction, lineId: 'l3', madeToMeasure: false, finishedPhotos: 0, timeline: [{ kind: 'status', at, from: null, to: 'pending', note: null, undo: false }] };

function render(data: OrderProductionData | null): string {
  const qc = new QueryClient();
  if (data) qc.setQueryData(orderProductionKey('o1'), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <OrderProduction orderId="o1" token={null} />
    </QueryClientProvider>,
  );
}

describe('the order page’s production timeline', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'production', en, true, true);
    i18n.addResourceBundle('am-ET', 'production', am, true, true);
  });
  afterEach(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('en'));

  it('shows an update with its photo, its note as text, who posted it and the ready day', () => {
    const html = render({ lines: [inProduction] });
    expect(html).toContain('Expected ready by Dec 4, 2026');
    expect(html).toContain('Made to your measurements');
    expect(html).toContain('Ready to ship');
    expect(html).toContain('From Tibeb support');
    expect(html).toContain('Pressed &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('src="/img/480/production/l1/a.webp"');
    expect(html).toContain('aria-label="Open photo 1 of Tana kemis large"');
  });

  it('shows the carrier and tracking number once shipped, without the ready day or the bare shipped update', () => {
    const html = render({ lines: [shipped] });
    expect(html).toContain('On its way');
    expect(html).toContain('EMS Ethiopia');
    expect(html).toContain('EE123456789ET');
    expect(html).not.toContain('Expected ready by');
    expect(html.match(/data-testid="production-update"/g) ?? []).toHaveLength(0);
  });

  it('says when there is nothing yet, and waits with a skeleton while loading', () => {
    expect(render({ lines: [fresh] })).toContain('No updates yet.');
    const loading = render(null);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain('No updates yet.');
  });

  it('reads in Amharic', async () => {
    await i18n.changeLanguage('am-ET');
    const html = render({ lines: [shipped, inProduction] });
    expect(html).toContain('የልብስዎ ሂደት');
    expect(html).toContain('በመንገድ ላይ ነው');
    expect(html).toContain('ለመላክ ዝግጁ');
    expect(html).toContain('ከጥበብ ድጋፍ');
  });
});
