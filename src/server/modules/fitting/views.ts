import type { MeasurementVersionView } from '../../../domain/fitting/api';
import { cleanMetrics, measurementDiff, otherUnit, type KeySources, type VersionKind } from '../../../domain/fitting';
import { MEASUREMENT_KEYS, MEASUREMENT_SOURCES, type MeasurementSource } from '../../../domain/sizing/types';
import type { VersionRow } from './queries';

const isSource = (value: unknown): value is MeasurementSource => MEASUREMENT_SOURCES.some((s) => s === value);

/** Stored sources are input too: only known keys with a known source. */
function cleanSources(raw: Record<string, unknown>): KeySources {
  const out: KeySources = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = raw[key];
    if (isSource(value)) out[key] = value;
  }
  return out;
}

/** The versions as readers see them: values in cm and inches, each with what it changed from the one before. */
export function versionViews(rows: readonly VersionRow[]): MeasurementVersionView[] {
  let previous: { metrics: ReturnType<typeof cleanMetrics>; sources: KeySources } | null = null;
  return rows.map((row) => {
    const current = { metrics: cleanMetrics(row.metrics), sources: cleanSources(row.sources) };
    const metricsIn: Record<string, number> = {};
    for (const [key, value] of Object.entries(current.metrics)) metricsIn[key] = otherUnit(key as keyof typeof current.metrics, value);
    const view: MeasurementVersionView = {
      version: row.version,
      kind: row.kind as VersionKind,
      createdAt: row.createdAt.toISOString(),
      metricsCm: current.metrics as Record<string, number>,
      metricsIn,
      sources: current.sources as Record<string, MeasurementSource>,
      changes: previous ? measurementDiff(previous, current) : [],
      question: row.question,
    };
    previous = current;
    return view;
  });
}
