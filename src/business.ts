/**
 * The business's facts, in one place: who runs the site (what Romanian law asks a site to show of its provider), what
 * its cancellation policies mean in days and money, when payment is asked, and how long the site keeps a booking
 * request. Plain data, read by the footer, the terms and privacy pages, the booking wizard and the requests' server
 * half alike (no environment, no browser API), so it can be imported anywhere. An owner fills in `BUSINESS` before the
 * site goes online; the build names every fact still empty (src/lib/business-facts.ts).
 */
import type { PropertyFields } from './schemas/property';

/** Who provides the site, as the electronic commerce law asks it shown: every field is the business's own. */
export interface BusinessIdentity {
  /** The registered name, as on the trade register's certificate: 'Litoral Stays SRL', or a PFA's 'Popescu Ion PFA'. */
  legalName: string;
  /** The registered office (sediul social): street, number, town, county. */
  address: string;
  /** The number in the trade register (Registrul Comerțului), e.g. 'J13/1234/2020' or its newer form. */
  tradeRegister: string;
  /** The tax identification code (CUI / CIF), with 'RO' in front when the business is registered for VAT. */
  cui: string;
  /** A telephone a guest can call; empty: the WhatsApp number the site sends requests to. */
  phone: string;
  /** An e-mail address a guest can write to. */
  email: string;
}

/** The provider's identity. Empty fields are not shown, and the build warns about each. */
export const BUSINESS: BusinessIdentity = {
  legalName: '',
  address: '',
  tradeRegister: '',
  cui: '',
  phone: '',
  email: '',
};

/** A cancellation policy, as a property file names it ('Moderată'). */
export type CancellationPolicy = PropertyFields['cancellationPolicy'];

/** One step of a policy: a stay cancelled `daysBefore` days or more before its check-in day gets `refundPercent` back. */
export interface RefundStep {
  /** Days before the check-in day (0: the check-in day itself, before arrival). */
  daysBefore: number;
  /** The share of what the guest has paid that is given back, in percent. */
  refundPercent: number;
}

/**
 * What each policy gives back, by how early the stay is cancelled: its steps from the earliest to the latest. A stay
 * cancelled after the last step, or a guest who does not come, gets nothing back.
 */
export const CANCELLATION_TERMS: Readonly<Record<CancellationPolicy, readonly RefundStep[]>> = {
  Flexibilă: [
    { daysBefore: 1, refundPercent: 100 },
    { daysBefore: 0, refundPercent: 50 },
  ],
  Moderată: [
    { daysBefore: 5, refundPercent: 100 },
    { daysBefore: 0, refundPercent: 50 },
  ],
  Strictă: [
    { daysBefore: 14, refundPercent: 100 },
    { daysBefore: 7, refundPercent: 50 },
  ],
};

/** When a confirmed stay is paid: nothing before the owner confirms it. */
export const PAYMENT = {
  /** The advance asked once the owner has confirmed, in percent of the stay's total. */
  depositPercent: 30,
  /** Days the guest has to pay the advance, counted from the confirmation; unpaid, the nights are freed again. */
  depositDueDays: 3,
} as const;

/**
 * How long the site keeps a booking request it has recorded, in days: after the stay's check-out once the owner has
 * confirmed it, or after it came when it was never confirmed (declined, withdrawn, or left unanswered). Then it is
 * deleted on its own. The privacy notice states both; the requests' store deletes by them.
 */
export const REQUEST_RETENTION_DAYS = {
  /** Days a confirmed request is kept after its check-out day. */
  afterCheckOut: 30,
  /** Days a request never confirmed is kept after the day it came. */
  afterReceivedUnconfirmed: 30,
} as const;

/**
 * Where the footer's consumer-protection links lead. ANPC's own site, with the words the order on consumer information
 * prescribes; its page on alternative dispute resolution (the SAL pictogram); and, for the SOL pictogram, the European
 * Commission's page on consumer redress, which the online dispute resolution platform's address has led to since the
 * platform closed on 20 July 2025 (docs/legal.md).
 */
export const CONSUMER_LINKS = {
  anpc: 'https://anpc.ro/',
  sal: 'https://anpc.ro/ce-este-sal/',
  sol: 'https://consumer-redress.ec.europa.eu/site-relocation_en',
} as const;

/** The Romanian data protection authority, to whom a guest may complain. */
export const DATA_PROTECTION_AUTHORITY = {
  name: 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)',
  address: 'B-dul G-ral. Gheorghe Magheru 28-30, sector 1, 010336 București',
  url: 'https://www.dataprotection.ro/',
} as const;
