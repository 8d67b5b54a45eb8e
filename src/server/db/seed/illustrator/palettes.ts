import type { Palette } from './types';

/**
 * Colourways modelled on real tibeb thread combinations. Bases stay in the
 * white-to-cream range of hand-spun shemma cotton; backgrounds are pale tints
 * so the white cloth still separates from the backdrop.
 */
export const PALETTES: readonly Palette[] = Object.freeze([
  // emerald + gold
  { base: '#FFFDF8', tibeb: ['#0F6B4F', '#C9962B', '#1E9470'], accent: '#0F6B4F', background: '#EEF3EE' },
  // crimson + gold
  { base: '#FFFDF9', tibeb: ['#B3182D', '#D4A12E', '#6E0F1C'], accent: '#B3182D', background: '#F6EEEA' },
  // royal blue + silver-grey
  { base: '#FCFDFF', tibeb: ['#1F3F99', '#9AA3B2', '#3E63C7'], accent: '#1F3F99', background: '#ECEFF5' },
  // purple + gold
  { base: '#FFFCF7', tibeb: ['#5B2A86', '#CFA23A', '#8E5BB8'], accent: '#5B2A86', background: '#F1ECF3' },
  // black + gold on white
  { base: '#FFFFFF', tibeb: ['#1C1C1C', '#C79A32', '#6B5425'], accent: '#1C1C1C', background: '#F2EFEA' },
  // Ethiopian green-yellow-red, in deep woven tones rather than flag brights
  { base: '#FFFCF5', tibeb: ['#2E7D32', '#E2B100', '#C62828'], accent: '#2E7D32', background: '#F4F0E4' },
  // teal + coral
  { base: '#FDFEFD', tibeb: ['#11766F', '#F07B63', '#F3C2A1'], accent: '#11766F', background: '#EAF3F1' },
  // pastel pink + gold
  { base: '#FFFBFA', tibeb: ['#E79AB0', '#CDA349', '#B85B7A'], accent: '#D07A97', background: '#F8EEF0' },
  // orange + brown
  { base: '#FFFAF2', tibeb: ['#D9731A', '#6B3F1F', '#F0B35B'], accent: '#B8571A', background: '#F5EDE2' },
  // navy + gold
  { base: '#FCFCFA', tibeb: ['#1B2A4E', '#C89B3C', '#3B4F7D'], accent: '#1B2A4E', background: '#EDEEF1' },
  // maroon + cream (on a warmer cream base so the cream threads still read)
  { base: '#FFFFFF', tibeb: ['#7A1F2B', '#D9C29A', '#A4424F'], accent: '#7A1F2B', background: '#F3ECE6' },
  // olive + mustard
  { base: '#FFFDF6', tibeb: ['#5C6B2E', '#D6A21E', '#8A9A4B'], accent: '#5C6B2E', background: '#F1F0E4' },
  // turquoise + gold + red: a festive Meskel combination
  { base: '#FFFEFB', tibeb: ['#0E8A9A', '#C9962B', '#B3263A', '#1F4E79'], accent: '#0E8A9A', background: '#EBF3F3' },
  // sky blue + white + gold, Timket feel
  { base: '#FFFFFF', tibeb: ['#3C86C6', '#D4AF37', '#A9CBEA'], accent: '#3C86C6', background: '#EDF2F7' },
]);
