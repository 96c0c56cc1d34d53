import { DATE_SYNC_TOLERANCE_MINUTES, isWindowActive, parsePromotionWindow } from '@cuida/domain';

/**
 * The promotion window a line is added under: among the product's collections (metadata `voucherify`), an open one
 * first, else the first well-formed one (the evaluation checks it again against the clock).
 */
export function voucherWindowOf(
  collections: readonly { voucherify?: string | null }[] | null | undefined,
  now = new Date(),
): string | null {
  const windows = (collections ?? [])
    .map((collection) => collection.voucherify?.trim() ?? '')
    .filter((value) => parsePromotionWindow(value) !== null);
  const open = windows.find((value) => {
    const window = parsePromotionWindow(value);
    return window !== null && isWindowActive(window, now, DATE_SYNC_TOLERANCE_MINUTES);
  });
  return open ?? windows[0] ?? null;
}
