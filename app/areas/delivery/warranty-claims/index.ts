/** Warranty claims' browser-safe face: the claims due list and the ticket page's claims section. */
export { ClaimsDueList } from "./claims-due-list.tsx";
export { WarrantyClaimsSection } from "./claims-section.tsx";
