/** Messages between the studio and its photo-shrinking worker. */
export interface ShrinkRequest {
  id: number;
  file: Blob;
}

export type ShrinkResponse =
  | { id: number; ok: true; blob: Blob; width: number; height: number }
  /** Sent as it is: already small, or the browser could not decode it (the server decides then). */
  | { id: number; ok: false; reason: 'KEEP' | 'UNDECODABLE' | 'UNSUPPORTED' };
