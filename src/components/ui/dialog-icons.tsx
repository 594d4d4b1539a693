// The booking wizard's and the assistant's icons (Lucide's shapes, see icons.tsx), in their own module so that
// they load with the dialogs, not with every page.
import { icon } from './icons';

export const ArrowLeft = icon(['m12 19-7-7 7-7', 'M19 12H5']);
export const ArrowRight = icon(['M5 12h14', 'm12 5 7 7-7 7']);
export const Bot = icon([
  'M12 8V4H8',
  ['rect', { width: '16', height: '12', x: '4', y: '8', rx: '2' }],
  'M2 14h2',
  'M20 14h2',
  'M15 13v2',
  'M9 13v2',
]);
export const Send = icon([
  'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z',
  'm21.854 2.147-10.94 10.939',
]);
export const Sparkles = icon([
  'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z',
  'M20 2v4',
  'M22 4h-4',
  ['circle', { cx: '4', cy: '20', r: '2' }],
]);
export const X = icon(['M18 6 6 18', 'm6 6 12 12']);
