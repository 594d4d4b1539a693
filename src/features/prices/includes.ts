// What a quote's total includes besides the nights, in words: ', cu curățenia și taxa de stațiune'. The WhatsApp
// request's price line (words.ts) says the same after its figure; the assistant says it after the totals it quotes.
import type { Texts, TranslationKey } from '../../i18n';
import type { Quote } from './rules';

/** The text key naming what a priced quote includes (cleaning, the town's tax), or undefined when only nights. */
function includesKey(quote: Quote & { kind: 'priced' }): TranslationKey | undefined {
  const cleaning = quote.lines.some((line) => line.kind === 'cleaning');
  const tax = quote.lines.some((line) => line.kind === 'tax');
  if (cleaning && tax) return 'prices.includesBoth';
  if (cleaning) return 'prices.includesCleaning';
  return tax ? 'prices.includesTax' : undefined;
}

/** ', cu curățenia și taxa de stațiune', ', cu curățenia', ', cu taxa de stațiune', or '' (to follow a total). */
export function includesText({ t }: Pick<Texts, 't'>, quote: Quote & { kind: 'priced' }): string {
  const key = includesKey(quote);
  return key ? t(key) : '';
}
