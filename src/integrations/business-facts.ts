// The build's reminder of what an owner fills in before going online: each of the provider's facts still empty in
// src/business.ts, and an assistant's server the privacy notice cannot name (the units' numbers are named where the
// catalogue is read, src/data/catalogue.ts). Warnings only: the sample site builds without an owner's facts.
import type { AstroIntegration } from 'astro';
import { BUSINESS } from '../business';
import { missingBusinessFacts, unnamedModelServer } from '../lib/business-facts';

/** Warns, once a build starts, about each of the business's facts still missing (README, "Before going online"). */
export default function businessFacts(): AstroIntegration {
  return {
    name: 'business-facts',
    hooks: {
      'astro:build:start': ({ logger }) => {
        for (const warning of [...missingBusinessFacts(BUSINESS), ...unnamedModelServer((name) => process.env[name])])
          logger.warn(warning);
      },
    },
  };
}
