/** The availability section's texts, written into the page so its code ships no translation table. */
export interface AvailabilityLabels {
  unconfirmed: string;
  free: string;
  takenLegend: string;
  /** Added to a taken day's name for screen readers ('…, ocupat'). */
  taken: string;
  /** Under the months of a property with prices: what the figure under each free day is. */
  nightPrices: string;
}
