/** An element of a page: its lower-case name, decoded attributes and, for <script> and <style>, its raw text. */
export interface HtmlElement {
  name: string;
  attributes: Record<string, string>;
  text?: string;
}

/** Replaces character references (`&amp;`, `&#39;`, `&#x2F;`...) with the characters they stand for. */
export function decodeEntities(text: string): string;

/** Every element of `html` in document order. */
export function elements(html: string): Generator<HtmlElement>;
