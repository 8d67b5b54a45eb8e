// The background remover's pure logic, shared by the web worker, the bench and the tests.
export * from './types';
export { downscale, resizeMask, probabilityToMask } from './resample';
export { backdropMask, modelBackdrop, borderIndexes, type BackdropModel, type BackdropColour, type BackdropOptions } from './backdrop';
export { dropSmallIslands } from './cleanup';
export { refineToFullSize } from './refine';
export { featherAlpha, featherAlphaEverywhere, paintDisc, applyEdits, composite, studioColour, maskIoU } from './compose';
export { cutImage, prepareCut, workSize, chooseMethod, personArea, WORK_SIDE, type CutInput, type CutResult, type PreparedCut, type MethodChoice, type PersonEvidence, type PersonProbability } from './cut';
