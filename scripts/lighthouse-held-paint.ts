/**
 * Tells which Lighthouse runs had their first paint held back by headless Chromium rather than by the page.
 *
 * In headless Chromium the display compositor (viz) stops offering frames to a page that has not answered its last
 * ones (`CompositorFrameSinkSupport::ShouldSendBeginFrame`, reason `ThrottleUnresponsiveClient`) and then offers one
 * per second. A page caught by it during its load paints only at the next allowed frame: the trace shows the page
 * loaded, the main thread idle, and the first paint 1 or 2 whole seconds later. Lighthouse's simulation (Lantern)
 * counts every task and request that ended before the observed paint into the simulated FCP, LCP and Speed Index, so
 * such a run scores 10–15 points lower than the same page painted on time. Real browsers with a display do not do
 * this; see docs/storefront.md, "Speed", for how it was found.
 *
 * The sign kept here is the one visible in every report: the page fired its load event well before it painted
 * anything. A page whose own work delays its first paint paints before its load event ends (the load event waits
 * for the same stylesheets, scripts and pictures).
 */

/** The part of a Lighthouse result this reads: the observed (unsimulated) timings of the `metrics` audit. */
export interface ObservedTimings {
  audits: Record<string, { details?: unknown } | undefined>;
}

/** The first paint after the load event by this much or more is a held paint, not the page's own. */
export const HELD_PAINT_MARGIN_MS = 300;

export interface PaintTiming {
  /** When the page first painted, in ms after navigation start (as observed, not simulated). */
  firstPaintMs: number;
  /** When the load event fired, in ms after navigation start. */
  loadMs: number;
  /** Whether the first paint came at least `HELD_PAINT_MARGIN_MS` after the load event. */
  held: boolean;
}

function observedItem(result: ObservedTimings): Record<string, unknown> | null {
  const details = result.audits.metrics?.details;
  if (!details || typeof details !== 'object' || !('items' in details)) return null;
  const items = (details as { items: unknown }).items;
  const first = Array.isArray(items) ? items[0] : null;
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : null;
}

/** The run's observed first paint and load event, or null when the report lacks them (a failed run). */
export function paintTiming(result: ObservedTimings): PaintTiming | null {
  const item = observedItem(result);
  const firstPaintMs = item?.observedFirstPaint;
  const loadMs = item?.observedLoad;
  if (typeof firstPaintMs !== 'number' || typeof loadMs !== 'number') return null;
  return { firstPaintMs, loadMs, held: firstPaintMs - loadMs >= HELD_PAINT_MARGIN_MS };
}

/** For a page's runs: how many were held, and the median performance score of those that painted on time. */
export function heldPaintSummary(runs: readonly { timing: PaintTiming | null; performance: number }[]): {
  held: number;
  measured: number;
  onTimeMedian: number | null;
} {
  const known = runs.filter((run) => run.timing !== null);
  const onTime = known
    .filter((run) => !run.timing?.held)
    .map((run) => run.performance)
    .sort((a, b) => a - b);
  const onTimeMedian = onTime.length ? (onTime[Math.floor(onTime.length / 2)] ?? null) : null;
  return { held: known.length - onTime.length, measured: known.length, onTimeMedian };
}
