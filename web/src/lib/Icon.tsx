/**
 * A decorative 24×24 icon drawn in the text's colour: hidden from screen readers and out of the tab order, so the
 * control or link around it carries the name.
 */
export function Icon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
