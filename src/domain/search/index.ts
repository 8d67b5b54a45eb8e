export * from './query';
export * from './fold';
export * from './synonyms';
export * from './tiers';
export { ethiopicToLatin, syllableToLatin, isEthiopicSyllable } from './ethiopic';
export * from './product-keys';
export * from './match-bounds';
