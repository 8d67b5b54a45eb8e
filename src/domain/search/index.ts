export * from './query';
export * from './fold';
export * from './synonyms';
export { ethiopicToLatin, syllableToLatin, isEthiopicSyllable } from './ethiopic';
