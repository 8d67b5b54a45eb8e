import { personArea, WORK_SIDE, type PersonEvidence, type PersonProbability } from '@domain/background-removal';
import { loadPoseDetector } from '../fit';

export interface PersonFound {
  probability: PersonProbability;
  evidence: PersonEvidence;
}

/**
 * BlazePose on a ≤ 640 px copy of the photo: its person mask (probabilities at that size) and how
 * sure it is. The model is the one photo fit ships (served by the app itself, so this works offline);
 * null when no person is found.
 */
export async function detectPerson(photo: ImageBitmap): Promise<PersonFound | null> {
  const detector = await loadPoseDetector();
  const scale = Math.min(1, WORK_SIDE / Math.max(photo.width, photo.height));
  const small = await createImageBitmap(photo, { resizeWidth: Math.max(1, Math.round(photo.width * scale)), resizeHeight: Math.max(1, Math.round(photo.height * scale)), resizeQuality: 'medium' });
  try {
    detector.reset();
    const poses = await detector.estimatePoses(small, { maxPoses: 1, flipHorizontal: false });
    const pose = poses[0];
    const mask = pose?.segmentation?.mask;
    if (!pose || !mask) return null;
    const tensor = await mask.toTensor();
    try {
      const [height = 0, width = 0, channels = 1] = tensor.shape;
      const raw = await tensor.data();
      // The mask holds the probability in every channel: channel 0 is enough.
      const values = new Float32Array(width * height);
      for (let i = 0; i < values.length; i += 1) values[i] = raw[i * channels] ?? 0;
      const probability = { width, height, values };
      const keypointScores = pose.keypoints.map((k) => k.score ?? 0);
      const score = pose.score ?? keypointScores.reduce((a, b) => a + b, 0) / Math.max(1, keypointScores.length);
      return { probability, evidence: { score, area: personArea(probability) } };
    } finally {
      tensor.dispose();
    }
  } finally {
    small.close();
  }
}
