import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../business';
import { textsIn } from '../i18n';
import { providerIdentity, telLink } from './provider-identity';

const filled = {
  legalName: 'Litoral Stays SRL',
  address: 'Str. Faleza Nord 10, Constanța',
  tradeRegister: 'J13/1234/2020',
  cui: 'RO12345678',
  phone: '0241 123 456',
  email: 'rezervari@example.ro',
};

describe('the provider’s identity in the footer', () => {
  it('lists every fact in the law’s order, labelled in the page’s language, the phone and e-mail as links', async () => {
    const { t } = await textsIn('ro');
    expect(providerIdentity(filled, '+40 741 234 567', t)).toEqual([
      { text: 'Litoral Stays SRL' },
      { text: 'Str. Faleza Nord 10, Constanța' },
      { text: 'Nr. Reg. Com. J13/1234/2020' },
      { text: 'CUI RO12345678' },
      { text: '0241\u00a0123\u00a0456', href: 'tel:+40241123456', before: 'Tel. ' },
      { text: 'rezervari@example.ro', href: 'mailto:rezervari@example.ro' },
    ]);
    const english = providerIdentity(filled, '+40 741 234 567', (await textsIn('en')).t).map(({ text }) => text);
    expect(english).toContain('Tax code (CUI) RO12345678');
    expect(english).toContain('Trade register no. J13/1234/2020');
  });

  it('leaves out what is not filled in and falls back on the WhatsApp number for the phone', async () => {
    const { t } = await textsIn('ru');
    expect(providerIdentity(BUSINESS, '+40 741 234 567', t)).toEqual([
      { text: '+40\u00a0741\u00a0234\u00a0567', href: 'tel:+40741234567', before: 'Тел. ' },
    ]);
  });

  it('writes any phone as an international tel: link', () => {
    expect(telLink('+40 741 234 567')).toBe('tel:+40741234567');
    expect(telLink('0040 241 123 456')).toBe('tel:+40241123456');
    expect(telLink('0241-123-456')).toBe('tel:+40241123456');
  });
});
