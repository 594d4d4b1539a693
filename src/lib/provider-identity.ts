// The provider's identity as the footer writes it, one part after another: the facts the business has filled in
// (src/business.ts), each labelled in the page's language, the e-mail and the phone as links.
import type { BusinessIdentity } from '../business';
import type { TranslationKey } from '../i18n/ro';

/**
 * One part of the identity line: its text, and where it leads when it is a way to reach the business; a link's label
 * ('Tel. ') before or after it stays outside the link.
 */
export interface IdentityPart {
  text: string;
  href?: string;
  before?: string;
  after?: string;
}

/** A phone number as written ('0241 123 456', '+40 741 234 567') as a tel: link, in international form. */
export function telLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+40${digits.slice(1)}`;
  return `tel:+${digits}`;
}

type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

/**
 * The identity's parts, in the order the law lists them: name, registered office, trade register number, tax code,
 * phone (the business's, else `fallbackPhone`, the WhatsApp number as the footer writes it) and e-mail; empty facts
 * are left out.
 */
export function providerIdentity(business: BusinessIdentity, fallbackPhone: string, t: Translate): IdentityPart[] {
  const phone = business.phone.trim() || fallbackPhone;
  // The number alone is the link, its spaces unbreakable, so that it never wraps across lines; its label beside it.
  const [before = '', after = ''] = t('footer.phone', { phone: '\u0000' }).split('\u0000');
  const parts: (IdentityPart | false)[] = [
    !!business.legalName.trim() && { text: business.legalName.trim() },
    !!business.address.trim() && { text: business.address.trim() },
    !!business.tradeRegister.trim() && { text: t('footer.tradeRegister', { number: business.tradeRegister.trim() }) },
    !!business.cui.trim() && { text: t('footer.cui', { cui: business.cui.trim() }) },
    {
      text: phone.replace(/ /g, '\u00a0'),
      href: telLink(phone),
      ...(before ? { before } : {}),
      ...(after ? { after } : {}),
    },
    !!business.email.trim() && { text: business.email.trim(), href: `mailto:${business.email.trim()}` },
  ];
  return parts.filter((part): part is IdentityPart => part !== false);
}
