// The facts the legal pages state, gathered from the one place each is kept: the business's identity, payment,
// cancellation policies and request retention (src/business.ts), the WhatsApp number (src/config.ts), and the
// deployment's settings (settings.ts). The words of each language (words-*.ts) turn them into sentences.
import {
  BUSINESS,
  type BusinessIdentity,
  CANCELLATION_TERMS,
  type CancellationPolicy,
  CONSUMER_LINKS,
  DATA_PROTECTION_AUTHORITY,
  PAYMENT,
  REQUEST_RETENTION_DAYS,
  type RefundStep,
} from '../../business';
import { WHATSAPP_NUMBER } from '../../config';
import { CANCELLATION_POLICIES, catalogueWord } from '../../i18n/catalogue-words';
import { displayPhone } from '../../lib/whatsapp';
import type { Texts } from '../../i18n';
import type { LegalSettings } from './settings';

/** One cancellation policy: its name as the files write it and as the page's language does, and its steps. */
export interface PolicyFacts {
  policy: CancellationPolicy;
  name: string;
  steps: readonly RefundStep[];
}

/** Everything the terms and the privacy notice state, in one object. */
export interface LegalFacts extends LegalSettings {
  siteName: string;
  /** Who is responsible: the registered name, or the site's name while the owner has not filled it in. */
  controller: string;
  business: BusinessIdentity;
  /** The WhatsApp number requests go to, as people write it: '+40 741 234 567'. */
  whatsapp: string;
  retention: typeof REQUEST_RETENTION_DAYS;
  payment: typeof PAYMENT;
  policies: PolicyFacts[];
  links: typeof CONSUMER_LINKS;
  authority: typeof DATA_PROTECTION_AUTHORITY;
  /** A check-in day the terms' example counts back from: 15 July of the year the page is built. */
  exampleCheckIn: string;
  /** The day the page is built, to write the example's days without their year. */
  today: string;
}

/** The facts for a page in `texts`' language, built on `today`, under `settings`. */
export function legalFacts(texts: Texts, settings: LegalSettings, today: string): LegalFacts {
  const whatsapp = displayPhone(WHATSAPP_NUMBER);
  return {
    ...settings,
    siteName: texts.t('site.name'),
    controller: BUSINESS.legalName.trim() || texts.t('site.name'),
    business: { ...BUSINESS, phone: BUSINESS.phone.trim() || whatsapp },
    whatsapp,
    retention: REQUEST_RETENTION_DAYS,
    payment: PAYMENT,
    policies: (Object.keys(CANCELLATION_TERMS) as CancellationPolicy[]).map((policy) => ({
      policy,
      name: catalogueWord(CANCELLATION_POLICIES, policy, texts.language),
      steps: CANCELLATION_TERMS[policy],
    })),
    links: CONSUMER_LINKS,
    authority: DATA_PROTECTION_AUTHORITY,
    exampleCheckIn: `${today.slice(0, 4)}-07-15`,
    today,
  };
}
