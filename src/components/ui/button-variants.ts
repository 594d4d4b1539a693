/** The named button looks shared by static components and React islands (hero, ai, outline-airbnb). */
export const BUTTON_VARIANTS = {
  /** The page's main call to action: warm coral on any background. */
  hero: 'bg-coral-500 text-white shadow-lg shadow-coral-700/25 hover:bg-coral-600 active:bg-coral-700',
  /** Anything that opens the AI assistant: a sea gradient with a soft glow, deep enough for white text (5.6:1 at its light end). */
  ai: 'bg-linear-to-r from-sea-700 to-sea-600 text-white shadow-lg shadow-sea-700/25 hover:from-sea-800 hover:to-sea-700',
  /** The link out to the external listing, in the platform's colour. */
  'outline-airbnb': 'border border-airbnb/40 bg-white text-airbnb hover:bg-airbnb/5 hover:border-airbnb',
  /** Solid sea blue for confirmations inside forms and dialogs. */
  primary: 'bg-sea-700 text-white hover:bg-sea-800 active:bg-sea-900',
  /** Quiet secondary action on a light surface. */
  outline: 'border border-sea-900/15 bg-white text-sea-900 hover:bg-sea-50 hover:border-sea-900/25',
  /** Translucent action over a photo or the dark hero. */
  glass: 'border border-white/40 bg-white/10 text-white backdrop-blur-md hover:bg-white/20',
  /** Icon or text action without a frame. */
  ghost: 'text-sea-900 hover:bg-sea-900/5',
} as const;

/** A named button look. */
export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

const SIZES = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.95rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
  icon: 'size-10',
} as const;

/** A button size. */
export type ButtonSize = keyof typeof SIZES;

const BASE =
  'inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 cursor-pointer';

/** Class list for a button or a link that looks like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [BASE, BUTTON_VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ');
}
