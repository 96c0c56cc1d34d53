import { describe, expect, it } from 'vitest';
import { HELD_PAINT_MARGIN_MS, heldPaintSummary, paintTiming } from '../lighthouse-held-paint';

function report(observed: Record<string, number> | null) {
  return { audits: { metrics: observed ? { details: { type: 'debugdata', items: [observed] } } : undefined } };
}

describe('held first paint in Lighthouse runs', () => {
  it('flags a run whose first paint came whole seconds after the load event', () => {
    // Observed figures of a product page run in headless Chromium: loaded at 0.65 s, painted at 2.34 s.
    expect(paintTiming(report({ observedFirstPaint: 2342, observedLoad: 652 }))).toEqual({
      firstPaintMs: 2342,
      loadMs: 652,
      held: true,
    });
  });

  it('does not flag a page that painted before or around its load event', () => {
    expect(paintTiming(report({ observedFirstPaint: 377, observedLoad: 600 }))?.held).toBe(false);
    expect(paintTiming(report({ observedFirstPaint: 148, observedLoad: 65 }))?.held).toBe(false);
    expect(paintTiming(report({ observedFirstPaint: 600 + HELD_PAINT_MARGIN_MS - 1, observedLoad: 600 }))?.held).toBe(
      false,
    );
    expect(paintTiming(report({ observedFirstPaint: 600 + HELD_PAINT_MARGIN_MS, observedLoad: 600 }))?.held).toBe(true);
  });

  it('reads nothing from a report without observed timings', () => {
    expect(paintTiming(report(null))).toBeNull();
    expect(paintTiming({ audits: { metrics: { details: { items: [{ observedLoad: 3 }] } } } })).toBeNull();
    expect(paintTiming({ audits: {} })).toBeNull();
  });

  it('summarises a page: held runs, and the median score of the runs that painted on time', () => {
    const held = { firstPaintMs: 2300, loadMs: 600, held: true };
    const onTime = { firstPaintMs: 400, loadMs: 600, held: false };
    expect(
      heldPaintSummary([
        { timing: held, performance: 75 },
        { timing: onTime, performance: 93 },
        { timing: held, performance: 80 },
        { timing: onTime, performance: 91 },
        { timing: onTime, performance: 96 },
      ]),
    ).toEqual({ held: 2, measured: 5, onTimeMedian: 93 });
    expect(heldPaintSummary([{ timing: held, performance: 75 }])).toEqual({ held: 1, measured: 1, onTimeMedian: null });
    expect(heldPaintSummary([{ timing: null, performance: 0 }])).toEqual({ held: 0, measured: 0, onTimeMedian: null });
  });
});
