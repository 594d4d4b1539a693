import { ChevronLeft, ChevronRight } from '../ui/icons';
import type { SwipeDirection } from '../../lib/swipe';

interface ArrowButtonProps {
  direction: SwipeDirection;
  label: string;
  onClick: () => void;
  /** Size and visibility classes, which differ between the card and the gallery. */
  className: string;
  iconSize: number;
}

/**
 * A round previous or next button laid over a carousel's photo, at its left or right edge: halfway down, and never
 * higher than 5rem, so it stays clear of a card's heart in its top corner (3.5rem deep) whatever the photo's height.
 */
export function ArrowButton({ direction, label, onClick, className, iconSize }: ArrowButtonProps) {
  const Icon = direction === 'next' ? ChevronRight : ChevronLeft;
  const edge = direction === 'next' ? 'right-3' : 'left-3';
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-[max(50%,5rem)] grid -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/90 text-sea-950 shadow-card backdrop-blur transition hover:bg-white ${edge} ${className}`}
    >
      <Icon size={iconSize} />
    </button>
  );
}
