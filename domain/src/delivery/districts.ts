/** Lima's own district (INEI ubigeo 150101), officially "Lima", which shoppers call "Cercado de Lima". */
export const CERCADO_DE_LIMA = '150101';

/** The name a shopper knows a district by: the official one, except Lima's own district, "Cercado de Lima". */
export function districtDisplayName(id: string, officialName: string): string {
  return id === CERCADO_DE_LIMA ? 'Cercado de Lima' : officialName;
}

// Built on the first comparison, not when the module loads (start-up time on pages that sort nothing).
let spanish: Intl.Collator | undefined;

/** Districts in the order a shopper looks for theirs: alphabetical as Spanish sorts it (accents aside). */
export function byDistrictName(a: { name: string }, b: { name: string }): number {
  spanish ??= new Intl.Collator('es', { sensitivity: 'base' });
  return spanish.compare(a.name, b.name);
}
