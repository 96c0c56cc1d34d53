/** One line a shopper recognises a saved address by: "Av. Larco 345, Miraflores". */
export function addressLine(address: { streetAddress1: string; cityArea: string }): string {
  return `${address.streetAddress1}, ${address.cityArea}`;
}
