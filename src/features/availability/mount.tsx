import { createRoot } from 'react-dom/client';
import { localToday } from '../../lib/dates';
import { pageLanguage } from '../../lib/languages';
import type { NightRange } from '../../lib/nights';
import { freeNightPrices, type PropertyPrices } from '../prices';
import AvailabilityCalendar from './AvailabilityCalendar';
import type { AvailabilityLabels } from './labels';

/**
 * Renders the property page's two months into `host`, replacing what the page showed before it ran; with the
 * property's `prices`, each free night's price under its day.
 */
export function mountAvailability(
  host: HTMLElement,
  propertyId: string,
  labels: AvailabilityLabels,
  prices?: PropertyPrices | undefined,
): void {
  const nightPrices =
    prices && ((taken: readonly NightRange[]) => freeNightPrices(prices, taken, localToday(), pageLanguage()));
  host.replaceChildren();
  createRoot(host).render(<AvailabilityCalendar propertyId={propertyId} labels={labels} nightPrices={nightPrices} />);
}
