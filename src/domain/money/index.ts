export * from './currency';
export * from './shipping';
export * from './rates';
export * from './free-shipping';
export * from './rates-provider';
export * from './price-currency';
