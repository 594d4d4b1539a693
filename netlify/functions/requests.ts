// /api/requests: booking requests recorded (POST, the guest's page) and the owner's inbox (GET; POST or DELETE
// /api/requests/{reference}, signed in with GitHub). Thin adapter; the work is in src/features/requests/.
import type { Config, Context } from '@netlify/functions';
import { createRequestsHandler, deployedRequests } from '../../src/features/requests/server';

type Handler = ReturnType<typeof createRequestsHandler>;

/**
 * The handler of each address the site is reached at, made once per instance: the requests it serves at once share
 * its stores, so their changes of one count go out in one write (src/server/counter.ts). A few addresses at most
 * (the site's own, Netlify's); any others are forgotten past a handful.
 */
const handlers = new Map<string, Handler>();

function handlerFor(origin: string): Handler {
  let handler = handlers.get(origin);
  if (!handler) {
    if (handlers.size >= 8) handlers.clear();
    handler = createRequestsHandler(deployedRequests(origin));
    handlers.set(origin, handler);
  }
  return handler;
}

export default async (request: Request, context: Context): Promise<Response> =>
  // The visitor is who Netlify says connected (context.ip), never a header the client could write.
  handlerFor(new URL(request.url).origin)(request, {
    ip: context.ip,
    waitUntil: (promise) => context.waitUntil(promise),
    params: context.params,
  });

export const config: Config = {
  // Literals: Netlify reads them from the source. tests/unit/endpoints.test.ts holds the first equal to REQUESTS_PATH.
  path: ['/api/requests', '/api/requests/:reference'],
  // Per visitor (IP) and per site domain, as the assistant's (room for an owner going through the inbox); the daily
  // limits are the handler's. `npm start`'s server holds the same numbers.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
