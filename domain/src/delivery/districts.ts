/** Lima's own district (INEI ubigeo 150101), officially "Lima", which shoppers call "Cercado de Lima". */
export const CERCADO_DE_LIMA = '150101';

/** The name a shopper knows a district by: the official one, except Lima's own district, "Cercado de Lima". */
export function districtDisplayName(id: string, officialName: string): string {
  return id === CERCADO_DE_LIMA ? 'Cercado de Lima' : officialName;
}

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/** Districts in the order a shopper looks for theirs: alphabetical as Spanish sorts it (accents aside). */
export function byDistrictName(a: { name: string }, b: { name: string }): number {
  return spanish.compare(a.name, b.name);
}
