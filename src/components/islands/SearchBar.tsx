import { CalendarDays, MapPin, Search, Users } from '../ui/icons';
import { useEffect, useState, type SubmitEvent } from 'react';
import { localToday } from '../../lib/dates';
import { GUESTS, stayProblem, type StayProblem } from '../../lib/stay';
import { $search, EMPTY_SEARCH, updateSearch, type SearchState } from '../../stores/search';
import { buttonClass } from '../ui/button-variants';
import { DateField } from './DateField';
import { GuestStepper } from '../ui/GuestStepper';
import { useHydrated } from './useHydrated';
import { afterNextPaint } from '../../browser/idle';
import { SEARCH_FIELDS, missingKey } from '../../lib/still-to-choose';

const fieldLabel = 'flex items-center gap-1.5 text-xs font-semibold tracking-wide text-sea-700 uppercase';
const fieldBox =
  'mt-1.5 flex h-12 w-full cursor-pointer items-center gap-2 rounded-2xl border border-sea-900/12 bg-sand-50 px-3.5 text-left text-[0.95rem] hover:border-sea-600';

/** Brings the property list into view, smoothly unless the visitor prefers less motion. */
function scrollToProperties(): void {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById('properties-section')?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Shows the search's results on this page. The page starts toward the list in the tap's own frame, on a layout it
 * already has; the list follows the search in the next frame (filtering, the strip, the stays' totals), and the scroll
 * is aimed again, since the strip that replaces the towns' row moves the list's top.
 */
function showResults(search: SearchState): void {
  scrollToProperties();
  afterNextPaint(() => {
    updateSearch(search);
    scrollToProperties();
  });
}

/** The search bar's texts, passed from the page so the island ships no translation table. */
export interface SearchBarLabels {
  city: string;
  cityPlaceholder: string;
  checkIn: string;
  checkOut: string;
  datePlaceholder: string;
  guests: string;
  fewerGuests: string;
  moreGuests: string;
  submit: string;
  /** The towns to choose from, in the order the select lists them: the name the search keeps, the name shown. */
  cities: readonly { value: string; label: string }[];
  /** Why the chosen dates cannot be searched, shown beside the fields. */
  stayProblems: Record<Extract<StayProblem, 'inverted' | 'tooLong' | 'past' | 'tooFar'>, string>;
  /** What is still to choose before 'Căutați' works, by the fields missing (src/lib/still-to-choose.ts). */
  stillToChoose: Readonly<Record<string, string>>;
}

/** Why the draft's dates cannot be searched, in the visitor's words, or '' while they can (or are not both chosen). */
function datesProblem(draft: SearchState, texts: SearchBarLabels['stayProblems']): string {
  if (!draft.checkInDate || !draft.checkOutDate) return '';
  const problem = stayProblem(draft.checkInDate, draft.checkOutDate, localToday());
  return problem === 'missing' || problem === 'invalid' || !problem ? '' : texts[problem];
}

const CITY_SELECT_ID = 'search-city';

/**
 * What is still to choose once the visitor has begun ('Mai alegeți orașul pentru a căuta.'), so a disabled 'Căutați'
 * is never left unexplained; '' before any choice and once the search can be made.
 */
function stillToChoose(draft: SearchState, labels: SearchBarLabels): string {
  const chosen = { city: draft.location, checkIn: draft.checkInDate, checkOut: draft.checkOutDate };
  const missing = SEARCH_FIELDS.filter((field) => !chosen[field]);
  return labels.stillToChoose[missingKey(missing)] ?? '';
}

/**
 * What the visitor chose on the server's bar before the island took it over: its town select works as the browser's
 * own from the first paint (its buttons' presses are kept and made again once the island is ready, by its
 * `client:pressable` directive). Read while the island hydrates, before React sets the select to the island's first
 * draft.
 */
function choiceOnServerBar(): Partial<SearchState> {
  if (typeof document === 'undefined') return {};
  const select = document.getElementById(CITY_SELECT_ID);
  return select instanceof HTMLSelectElement && select.value ? { location: select.value } : {};
}

interface SearchBarProps {
  labels: SearchBarLabels;
  /** A town's page: the bar starts on that town, whatever the tab searched before. */
  town?: string | undefined;
  /** Where the results are listed, when not on this page: 'Căutați' stores the search and goes there. */
  resultsHref?: string | undefined;
}

/** The search bar: town, dates and guests are a draft until 'Căutați' stores them as the search. */
export default function SearchBar({ labels, town, resultsHref }: SearchBarProps) {
  const hydrated = useHydrated();
  // The first render matches the server's HTML; what the visitor chose on that HTML is applied right after.
  const [initial] = useState<SearchState>(() => (town ? { ...EMPTY_SEARCH, location: town } : EMPTY_SEARCH));
  const [draft, setDraft] = useState<SearchState>(initial);
  const [serverChoice] = useState(choiceOnServerBar);
  // Once hydrated: start from the search this tab already made (e.g. before visiting a property), with what the
  // visitor chose on the server's bar over it, then follow later changes made elsewhere (town buttons, 'Ștergeți
  // filtrele'). Never on a later render, which would overwrite what the visitor has just chosen; nor over a press
  // made while it hydrated: the visitor made it on what they saw.
  useEffect(() => {
    const start = () => ({ ...$search.get(), ...(town ? { location: town } : {}) });
    setDraft((current) => ({ ...(current === initial ? start() : current), ...serverChoice }));
    return $search.listen(setDraft);
  }, [serverChoice, initial, town]);

  const change = (changes: Partial<SearchState>) => setDraft((current) => ({ ...current, ...changes }));
  // Relative to the draft as it is, not as last drawn: two presses before a redraw count twice.
  const stepGuests = (step: number) =>
    setDraft((current) => ({ ...current, guests: Math.max(GUESTS.min, Math.min(GUESTS.max, current.guests + step)) }));
  // Choosing a check-in keeps the check-out, so a pair can end up inverted: it is named and cannot be searched.
  const problem = datesProblem(draft, labels.stayProblems);
  const complete = Boolean(draft.location && draft.checkInDate && draft.checkOutDate && !problem);
  const hint = problem || stillToChoose(draft, labels);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    if (!resultsHref) return showResults(draft);
    updateSearch(draft);
    window.location.assign(resultsHref);
  };

  return (
    <form
      onSubmit={submit}
      data-hydrated={hydrated || undefined}
      className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor={CITY_SELECT_ID} className={fieldLabel}>
          <MapPin size={14} />
          {labels.city}
        </label>
        <select
          id={CITY_SELECT_ID}
          value={draft.location}
          onChange={(e) => change({ location: e.target.value })}
          className={`${fieldBox} appearance-none`}
        >
          <option value="">{labels.cityPlaceholder}</option>
          {labels.cities.map((city) => (
            <option key={city.value} value={city.value}>
              {city.label}
            </option>
          ))}
        </select>
      </div>
      <DateField
        label={labels.checkIn}
        icon={<CalendarDays size={14} />}
        placeholder={labels.datePlaceholder}
        value={draft.checkInDate}
        onChange={(checkInDate) => change({ checkInDate })}
        describedBy={problem ? 'search-dates-problem' : undefined}
        labelClassName={fieldLabel}
        fieldClassName={fieldBox}
      />
      <DateField
        label={labels.checkOut}
        icon={<CalendarDays size={14} />}
        placeholder={labels.datePlaceholder}
        value={draft.checkOutDate}
        onChange={(checkOutDate) => change({ checkOutDate })}
        // Departures from the day after check-in, or later where every property of the town asks for more nights.
        checkIn={draft.checkInDate}
        town={draft.location}
        describedBy={problem ? 'search-dates-problem' : undefined}
        labelClassName={fieldLabel}
        fieldClassName={fieldBox}
      />
      <div>
        <span id="search-guests-label" className={fieldLabel}>
          <Users size={14} />
          {labels.guests}
        </span>
        <GuestStepper
          labelId="search-guests-label"
          value={draft.guests}
          min={GUESTS.min}
          max={GUESTS.max}
          onStep={stepGuests}
          decreaseLabel={labels.fewerGuests}
          increaseLabel={labels.moreGuests}
          className={`${fieldBox} cursor-default justify-between hover:border-sea-900/12`}
        />
      </div>
      <button
        type="submit"
        disabled={!complete}
        aria-describedby={hint ? 'search-dates-problem' : undefined}
        className={buttonClass('hero', 'lg', 'h-12 w-full md:col-span-2 lg:col-span-1 lg:w-auto')}
      >
        <Search size={18} />
        {labels.submit}
      </button>
      {/* Under the fields on every layout, and read out as it changes; it takes no room while empty. A problem with
          the dates is red; what is still to choose is a plain hint. */}
      <p
        id="search-dates-problem"
        aria-live="polite"
        className={`col-span-full -mt-1 text-sm empty:-mt-4 ${problem ? 'font-semibold text-red-700' : 'text-sea-800'}`}
      >
        {hint}
      </p>
    </form>
  );
}
