import { personArea, type PersonEvidence, type PersonProbability, type RgbaImage } from '@domain/background-removal';

export interface PersonFound {
  probability: PersonProbability;
  evidence: PersonEvidence;
}

/**
 * BlazePose on the cut's small working copy, inside the cut worker: its person mask (probabilities
 * at the copy's size) and how sure it is; null when no person is found. The model is the one photo
 * fit ships, fetched from the app's own /models path (so this works offline), on tfjs's wasm
 * backend: a worker has no page canvas to probe for a GPU, and wasm runs everywhere. Loaded on
 * first use only, so photos on a one-colour backdrop never pay for it.
 */
export async function findPerson(small: RgbaImage): Promise<PersonFound | null> {
  const [{ loadPoseDetector }, tf] = await Promise.all([import('../../lib/pose/load-pose'), import('@tensorflow/tfjs-core')]);
  const detector = await loadPoseDetector({ backend: 'wasm' });
  const { width, height, data } = small;
  const rgb = new Int32Array(width * height * 3);
  for (let i = 0, j = 0; i < width * height; i += 1, j += 3) {
    rgb[j] = data[i * 4]!;
    rgb[j + 1] = data[i * 4 + 1]!;
    rgb[j + 2] = data[i * 4 + 2]!;
  }
  // A tensor, not a bitmap: tfjs would draw a bitmap on a canvas, and a worker has only offscreen ones.
  const input = tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    detector.reset();
    const poses = await detector.estimatePoses(input, { maxPoses: 1, flipHorizontal: false });
    const pose = poses[0];
    const mask = pose?.segmentation?.mask;
    if (!pose || !mask) return null;
    const tensor = await mask.toTensor();
    try {
      const [h = 0, w = 0, channels = 1] = tensor.shape;
      const raw = await tensor.data();
      // The mask holds the probability in every channel: channel 0 is enough.
      const values = new Float32Array(w * h);
      for (let i = 0; i < values.length; i += 1) values[i] = raw[i * channels] ?? 0;
      const probability = { width: w, height: h, values };
      const keypointScores = pose.keypoints.map((k) => k.score ?? 0);
      const score = pose.score ?? keypointScores.reduce((a, b) => a + b, 0) / Math.max(1, keypointScores.length);
      return { probability, evidence: { score, area: personArea(probability) } };
    } finally {
      tensor.dispose();
    }
  } finally {
    input.dispose();
  }
}
