import type { PoseLandmark } from '@domain/fit/types';
import { landmarkIndex } from '../../lib/pose/landmarks';

/** A horizontal line on the photo: where a measurement was taken, as a fraction of the image height. */
export interface ScanLevel {
  name: string;
  y: number;
  /** 'server' when calculate-measurements named it, 'landmarks' when drawn from shoulder/hip landmarks. */
  from: 'server' | 'landmarks';
}

/** What the dev page shows of a calculate-measurements answer, read defensively (the endpoint is new). */
export interface MeasurementSummary {
  measurements: [name: string, cm: number, imperial: number | null, confidence: number | null][];
  confidence: number | null;
  qualityFlags: string[];
  sessionId: string | null;
  levels: ScanLevel[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const numbers = (v: unknown): Record<string, number> =>
  isRecord(v) ? Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (num(x) === null ? [] : [[k, x as number]]))) : {};

/** Quality flags as short strings, whether the server sends codes, `{ code, message }` or `{ flag: true }`. */
function flags(v: unknown): string[] {
  if (Array.isArray(v)) {
    return v.flatMap((f) => (typeof f === 'string' ? [f] : isRecord(f) && typeof f.code === 'string' ? [typeof f.message === 'string' ? `${f.code}: ${f.message}` : f.code] : []));
  }
  if (isRecord(v)) return Object.entries(v).flatMap(([k, x]) => (x === true ? [k] : typeof x === 'string' ? [`${k}: ${x}`] : []));
  return [];
}

/**
 * Levels the server may report (`levels`, `debug.levels`, or this server's `metadata.levels.front`): a list of `{ name, y }` or a map
 * name → y; y up to 1.5 is read as a fraction of the image height, larger as pixels.
 */
function serverLevels(data: Record<string, unknown>, imageHeight: number): ScanLevel[] {
  const fromMetadata = isRecord(data.metadata) && isRecord(data.metadata.levels) ? data.metadata.levels.front : undefined;
  const raw = data.levels ?? (isRecord(data.debug) ? data.debug.levels : undefined) ?? fromMetadata;
  const entries: [string, number][] = Array.isArray(raw)
    ? raw.flatMap((l) => {
        if (!isRecord(l)) return [];
        const name = [l.name, l.key, l.metric].find((n): n is string => typeof n === 'string');
        const y = num(l.y);
        return name && y !== null ? [[name, y] as [string, number]] : [];
      })
    : Object.entries(numbers(raw));
  return entries.map(([name, y]) => ({ name, y: y <= 1.5 ? y : y / imageHeight, from: 'server' }));
}

/** Shoulder and hip lines from the landmarks, when the server reports no levels of its own. */
export function landmarkLevels(landmarks: readonly PoseLandmark[]): ScanLevel[] {
  const mid = (a: number, b: number): number | null => {
    const p = landmarks[a];
    const q = landmarks[b];
    return p && q ? (p.y + q.y) / 2 : null;
  };
  const levels: ScanLevel[] = [];
  const shoulders = mid(landmarkIndex('left_shoulder'), landmarkIndex('right_shoulder'));
  const hips = mid(landmarkIndex('left_hip'), landmarkIndex('right_hip'));
  if (shoulders !== null) levels.push({ name: 'shoulders', y: shoulders, from: 'landmarks' });
  if (hips !== null) levels.push({ name: 'hips', y: hips, from: 'landmarks' });
  return levels;
}

export function summariseMeasurements(data: unknown, imageHeight: number): MeasurementSummary {
  const body = isRecord(data) ? data : {};
  const cm = numbers(body.measurements);
  const imperial = numbers(body.measurementsImperial);
  const perMetric = numbers(body.confidencePerMetric);
  return {
    // The imperial twin of `bust_cm` is `bust_in` (or the same key, if the server keeps one name).
    measurements: Object.entries(cm).map(([k, v]) => [k, v, imperial[k.replace(/_cm$/, '_in')] ?? imperial[k] ?? null, perMetric[k] ?? null]),
    confidence: num(body.confidence),
    qualityFlags: flags(body.qualityFlags),
    sessionId: typeof body.sessionId === 'string' ? body.sessionId : null,
    levels: serverLevels(body, imageHeight),
  };
}
