/** What a roof's material means for mounting panels, read from the form's free text. */
export type RoofMaterial = "easy" | "tile" | "hard";

/**
 * Composition shingle, metal and flat roofs take standard mounts; tile takes hooks and careful work; wood shake and
 * slate usually need replacing first. Null when the text names none of these.
 */
export function roofMaterial(text: string | null | undefined): RoofMaterial | null {
  const words = text?.toLowerCase() ?? "";
  if (/shake|wood|slate/.test(words)) return "hard";
  if (/tile|clay|spanish/.test(words)) return "tile";
  if (/shingle|composition|comp\b|asphalt|metal|standing seam|steel|flat|membrane|tpo|torch/.test(words)) return "easy";
  return null;
}

/** The roof's age in years from the form's free text ("10 years", "about 15", "new"); null when it says none. */
export function roofAgeYears(text: string | null | undefined): number | null {
  const words = text?.toLowerCase().trim() ?? "";
  if (words === "") return null;
  if (/\bnew\b|brand new|just replaced/.test(words)) return 0;
  const years = words.match(/\d+(?:\.\d+)?/);
  if (!years) return null;
  const age = Number(years[0]);
  return age <= 150 ? age : null;
}
