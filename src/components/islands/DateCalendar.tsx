import { DayPicker, type Matcher } from 'react-day-picker';
import { ROMANIAN_CALENDAR } from './calendar';

interface DateCalendarProps {
  selected: Date | undefined;
  defaultMonth: Date;
  disabled: Matcher;
  onSelect: (day: Date) => void;
}

/** The search bar's one-day Romanian calendar; its own chunk, fetched when a date field is about to open. */
export default function DateCalendar({ selected, defaultMonth, disabled, onSelect }: DateCalendarProps) {
  return (
    <DayPicker
      mode="single"
      {...ROMANIAN_CALENDAR}
      autoFocus
      selected={selected}
      defaultMonth={defaultMonth}
      disabled={disabled}
      onSelect={(day) => day && onSelect(day)}
    />
  );
}
