import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { formatDay, type IsoDay } from '../../lib/dates';
import type DateCalendarComponent from './DateCalendar';
import { prepareWhenIdle } from '../../browser/idle-prefetch';

// The calendar (react-day-picker and its styles, ~22 KB gzip) is not needed for the search bar to hydrate: its files
// are fetched, not run, once the page is loaded and idle; it runs at the first hover, focus or touch of a date field
// (the calendar's frame opens at once, its days as soon as it has run), and is kept here.
let DateCalendar: typeof DateCalendarComponent | undefined;
let loading: Promise<void> | undefined;
const loadCalendar = () => {
  loading ??= import('./DateCalendar').then(
    (module) => {
      DateCalendar = module.default;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
};
if (typeof window !== 'undefined') prepareWhenIdle();

interface DateFieldProps {
  /** Visible label, e.g. 'Check-in'. */
  label: string;
  /** Icon shown before the label. */
  icon: ReactNode;
  /** Shown while no day is chosen. */
  placeholder: string;
  value: IsoDay;
  onChange: (day: IsoDay) => void;
  /**
   * For a check-out: the check-in chosen ('' while none is). Its calendar then offers only the departures a stay from
   * it could have at some property of `town` (the calendar's own code decides which).
   */
  checkIn?: IsoDay | undefined;
  /** The town searched; '' for every town. */
  town?: string | undefined;
  /** Id of a text that says what is wrong with the chosen day, if anything. */
  describedBy?: string | undefined;
  labelClassName: string;
  fieldClassName: string;
}

/** A button showing the chosen day that opens a Romanian calendar (weeks from Monday) and closes on a choice. */
export function DateField({
  label,
  icon,
  placeholder,
  value,
  onChange,
  checkIn,
  town,
  describedBy,
  labelClassName,
  fieldClassName,
}: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Re-renders once the calendar has arrived, for a field opened before it had.
  const [, setCalendarReady] = useState(Boolean(DateCalendar));
  useEffect(() => {
    if (open && !DateCalendar) void loadCalendar().then(() => setCalendarReady(Boolean(DateCalendar)));
  }, [open]);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Set when a close should hand focus back to the button (Escape, a chosen day); acted on once the calendar
  // has left the page, so a calendar that finishes loading just as Escape is pressed cannot take focus with it.
  const refocusTrigger = useRef(false);
  const closeAndRefocus = () => {
    refocusTrigger.current = true;
    setOpen(false);
  };

  useEffect(() => {
    if (open || !refocusTrigger.current) return;
    refocusTrigger.current = false;
    trigger.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners live while the calendar is open; closeAndRefocus only reads refs and setters
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndRefocus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Tabbing out of the calendar closes it, so it never covers the field the visitor moves on to. A blur with
  // no new focus (a press on the calendar's padding) is not leaving: the outside-press handler decides.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the field and its calendar closes the calendar; the controls inside are buttons
    <div ref={root} className="relative" onBlur={closeWhenFocusLeaves}>
      <span id={`${id}-label`} className={labelClassName}>
        {icon}
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy}
        onClick={() => setOpen(!open)}
        // A finger's touch enters the field too, before it presses: the calendar is fetched from the touch on.
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className={fieldClassName}
      >
        <span id={`${id}-value`} className={value ? 'text-sea-950' : 'text-sea-900/70'}>
          {value ? formatDay(value) : placeholder}
        </span>
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={label}
          className="absolute top-full left-0 z-30 mt-2 rounded-2xl bg-white p-3 shadow-lift ring-1 ring-sea-900/10"
        >
          {DateCalendar ? (
            <DateCalendar
              value={value}
              checkIn={checkIn}
              town={town}
              onSelect={(day) => {
                onChange(day);
                closeAndRefocus();
              }}
            />
          ) : (
            <div className="h-80 w-72" aria-busy="true" />
          )}
        </div>
      )}
    </div>
  );
}
