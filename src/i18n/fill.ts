/** Values substituted into `{name}` placeholders. */
export type TextParams = Record<string, string | number>;

/**
 * Fills `{name}` placeholders of an interface text; an unknown placeholder stays as written. Kept apart
 * from the tables so browser code that receives its texts from the page does not ship a table.
 */
export function fillText(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
