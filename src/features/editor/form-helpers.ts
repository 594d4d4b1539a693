// What the form does for the owner beyond the editor's own fields: a new property is given the next free number
// (the editor's slug box, filled in and named), and a direct booking's date pickers open at the month the owner is
// working in (a new stay's check-in at the month of the last booking's check-out; a check-out at its check-in).
import type { CatalogueFacts } from './catalogue-facts';

/** The next free property number: one after the highest in the catalogue and in what was saved since. */
export function nextFreeNumber(ids: readonly string[]): string {
  return String(ids.reduce((highest, id) => Math.max(highest, Number(id) || 0), 0) + 1);
}

/** The numbers saved during this visit, beside the catalogue's. */
const savedIds = new Set<string>();

/** A property was saved under `id`. */
export function propertySaved(id: string): void {
  savedIds.add(id);
}

const NEW_PROPERTY = /^#\/collections\/properties\/new(?:\?.*)?$/;

/**
 * On a new property's form, says which number it gets (the collection's slug template is the next free one at build
 * time; one saved since then moves it on, and the box is filled in with that).
 */
function proposeNumber(catalogue: CatalogueFacts): void {
  if (!NEW_PROPERTY.test(window.location.hash)) return;
  const next = nextFreeNumber([...catalogue.ids, ...savedIds]);
  const box = document.querySelector<HTMLInputElement>('input[aria-label="Slug"]');
  if (box && savedIds.has(box.value) && box.dataset['proposed'] !== next) {
    box.dataset['proposed'] = next;
    box.value = next;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // The editor's form, found by its kind rather than by its name, which is in the editor's language.
  const form = document.querySelector('[role="group"].content-editor');
  if (!form || form.querySelector('[data-editor-number]')) return;
  const note = document.createElement('p');
  note.setAttribute('data-editor-number', next);
  note.setAttribute(
    'style',
    'margin:8px 16px;padding:8px 12px;border-radius:8px;background:#e8f1fb;color:#1b1b1b;font-size:15px',
  );
  note.textContent = `Proprietatea nouă primește numărul ${next}, următorul liber: pagina ei va fi /apartment/${next}. Până la prima salvare, numărul se schimbă din meniul ⋮ → Identificator.`;
  form.prepend(note);
}

/** The first of the month of `day` ('2027-08-14' → '2027-08-01'). */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Before a direct booking's empty date picker opens: the earliest day it offers is the first of the month to open
 * at, so it opens there; once a day is picked or typed, the bound goes, so any day can still be written.
 */
function openAtTheMonth(input: HTMLInputElement): void {
  if (input.value !== '') return;
  const item = input.closest('[data-key-path^="blocked."]');
  const path = item?.getAttribute('data-key-path') ?? '';
  const match = /^blocked\.(\d+)\.(checkIn|checkOut)$/.exec(path);
  if (!match) return;
  const [, index = '0', which] = match;
  let start: string | undefined;
  if (which === 'checkOut') {
    const checkIn = document.querySelector<HTMLInputElement>(`[data-key-path="blocked.${index}.checkIn"] input`);
    if (checkIn && DAY.test(checkIn.value)) start = checkIn.value;
  } else {
    const outs = [
      ...document.querySelectorAll<HTMLInputElement>('[data-key-path$=".checkOut"][data-key-path^="blocked."] input'),
    ]
      .map((box) => box.value)
      .filter((value) => DAY.test(value))
      .sort();
    const last = outs.at(-1);
    if (last) start = monthOf(last);
  }
  if (!start) return;
  input.min = start;
  const release = () => {
    input.removeAttribute('min');
    input.removeEventListener('change', release);
    input.removeEventListener('blur', release);
  };
  input.addEventListener('change', release);
  input.addEventListener('blur', release);
}

/** Starts the form's helpers. */
export function startFormHelpers(catalogue: CatalogueFacts): void {
  new MutationObserver(() => proposeNumber(catalogue)).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('hashchange', () => proposeNumber(catalogue));
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'date') openAtTheMonth(event.target);
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'date') openAtTheMonth(event.target);
    },
    true,
  );
}
