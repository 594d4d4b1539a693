import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, Send, X } from '../dialog-icons';
import { count, t } from '../../../i18n';
import { bookingMessage, contactsComplete, startBooking, type BookingStart } from '../../../lib/booking';
import { whatsappLink } from '../../../lib/whatsapp';
import { $booking, closeBooking, type BookingTarget } from '../../../stores/dialogs';
import { notify } from '../../../stores/notices';
import { $hasSearchData, $search } from '../../../stores/search';
import { buttonClass } from '../../ui/button-variants';
import { GuestStepper } from '../GuestStepper';
import { ContactStep } from './ContactStep';
import { DatesStep } from './DatesStep';
import { StepIndicator } from './StepIndicator';
import { Summary } from './Summary';
import type { BookingProperty } from './types';
import { useDialogFocus } from '../useDialogFocus';

interface Form extends BookingStart {
  name: string;
  phone: string;
}

/** The opening state: the assistant's prefill over a complete search, else a fresh request. */
function openingForm(property: BookingProperty, target: BookingTarget): Form {
  const search = $hasSearchData.get() ? $search.get() : undefined;
  const known = {
    checkIn: target.prefill.checkIn ?? search?.checkInDate,
    checkOut: target.prefill.checkOut ?? search?.checkOutDate,
    guests: target.prefill.guests ?? search?.guests,
  };
  return { ...startBooking(property.guests, known), name: '', phone: '' };
}

/** The open wizard for one property. Mounted afresh on every opening, so it always starts reset. */
function Wizard({ property, target, whatsappNumber }: { property: BookingProperty; target: BookingTarget; whatsappNumber: string }) {
  const [form, setForm] = useState<Form>(() => openingForm(property, target));
  const dialog = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(form.step);
  const close = useCallback(() => closeBooking(), []);
  useDialogFocus(dialog, close);
  // The button that changed the step leaves with its step: focus moves to the new step's title, which a
  // screen reader then reads, and the next Tab reaches the step's first control.
  useEffect(() => {
    if (shownStep.current === form.step) return;
    shownStep.current = form.step;
    stepHeading.current?.focus();
  }, [form.step]);
  const change = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));
  const ready = contactsComplete(form.name, form.phone);

  const toGuests = () => {
    if (form.checkIn && form.checkOut) change({ step: 2 });
    else notify(t('booking.datesMissingTitle'), t('booking.datesMissingText'), 'destructive');
  };
  const send = () => {
    if (!ready) {
      notify(t('booking.contactsMissingTitle'), t('booking.contactsMissingText'), 'destructive');
      return;
    }
    const message = bookingMessage({ title: property.title, checkIn: form.checkIn, checkOut: form.checkOut, guests: form.guests, name: form.name, phone: form.phone });
    window.open(whatsappLink(whatsappNumber, message), '_blank', 'noopener,noreferrer');
    notify(t('booking.sentTitle'), t('booking.sentText'));
    close();
  };

  const stepTitle = [t('booking.step1.title'), t('booking.step2.title'), t('booking.step3.title')][form.step - 1];
  return (
    <div className="fixed inset-0 z-50 grid place-items-end bg-sea-950/60 backdrop-blur-sm sm:place-items-center sm:p-4" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="booking-dialog-title" aria-describedby="booking-dialog-step" className="flex max-h-[92dvh] w-full max-w-lg flex-col overflow-y-auto rounded-t-3xl bg-white p-5 text-sea-950 shadow-lift sm:rounded-3xl sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="booking-dialog-title" className="text-2xl font-semibold">{t('booking.title')}</h2>
          <button type="button" onClick={close} aria-label={t('booking.close')} className={buttonClass('ghost', 'icon', '-mt-1 -mr-2')}>
            <X size={20} />
          </button>
        </div>
        {!form.shortcut && <div className="mt-4"><StepIndicator step={form.step} /></div>}
        <h3 id="booking-dialog-step" ref={stepHeading} tabIndex={-1} className="mt-5 rounded-md text-xl font-semibold">{stepTitle}</h3>
        <div className="mt-4">
          {form.step === 1 && <DatesStep property={property} checkIn={form.checkIn} checkOut={form.checkOut} onChange={(checkIn, checkOut) => change({ checkIn, checkOut })} />}
          {form.step === 2 && (
            <div className="grid justify-items-center gap-3 py-4">
              <span id="booking-guests-label" className="sr-only">{t('booking.guestsLabel')}</span>
              <GuestStepper labelId="booking-guests-label" value={form.guests} min={1} max={property.guests} onChange={(guests) => change({ guests, guestsCapped: false })} decreaseLabel={t('search.fewerGuests')} increaseLabel={t('search.moreGuests')} className="flex items-center gap-6 text-2xl" />
              <p className="text-sea-900/75">{t('booking.maxGuests', { guests: count(property.guests, 'guest') })}</p>
            </div>
          )}
          {form.step === 3 && (
            <div className="grid gap-4">
              {form.shortcut && <Summary property={property} checkIn={form.checkIn} checkOut={form.checkOut} guests={form.guests} heading={t('booking.details')} withLocation capped={form.guestsCapped} />}
              <ContactStep name={form.name} phone={form.phone} onChange={change} />
              <Summary property={property} checkIn={form.checkIn} checkOut={form.checkOut} guests={form.guests} heading={t('booking.summary')} />
            </div>
          )}
        </div>
        <div className="mt-6 flex gap-3">
          {form.step > 1 && (
            <button type="button" onClick={() => change({ step: form.step === 3 ? 2 : 1, shortcut: false })} className={buttonClass('outline', 'lg', 'flex-1')}>
              <ArrowLeft size={18} />
              {t('booking.back')}
            </button>
          )}
          {form.step === 1 && (
            <button type="button" onClick={toGuests} className={buttonClass('primary', 'lg', 'flex-1')}>
              {t('booking.next')}
              <ArrowRight size={18} />
            </button>
          )}
          {form.step === 2 && (
            <button type="button" onClick={() => change({ step: 3 })} className={buttonClass('primary', 'lg', 'flex-1')}>
              {t('booking.next')}
              <ArrowRight size={18} />
            </button>
          )}
          {form.step === 3 && (
            <button type="button" onClick={send} aria-disabled={!ready} className={buttonClass('hero', 'lg', `flex-1 ${ready ? '' : 'opacity-50'}`)}>
              <Send size={18} />
              {t('booking.send')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

let openings = 0;

/** The booking dialog: whichever property the store names, or nothing while closed. */
export default function BookingDialog({ properties, whatsappNumber }: { properties: BookingProperty[]; whatsappNumber: string }) {
  const target = useStore($booking);
  // Each opening (a new target) gets a new key: the wizard remounts and starts from the reset state.
  const opening = useMemo(() => ++openings, [target]);
  const property = target && properties.find((candidate) => candidate.id === target.propertyId);
  if (!target || !property) return null;
  return <Wizard key={opening} property={property} target={target} whatsappNumber={whatsappNumber} />;
}
