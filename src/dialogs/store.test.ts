import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $assistantOpen, $booking, closeBooking, openAssistant, openBooking } from './store';
import { $notices, dismissNotice, notify } from '../stores/notices';

beforeEach(() => {
  closeBooking();
  $assistantOpen.set(false);
});

describe('dialogs', () => {
  it('opening booking closes the assistant and remembers the property and prefill', () => {
    openAssistant();
    openBooking('7', { checkIn: '2026-07-01', checkOut: '2026-07-04', guests: 3 });
    expect($assistantOpen.get()).toBe(false);
    expect($booking.get()).toEqual({
      propertyId: '7',
      prefill: { checkIn: '2026-07-01', checkOut: '2026-07-04', guests: 3 },
    });
  });

  it('opening the assistant closes booking', () => {
    openBooking('3');
    openAssistant();
    expect($booking.get()).toBeNull();
    expect($assistantOpen.get()).toBe(true);
  });
});

describe('notices', () => {
  it('shows a notice and removes it after a while or on dismissal', () => {
    vi.useFakeTimers();
    const first = notify('Selectați datele', 'Vă rugăm să selectați datele de check-in și check-out', {
      variant: 'destructive',
    });
    notify('Cerere trimisă!', 'Cererea dvs. a fost trimisă în WhatsApp. Vă vom contacta în curând.');
    expect($notices.get().map((n) => n.title)).toEqual(['Selectați datele', 'Cerere trimisă!']);
    dismissNotice(first);
    expect($notices.get()).toHaveLength(1);
    vi.runAllTimers();
    expect($notices.get()).toHaveLength(0);
    vi.useRealTimers();
  });
});
