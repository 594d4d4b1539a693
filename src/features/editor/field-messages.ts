// The rules a save broke, said on the fields at fault: a message under each field's label, as the editor's own
// checks show theirs, kept there while the form redraws its fields (it draws them as they come into view), and
// taken away once the field is changed or the owner saves again. A field the form has not drawn (a season folded to
// its summary) has its message on the nearest field around it that is drawn, naming it.
import type { FieldProblem } from './rules';

const MARK = 'data-editor-problem';
const STYLE = 'margin:4px 0 8px;color:#b00020;font-size:14px;line-height:1.4';

let problems: readonly FieldProblem[] = [];
let labelOf: (path: string) => string = (path) => path;
let observer: MutationObserver | undefined;

/** The field drawn for `path` ('prices.seasons.2.to'), or the nearest one around it, with how far up it is. */
function fieldFor(path: string): { element: Element; exact: boolean } | undefined {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const element = document.querySelector(`[data-key-path="${CSS.escape(parts.slice(0, length).join('.'))}"]`);
    if (element) return { element, exact: length === parts.length };
  }
  return undefined;
}

/** Puts each problem's message on its field where it is not already. */
function draw(): void {
  for (const problem of problems) {
    const found = fieldFor(problem.path);
    if (!found || found.element.querySelector(`[${MARK}="${CSS.escape(problem.path)}"]`)) continue;
    const message = document.createElement('p');
    message.setAttribute(MARK, problem.path);
    message.setAttribute('role', 'alert');
    message.setAttribute('style', STYLE);
    message.textContent = found.exact ? problem.message : `${labelOf(problem.path)}: ${problem.message}`;
    const header = found.element.querySelector(':scope > header');
    if (header) header.after(message);
    else found.element.prepend(message);
  }
}

/** Shows `list` on the form's fields (and scrolls to the first), replacing what was shown. */
export function showProblems(list: readonly FieldProblem[], label: (path: string) => string): void {
  clearProblems();
  problems = list;
  labelOf = label;
  draw();
  fieldFor(list[0]?.path ?? '')?.element.scrollIntoView({ block: 'center' });
  observer = new MutationObserver(() => draw());
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Takes every message away. */
export function clearProblems(): void {
  observer?.disconnect();
  problems = [];
  for (const message of document.querySelectorAll(`[${MARK}]`)) message.remove();
}

/** A field changed: its message, and those it stood for, go. */
export function fieldChanged(target: EventTarget | null): void {
  const field = target instanceof Element ? target.closest('[data-key-path]') : null;
  const path = field?.getAttribute('data-key-path');
  if (!path) return;
  problems = problems.filter((problem) => problem.path !== path && !problem.path.startsWith(`${path}.`));
  for (const message of field?.querySelectorAll(`[${MARK}]`) ?? [])
    if (!problems.some((problem) => problem.path === message.getAttribute(MARK))) message.remove();
}
