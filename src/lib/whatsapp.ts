/** A Romanian business number as wa.me wants it: country code 40 and nine more digits, nothing else. */
export const BUSINESS_NUMBER_PATTERN = /^40\d{9}$/;

/** Returns `value` when it is a valid business number; otherwise throws, so a bad setting fails the build. */
export function assertBusinessNumber(value: string): string {
  if (!BUSINESS_NUMBER_PATTERN.test(value)) {
    throw new Error(
      `PUBLIC_WHATSAPP_NUMBER must be digits only, 40 then nine digits (e.g. 40741234567); got '${value}'`,
    );
  }
  return value;
}

/** A wa.me link that opens a chat with `phoneNumber` (digits, country code first) and `text` prefilled. */
export function whatsappLink(phoneNumber: string, text: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The business number as people write it: '40741234567' → '+40 741 234 567'. */
export function displayPhone(number: string): string {
  return `+${number.replace(/^(\d{2})(\d{3})(\d{3})(\d+)$/, '$1 $2 $3 $4')}`;
}
