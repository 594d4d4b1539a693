// GET /api/ai-status: which assistant answers (for the chat's "powered by" badge). No secrets and no server
// addresses in it; once the day's model calls are spent, the site's or this visitor's, the offline assistant is the
// one that answers. Thin adapter; the work (and its short memory) is in src/features/assistant/server/status.ts.
import type { Config, Context } from '@netlify/functions';
import { createStatusHandler } from '../../src/features/assistant/server';

const status = createStatusHandler();

export default (request: Request, context: Partial<Pick<Context, 'ip'>> = {}): Promise<Response> =>
  status(request, context.ip);

// Literals: Netlify reads them from the source, and drops what it cannot read there. tests/unit/endpoints.test.ts
// holds the path equal to STATUS_ENDPOINT, the browser's. The browser asks once per opening of the chat; the limit,
// per visitor (IP) and site domain like the chat's, keeps a flood from one address off everyone else's way.
export const config: Config = {
  path: '/api/ai-status',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
