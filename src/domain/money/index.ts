export * from './currency';
export * from './totals';
export * from './rates';
export * from './free-shipping';
export * from './rates-provider';
export * from './price-currency';
