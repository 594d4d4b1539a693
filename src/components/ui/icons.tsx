// The few line icons the islands draw, as plain SVG components: the shapes are Lucide's (ISC licence), without
// its runtime (1.3 KB gzip of icon factory and context on every page that hydrates an island). The server-
// rendered parts of the site keep using @lucide/astro, which ships no JavaScript. These are the icons of the
// islands that hydrate with the pages; the dialogs' own are in dialog-icons.tsx, fetched with the dialogs.

/** A shape of a 24x24 icon: a path's `d`, or another SVG element with its attributes. */
type Shape = string | readonly ['rect' | 'circle', Readonly<Record<string, string>>];

interface IconProps {
  /** Width and height in pixels. */
  size?: number;
}

/** An icon component drawing `shapes` in Lucide's style (2 px rounded stroke in the current colour), hidden from screen readers. */
export function icon(shapes: readonly Shape[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, never inside a render
  return function Icon({ size = 24 }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {shapes.map((shape, index) => {
          if (typeof shape === 'string') return <path key={index} d={shape} />;
          const [Element, attributes] = shape;
          return <Element key={index} {...attributes} />;
        })}
      </svg>
    );
  };
}

export const CalendarDays = icon([
  'M8 2v3',
  'M16 2v3',
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }],
  'M3 9h18',
  'M8 13h.01',
  'M12 13h.01',
  'M16 13h.01',
  'M8 17h.01',
  'M12 17h.01',
  'M16 17h.01',
]);
export const ChevronLeft = icon(['m15 18-6-6 6-6']);
export const ChevronRight = icon(['m9 18 6-6-6-6']);
export const MapPin = icon([
  'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
  ['circle', { cx: '12', cy: '10', r: '3' }],
]);
export const Minus = icon(['M5 12h14']);
export const Plus = icon(['M5 12h14', 'M12 5v14']);
export const Search = icon(['m21 21-4.34-4.34', ['circle', { cx: '11', cy: '11', r: '8' }]]);
export const Users = icon([
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M16 3.128a4 4 0 0 1 0 7.744',
  'M22 21v-2a4 4 0 0 0-3-3.87',
  ['circle', { cx: '9', cy: '7', r: '4' }],
]);
