// Each function's path is written twice, and this file holds the two equal. The browser calls a constant of its
// feature (CHAT_ENDPOINT, STATUS_ENDPOINT, AVAILABILITY_PATH, CALENDAR_PATH). The function's `config.path` must stay a
// literal: Netlify reads the config from the source without running it (@netlify/zip-it-and-ship-it's in-source
// configuration), and a path that names a constant, imported or not, is dropped there without an error, leaving the
// function with no route at all. The local server reads `config.path` from the running module, so it would still
// answer: only a test that reads the sources as Netlify does catches that mistake.
import { join } from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import { config as chatConfig } from '../../netlify/functions/ai-chat';
import { config as statusConfig } from '../../netlify/functions/ai-status';
import { config as availabilityConfig } from '../../netlify/functions/availability';
import { config as calendarConfig } from '../../netlify/functions/calendar';
import { config as requestsConfig } from '../../netlify/functions/requests';
import { CHAT_ENDPOINT, STATUS_ENDPOINT } from '../../src/features/assistant/protocol';
import { CALENDAR_PATH } from '../../src/features/availability/calendar-key';
import { AVAILABILITY_PATH } from '../../src/features/availability/store';
import { REQUESTS_PATH } from '../../src/features/requests';

/** Every function with a URL, by file name, and the path the site's own code uses for it. */
const ENDPOINTS: Record<string, string | string[]> = {
  'ai-chat': CHAT_ENDPOINT,
  'ai-status': STATUS_ENDPOINT,
  availability: AVAILABILITY_PATH,
  calendar: CALENDAR_PATH,
  // The guest's POST and the inbox's list, and one request's changes.
  requests: [REQUESTS_PATH, `${REQUESTS_PATH}/:reference`],
};

describe("the functions' paths", () => {
  it("are the site's paths in every function's config, as the local server reads it", () => {
    expect({
      'ai-chat': chatConfig.path,
      'ai-status': statusConfig.path,
      availability: availabilityConfig.path,
      calendar: calendarConfig.path,
      requests: requestsConfig.path,
    }).toEqual(ENDPOINTS);
  });

  it("are the site's paths as Netlify reads them from the sources, and no other function has one", async () => {
    const functions = await listFunctions([join(import.meta.dirname, '..', '..', 'netlify', 'functions')], {
      parseISC: true,
    });
    const routed = functions
      .filter((found) => (found.routes ?? []).length > 0)
      .map((found) => [found.name, (found.routes ?? []).map((route) => route.pattern)]);
    expect(Object.fromEntries(routed)).toEqual(
      Object.fromEntries(Object.entries(ENDPOINTS).map(([name, path]) => [name, [path].flat()])),
    );
  });
});
