import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { count, t } from '../../i18n';
import {
  $bookingForm,
  $bookingQuote,
  $bookingRequest,
  explainIncompleteRequest,
  requestSent,
  setContact,
  stepGuests,
  stepBack,
  toContacts,
  toGuests,
  type BookingForm,
} from './store';
import { buttonClass } from '../../components/ui/button-variants';
import { ArrowLeft, ArrowRight, Send } from '../../components/ui/dialog-icons';
import { GuestStepper } from '../../components/ui/GuestStepper';
import { ContactStep } from './ContactStep';
import { DatesStep, StayStatus } from './DatesStep';
import { RequestTerms } from './RequestTerms';
import { StepIndicator } from './StepIndicator';
import { Summary } from './Summary';
import { usePaintedFirst } from '../../components/ui/usePaintedFirst';
import { quoteSummary } from '../prices';
import { priceTexts } from './price-texts';

/** The footer's two buttons share its width; on a phone with less padding, so 'Отправить запрос' and 'Назад' fit. */
const FOOTER_BUTTON = 'flex-1 max-sm:px-4';

/** The control that sends the request: a real link to the WhatsApp chat once the request is complete. */
function SendControl() {
  const request = useStore($bookingRequest);
  /** The reference of the request this control has sent. */
  const sent = useRef<string>(undefined);
  const content = (
    <>
      <Send size={18} />
      {t('booking.send')}
    </>
  );
  if (!request) {
    // Not ready yet: pressing it says what is missing instead of sending.
    return (
      <button
        type="button"
        onClick={explainIncompleteRequest}
        aria-disabled="true"
        className={buttonClass('hero', 'lg', `${FOOTER_BUTTON} opacity-50`)}
      >
        {content}
      </button>
    );
  }
  // A link the visitor follows opens WhatsApp even where pop-ups are blocked, and in-app browsers hand it to the
  // app. The wizard closes once the link has been followed, not while the click is still being handled; a second
  // press before it has (a double tap) opens nothing again.
  const { reference } = request.outgoing;
  return (
    <a
      href={request.link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (sent.current === reference) return event.preventDefault();
        sent.current = reference;
        window.setTimeout(requestSent);
      }}
      className={buttonClass('hero', 'lg', FOOTER_BUTTON)}
    >
      {content}
    </a>
  );
}

/** The open wizard for one opening of the dialog; the dialog's frame, title and close button are the page's own. */
function Wizard({ form }: { form: BookingForm }) {
  const { property } = form;
  const quote = useStore($bookingQuote);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(form.step);
  // The button that changed the step leaves with its step: focus moves to the new step's title, which a
  // screen reader then reads, and the next Tab reaches the step's first control.
  useEffect(() => {
    if (shownStep.current === form.step) return;
    shownStep.current = form.step;
    stepHeading.current?.focus();
  }, [form.step]);

  // The stay as the request will state it: the search's details (with the place, and whether the guests were capped)
  // or the request's summary.
  const summary = (
    <Summary
      property={property}
      checkIn={form.checkIn}
      checkOut={form.checkOut}
      guests={form.guests}
      heading={form.shortcut ? t('booking.details') : t('booking.summary')}
      withLocation={form.shortcut}
      capped={form.shortcut && form.guestsCapped}
      quote={quote}
    />
  );
  const stepTitle = [t('booking.step1.title'), t('booking.step2.title'), t('booking.step3.title')][form.step - 1];
  // The steps scroll between the dialog's head and its foot; the step's main control and the way back stay in view.
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-3 sm:px-6 sm:pb-5">
        {!form.shortcut && (
          <div className="mt-3 sm:mt-4">
            <StepIndicator step={form.step} />
          </div>
        )}
        <h3
          id="booking-dialog-step"
          ref={stepHeading}
          tabIndex={-1}
          className="mt-4 rounded-md text-xl font-semibold sm:mt-5"
        >
          {stepTitle}
        </h3>
        <div className="mt-3 sm:mt-4">
          {form.step === 1 && <DatesStep form={form} />}
          {form.step === 2 && (
            <div className="grid justify-items-center gap-3 py-4">
              <span id="booking-guests-label" className="sr-only">
                {t('booking.guestsLabel')}
              </span>
              <GuestStepper
                labelId="booking-guests-label"
                value={form.guests}
                min={1}
                max={property.capacity}
                onStep={stepGuests}
                decreaseLabel={t('search.fewerGuests')}
                increaseLabel={t('search.moreGuests')}
                className="flex items-center gap-6 text-2xl"
              />
              <p className="text-sea-900/75">{t('booking.maxGuests', { guests: count(property.capacity, 'guest') })}</p>
              {/* The price follows the guests as they change (extra guests cost more). */}
              {quote?.kind === 'priced' && (
                <p aria-live="polite" className="text-lg font-semibold text-sea-950">
                  {quoteSummary(priceTexts(), quote)}
                </p>
              )}
            </div>
          )}
          {form.step === 3 && (
            <div className="grid gap-4">
              {/* From a complete search, the details come first and once; else the request's summary follows the
                  contacts. */}
              {form.shortcut && summary}
              <ContactStep name={form.name} phone={form.phone} onChange={setContact} />
              {!form.shortcut && summary}
              <RequestTerms property={property} checkIn={form.checkIn} />
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-sea-900/10 px-5 py-3 sm:px-6 sm:py-4">
        {form.step === 1 && <StayStatus form={form} />}
        <div className="flex gap-3">
          {form.step > 1 && (
            <button type="button" onClick={stepBack} className={buttonClass('outline', 'lg', FOOTER_BUTTON)}>
              <ArrowLeft size={18} />
              {t('booking.back')}
            </button>
          )}
          {form.step < 3 && (
            <button
              type="button"
              onClick={form.step === 1 ? toGuests : toContacts}
              className={buttonClass('primary', 'lg', FOOTER_BUTTON)}
            >
              {t('booking.next')}
              <ArrowRight size={18} />
            </button>
          )}
          {form.step === 3 && <SendControl />}
        </div>
      </div>
    </>
  );
}

/** The booking dialog: the wizard while the store holds an open form, nothing while closed. */
export default function BookingDialog() {
  const form = useStore($bookingForm);
  // Each opening is a new form: the wizard remounts and starts from its reset state and focus, once the frame that
  // shows the dialog's outline has been painted.
  const painted = usePaintedFirst(form?.opening ?? null);
  return form && painted ? <Wizard key={form.opening} form={form} /> : null;
}
