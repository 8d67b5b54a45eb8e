/**
 * A radio drawn as its whole label (a card or a pill): the input is invisible but covers the
 * label, so a tap anywhere on it lands on the input itself. An `sr-only` input is 1 px somewhere
 * in the label, and a click aimed at it can land on whatever covers that pixel (the phone's
 * bottom bar); a covering input is hit-tested like any control. The label needs `relative`.
 */
export const CHOICE_INPUT = 'absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0';
