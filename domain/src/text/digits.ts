/** Keeps only the ASCII digits of a text (spec §5 "digits-only stripping for numeric fields"). */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}
