/** The towns the company can list as its service area; company.ts knows each one's county and utility. */
export const serviceAreaTowns = [
  "Redding",
  "Anderson",
  "Shasta Lake",
  "Palo Cedro",
  "Cottonwood",
  "Red Bluff",
  "Burney",
  "Weaverville",
  "Millville",
  "Bella Vista",
  "Shingletown",
  "Corning",
] as const;

export type ServiceAreaTown = (typeof serviceAreaTowns)[number];
