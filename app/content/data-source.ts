/**
 * Where a figure in the savings and technical-data modules comes from. `checkedOn` is the month someone last read
 * the source ("2026-11"), shown beside the figure; `stale` says why the figure should be re-checked before it is
 * relied on (the page shows it in its method section).
 */
export interface DataSource {
  title: string;
  url: string;
  /** The date the source itself states, as written there ("eff. 2026-03-01", "2019-12-17", "undated"). */
  sourceDate: string;
  /** YYYY-MM. */
  checkedOn: string;
  /**
   * official: a utility, agency or manufacturer document; computed: our calculation from a named public dataset;
   * estimate: a proposed default with its reasoning; company: our own price or experience.
   */
  basis: "official" | "computed" | "estimate" | "company";
  stale?: string;
}

/** When the fact sheet behind these modules was compiled; move it when the figures are re-checked. */
export const savingsDataCheckedOn = "2026-11";
