/**
 * The srcset without the widths wider than the source picture (`intrinsic`): the optimizer never enlarges, so those
 * entries would all serve the same file, and each costs bytes in the HTML and again in the RSC payload. The first
 * width at or above the source is kept.
 */
export function trimSrcSet(srcSet: string | undefined, intrinsic: number): string | undefined {
  if (!srcSet) return srcSet;
  const entries = srcSet.split(', ').map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1] ?? 0) }));
  const firstAbove = entries.find((item) => item.width >= intrinsic)?.width ?? Number.POSITIVE_INFINITY;
  return entries
    .filter((item) => item.width === 0 || item.width <= firstAbove)
    .map((item) => item.entry)
    .join(', ');
}
