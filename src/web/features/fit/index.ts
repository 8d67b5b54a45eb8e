// The fit feature's public surface. The dialogs load on demand: their code and the pose model
// must stay out of the pages that only offer a button to open them.
import { lazy } from 'react';

export const AiFitDialog = lazy(() => import('./photo/ai-fit-dialog').then((m) => ({ default: m.AiFitDialog })));
export type { AiFitDialogProps, AiFitProduct } from './photo/ai-fit-dialog';

// The pose model (BlazePose with its person mask), loaded once per page; the background remover
// uses its mask too. The loader fetches the runtime on first call only.
export { loadPoseDetector, PoseLoadError } from '../../lib/pose/load-pose';
