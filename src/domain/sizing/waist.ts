/**
 * Whether a chart's waist definition (free text a designer may have typed, in English) is the
 * navel waist, which the pages say in the reader's language instead of showing the stored words.
 */
export function isNavelWaist(definition: string): boolean {
  return /navel|umbilic|እምብርት/i.test(definition);
}
