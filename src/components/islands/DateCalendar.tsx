import { useEffect, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { minimumStays, type MinimumStays } from '../../dialogs/properties';
import { shortestAmong } from '../../features/prices';
import { count, loadLanguage, t } from '../../i18n';
import { formatDay, fromIsoDay, localToday, toIsoDay, type IsoDay } from '../../lib/dates';
import { addDays } from '../../lib/day-numbers';
import { calendarSettings } from '../ui/calendar';

interface DateCalendarProps {
  /** The chosen day, '' while none is. */
  value: IsoDay;
  /**
   * For a check-out: the check-in chosen ('' while none is). The calendar then offers only the days a stay from it
   * could end on at some property of `town`.
   */
  checkIn?: IsoDay | undefined;
  /** The town searched, as the search keeps it; '' for every town. */
  town?: string | undefined;
  onSelect: (day: IsoDay) => void;
}

/**
 * The fewest nights a search's stay from `checkIn` can last: the smallest minimum among the town's properties (every
 * town's when none is chosen), read from the shortest stays' file (each town's distinct rules, a few kilobytes
 * whatever the catalogue's size); one night until that file and the texts that explain it have arrived, so the
 * calendar works meanwhile and closes nothing it cannot explain.
 */
function useShortestStay(checkIn: IsoDay | undefined, town: string | undefined): number {
  const [stays, setStays] = useState<MinimumStays>();
  useEffect(() => {
    if (!checkIn) return;
    let current = true;
    // A failed fetch closes nothing.
    void Promise.all([minimumStays(), loadLanguage()]).then(
      ([read]) => current && setStays(read),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [checkIn]);
  if (!checkIn || !stays) return 1;
  const rules = town ? (stays.towns[town] ?? []) : Object.values(stays.towns).flat();
  return shortestAmong(
    rules.map((prices) => ({ prices })),
    checkIn,
  );
}

/**
 * The search bar's one-day calendar, in the page's language; its own chunk, fetched when a date field is about to
 * open. A check-out's calendar offers only days after the check-in, at least the shortest stay any property of the
 * town takes for it, and says so in one line when that is more than a night. Opening it also fetches the owners'
 * calendars, so the list can leave out taken properties as soon as the search is made; their store is imported here
 * rather than with this chunk, which the search bar names among its own.
 */
export default function DateCalendar({ value, checkIn, town, onSelect }: DateCalendarProps) {
  useEffect(
    () => void import('../../features/availability/store').then(({ needAvailability }) => needAvailability()),
    [],
  );
  const shortest = useShortestStay(checkIn, town);
  // The first day that can be chosen: today for a check-in, else the first departure the shortest stay allows.
  const first = checkIn ? addDays(checkIn, shortest) : localToday();
  const selected = fromIsoDay(value);
  return (
    <>
      <DayPicker
        mode="single"
        {...calendarSettings()}
        autoFocus
        selected={selected}
        // Opens on the first day that can be chosen, so it has a day to focus even when check-in is a month's last.
        defaultMonth={selected ?? fromIsoDay(first) ?? new Date()}
        disabled={{ before: fromIsoDay(first) ?? new Date() }}
        onSelect={(day) => day && onSelect(toIsoDay(day))}
      />
      {/* As wide as the calendar, however long the line; read out if it comes once the calendar is open. */}
      <p aria-live="polite" className="w-0 min-w-full text-sm text-sea-900 empty:hidden">
        {checkIn && shortest > 1
          ? t('search.shortestStay', { day: formatDay(checkIn), nights: count(shortest, 'night') })
          : ''}
      </p>
    </>
  );
}
