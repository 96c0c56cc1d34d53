/** Keeps only the ASCII digits of a text (requirements: "Phones": numeric fields keep only their digits). */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}
