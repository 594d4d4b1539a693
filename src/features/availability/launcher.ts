// The property page's availability months: drawn in the browser (they depend on the day they are viewed, not the
// day the page was built) once their section comes near the screen. Their code (the calendar, the owners'
// calendars and their store) and the owners' calendars themselves are fetched then, not with the page.
import type { PropertyPrices } from '../prices';
import type { AvailabilityLabels } from './labels';

const host = document.querySelector<HTMLElement>('[data-availability-host]');
const labels = document.querySelector('[data-availability-labels]')?.textContent;
// A property with prices: each free night's price is shown under its day.
const prices = document.querySelector('[data-availability-prices]')?.textContent;

if (host && labels) {
  const texts = JSON.parse(labels) as AvailabilityLabels;
  const loading = host.querySelector<HTMLElement>('[data-availability-loading]');
  if (loading) loading.hidden = false;
  const show = () =>
    import('./mount')
      .then(({ mountAvailability }) =>
        mountAvailability(
          host,
          host.dataset['availabilityHost'] ?? '',
          texts,
          prices ? (JSON.parse(prices) as PropertyPrices) : undefined,
        ),
      )
      .catch((error: unknown) => {
        // Their code could not be fetched (the connection dropped): the dates are confirmed on WhatsApp, as when stale.
        if (loading) loading.textContent = texts.unconfirmed;
        console.error('The availability months could not be loaded:', error);
      });
  const watcher = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watcher.disconnect();
      void show();
    },
    { rootMargin: '400px 0px' },
  );
  watcher.observe(host);
}
