import { describe, expect, it } from 'vitest';
import { BUSINESS, type BusinessIdentity } from '../business';
import { missingBusinessFacts, unitsWithoutNumbers, unnamedModelServer } from './business-facts';

const complete: BusinessIdentity = {
  legalName: 'Litoral Stays SRL',
  address: 'Str. Faleza Nord 10, Constanța',
  tradeRegister: 'J13/1234/2020',
  cui: 'RO12345678',
  phone: '',
  email: 'rezervari@example.ro',
};

describe('the facts an owner fills in before going online', () => {
  it('names each of the provider’s empty facts, and none once all are there (the phone may stay the WhatsApp number)', () => {
    expect(missingBusinessFacts(complete)).toEqual([]);
    const warnings = missingBusinessFacts({ ...complete, cui: ' ', email: '' });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/BUSINESS\.cui \(the tax code \(CUI\)\)/);
    expect(warnings[1]).toMatch(/BUSINESS\.email/);
  });

  it('warns about every fact of the shipped file, which holds no owner’s', () => {
    expect(missingBusinessFacts(BUSINESS)).toHaveLength(5);
  });

  it('names the units without a classification, and the short-term rentals without a registration number', () => {
    const units = [
      { id: '1', propertyType: 'Cameră privată în hotel' as const },
      { id: '5', propertyType: 'Apartament întreg' as const },
      {
        id: '7',
        propertyType: 'Vilă de lux' as const,
        classification: { type: 'Vilă turistică' as const, category: 4, certificate: 'CC 1/2026' },
        registrationNumber: 'RO-1',
      },
    ];
    expect(unitsWithoutNumbers(units)).toEqual([
      'no classification (type, category, certificate number) for properties 1, 5',
      'no registration number for the short-term rentals 5',
    ]);
    expect(unitsWithoutNumbers(units.slice(2))).toEqual([]);
  });

  it('warns when the assistant’s own server has no name for the privacy notice to give', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(unnamedModelServer(env({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://10.0.0.2/v1' }))).toHaveLength(1);
    expect(
      unnamedModelServer(
        env({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://10.0.0.2/v1', OPENAI_PROVIDER_NAME: 'Ollama' }),
      ),
    ).toEqual([]);
    expect(unnamedModelServer(env({ OPENAI_API_KEY: 'k' }))).toEqual([]);
    expect(unnamedModelServer(env({}))).toEqual([]);
  });
});
