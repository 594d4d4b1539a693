import { createRoot } from 'react-dom/client';
import AvailabilityCalendar from './AvailabilityCalendar';
import type { AvailabilityLabels } from './labels';

/** Renders the property page's two months into `host`, replacing what the page showed before it ran. */
export function mountAvailability(host: HTMLElement, propertyId: string, labels: AvailabilityLabels): void {
  host.replaceChildren();
  createRoot(host).render(<AvailabilityCalendar propertyId={propertyId} labels={labels} />);
}
