import type { SizeChartView } from '@domain/sizing/api';

export type { StudioPhoto, StudioProduct } from '@domain/studio/api';

/** GET /api/size-charts: the product's own chart, or the category default (productId null). */
export type StudioChart = SizeChartView;
