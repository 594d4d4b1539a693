// What an owner must still fill in before the site may go online: the provider's facts the law asks a site to show,
// and each unit's classification and registration numbers. The build prints these as warnings, each naming what is
// missing and where it goes; none of them stops the build (the sample catalogue has none of an owner's numbers).
import type { BusinessIdentity } from '../business';
import type { PropertyFields } from '../schemas/property';
import { isHotelRoom } from './structured-data';

/** The provider's facts a guest must be able to read, with what each is, as the warning names it. */
const REQUIRED_FACTS: Readonly<Record<Exclude<keyof BusinessIdentity, 'phone'>, string>> = {
  legalName: 'the registered name',
  address: 'the registered office',
  tradeRegister: 'the trade register number',
  cui: 'the tax code (CUI)',
  email: 'an e-mail address',
};

/** One warning for each of the provider's facts still empty in `business` (the phone falls back on the WhatsApp number). */
export function missingBusinessFacts(business: BusinessIdentity): string[] {
  return Object.entries(REQUIRED_FACTS)
    .filter(([field]) => !business[field as keyof typeof REQUIRED_FACTS].trim())
    .map(([field, what]) => `src/business.ts: BUSINESS.${field} (${what}) is empty, so the footer cannot show it`);
}

/** A unit as the check reads it. */
type Unit = Pick<PropertyFields, 'propertyType' | 'classification' | 'registrationNumber'> & { id: string };

/**
 * A warning naming the units without their classification certificate, and one naming the short-term rentals (every
 * unit but a hotel's room) without their registration number; none when every unit has its numbers.
 */
export function unitsWithoutNumbers(units: readonly Unit[]): string[] {
  const unclassified = units.filter((unit) => !unit.classification).map((unit) => unit.id);
  const unregistered = units
    .filter((unit) => !unit.registrationNumber && !isHotelRoom(unit.propertyType))
    .map((unit) => unit.id);
  return [
    ...(unclassified.length > 0
      ? [`no classification (type, category, certificate number) for properties ${unclassified.join(', ')}`]
      : []),
    ...(unregistered.length > 0
      ? [`no registration number for the short-term rentals ${unregistered.join(', ')}`]
      : []),
  ];
}

/**
 * A warning when the assistant talks to a server of its own (OPENAI_BASE_URL) that the settings do not name: the
 * privacy notice must then say 'an OpenAI-compatible server' where it should name who receives the messages.
 */
export function unnamedModelServer(env: (name: string) => string | undefined): string[] {
  const server = env('OPENAI_API_KEY')?.trim() && env('OPENAI_BASE_URL')?.trim();
  return server && !env('OPENAI_PROVIDER_NAME')?.trim()
    ? ['OPENAI_BASE_URL is set without OPENAI_PROVIDER_NAME: the privacy notice cannot name who runs the model']
    : [];
}
