import { Minus, Plus } from './icons';
import { buttonClass } from './button-variants';

interface GuestStepperProps {
  /** Id of the visible label of the group. */
  labelId: string;
  value: number;
  min: number;
  max: number;
  /** A press on − (-1) or + (1): applied to the value as it is then, which may be ahead of the value drawn. */
  onStep: (step: -1 | 1) => void;
  decreaseLabel: string;
  increaseLabel: string;
  className?: string;
}

/** A − value + counter whose buttons disable at the bounds. */
export function GuestStepper({
  labelId,
  value,
  min,
  max,
  onStep,
  decreaseLabel,
  increaseLabel,
  className = '',
}: GuestStepperProps) {
  const step = 'size-8';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the stepper is one row named by its visible label elsewhere; a fieldset would need a legend inside it
    <div role="group" aria-labelledby={labelId} className={className}>
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onStep(-1)}
        className={buttonClass('outline', 'icon', step)}
      >
        <Minus size={16} />
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onStep(1)}
        className={buttonClass('outline', 'icon', step)}
      >
        <Plus size={16} />
      </button>
    </div>
  );
}
