export * from './constants';
export * from './filters';
