export * from './constants';
export * from './filters';
export * from './products-query';
