// What each language's words (words-ro.ts, words-en.ts, words-ru.ts) give: the terms and the privacy notice made from
// the facts, and the parts all three write the same way (the policies' steps, the provider's contacts).
import type { Texts } from '../../i18n';
import { deadlineDay, refundDeadlines } from '../../lib/cancellation';
import { LANGUAGE_LOCALES } from '../../lib/languages';
import { type LegalDocument, link, type Segment } from './document';
import type { LegalFacts, PolicyFacts } from './facts';

/** One language's legal pages. */
export interface LegalWords {
  terms: (facts: LegalFacts, texts: Texts) => LegalDocument;
  privacy: (facts: LegalFacts, texts: Texts) => LegalDocument;
}

/** A share in percent as the language writes it: '50 %', '50%'. */
export function percent(value: number, texts: Texts): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[texts.language], { style: 'percent' }).format(value / 100);
}

/** How one language says a policy's step and its end. */
export interface StepWords {
  /** Cancelled `days` before the check-in day or earlier (`days` counted), or on the check-in day itself (0). */
  until: (days: number, texts: Texts) => string;
  /** What comes back: everything, or `share` of it. */
  back: (refundPercent: number, texts: Texts) => string;
  /** Later, or a guest who does not come. */
  nothing: string;
  /** The example for a stay that checks in on `checkIn`: free until `free`. */
  example: (checkIn: string, free: string) => string;
}

/** A policy in one line: its steps, what is left after them, and an example with days. */
export function policyLine(policy: PolicyFacts, facts: LegalFacts, texts: Texts, words: StepWords): Segment[] {
  const steps = [...policy.steps].sort((a, b) => b.daysBefore - a.daysBefore);
  const parts = steps.map((step) => `${words.until(step.daysBefore, texts)}, ${words.back(step.refundPercent, texts)}`);
  const free = refundDeadlines(policy.steps, facts.exampleCheckIn).find(({ refundPercent }) => refundPercent >= 100);
  const example = free
    ? ` ${words.example(
        deadlineDay(facts.exampleCheckIn, facts.today, texts.language),
        deadlineDay(free.lastDay, facts.today, texts.language),
      )}`
    : '';
  return [`${policy.name}: ${[...parts, words.nothing].join('; ')}.${example}`];
}

/** The ways to reach the business: its e-mail when it has one, its phone, and its WhatsApp. */
export function contacts(facts: LegalFacts, words: { phone: string; email: string; whatsapp: string }): Segment[][] {
  const email = facts.business.email.trim();
  return [
    ...(email ? [[`${words.email}: `, link(email, `mailto:${email}`)]] : []),
    [`${words.phone}: ${facts.business.phone}`],
    [`${words.whatsapp}: ${facts.whatsapp}`],
  ];
}

/** The registered facts the business has filled in, each with its label. */
export function registeredFacts(
  facts: LegalFacts,
  words: { address: string; tradeRegister: string; cui: string },
): Segment[][] {
  const { address, tradeRegister, cui } = facts.business;
  return [
    ...(address.trim() ? [[`${words.address}: ${address.trim()}`]] : []),
    ...(tradeRegister.trim() ? [[`${words.tradeRegister}: ${tradeRegister.trim()}`]] : []),
    ...(cui.trim() ? [[`${words.cui}: ${cui.trim()}`]] : []),
  ];
}
