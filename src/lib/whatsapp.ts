/** A wa.me link that opens a chat with `phoneNumber` (digits, country code first) and `text` prefilled. */
export function whatsappLink(phoneNumber: string, text: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
