// POST /api/ai-chat: the AI assistant. Thin adapter; the work is in src/features/assistant/.
import type { Config, Context } from '@netlify/functions';
import {
  CATALOGUE,
  catalogueWithAvailability,
  createChatHandler,
  readConfig,
  responderFor,
} from '../../src/features/assistant/server';

export default async (request: Request, context: Context): Promise<Response> => {
  // The answer's time counts from here, whatever the stores make it wait for.
  const arrivedAt = Date.now();
  const catalogue = await catalogueWithAvailability(CATALOGUE);
  // The visitor is who Netlify says connected (context.ip), never a header the client could write.
  const handle = createChatHandler(
    responderFor(
      readConfig((name) => process.env[name]),
      catalogue,
      { visitor: context.ip, arrivedAt },
    ),
  );
  return handle(request, context);
};

export const config: Config = {
  // A literal: Netlify reads it from the source, and drops a path it cannot read there. tests/unit/endpoints.test.ts
  // holds it equal to CHAT_ENDPOINT, the browser's.
  path: '/api/ai-chat',
  // Per visitor (IP) and per site domain; an array, or Netlify silently applies one site-wide limit. `npm start`'s
  // server enforces the same numbers from here (tools/local-functions.ts).
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
