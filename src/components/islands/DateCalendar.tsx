import { useEffect } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { calendarSettings } from '../ui/calendar';

interface DateCalendarProps {
  selected: Date | undefined;
  defaultMonth: Date;
  disabled: Matcher;
  onSelect: (day: Date) => void;
}

/**
 * The search bar's one-day calendar, in the page's language; its own chunk, fetched when a date field is about to open. Opening
 * it also fetches the owners' calendars, so the list can leave out taken properties as soon as the search is made;
 * their store is imported here rather than with this chunk, which the search bar names among its own.
 */
export default function DateCalendar({ selected, defaultMonth, disabled, onSelect }: DateCalendarProps) {
  useEffect(
    () => void import('../../features/availability/store').then(({ needAvailability }) => needAvailability()),
    [],
  );
  return (
    <DayPicker
      mode="single"
      {...calendarSettings()}
      autoFocus
      selected={selected}
      defaultMonth={defaultMonth}
      disabled={disabled}
      onSelect={(day) => day && onSelect(day)}
    />
  );
}
