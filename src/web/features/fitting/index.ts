/** The measurement review's web surface: the studio's line card and the order page each render one panel. */
export { DesignerMeasurementReview } from './designer-review-panel';
export { ShopperMeasurementReview } from './shopper-review-panel';
export { AdminFittingSettings } from './admin-fitting-settings';
