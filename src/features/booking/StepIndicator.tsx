import { t } from '../../i18n';

const STEP_KEYS = ['booking.steps.dates', 'booking.steps.guests', 'booking.steps.contacts'] as const;

/** The three steps with the current one marked, for eyes and for screen readers. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="flex items-center gap-2 text-sm font-medium">
      {STEP_KEYS.map((key, index) => {
        const label = t(key);
        const number = index + 1;
        const state = number === step ? 'current' : number < step ? 'done' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-1 items-center gap-2"
          >
            <span
              aria-hidden="true"
              className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                state === 'todo' ? 'bg-sea-100 text-sea-800' : 'bg-sea-700 text-white'
              }`}
            >
              {number}
            </span>
            <span className={state === 'todo' ? 'text-sea-900/70' : 'text-sea-950'}>{label}</span>
            {number < 3 && <span aria-hidden="true" className="h-px flex-1 bg-sea-900/15" />}
          </li>
        );
      })}
    </ol>
  );
}
