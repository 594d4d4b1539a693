// GET /api/ai-status: which assistant answers (for the chat's "powered by" badge). No secrets and no server
// addresses in it; once the day's model calls are spent, the site's or this visitor's, the offline assistant is the
// one that answers.
import type { Config, Context } from '@netlify/functions';
import { romanianToday } from '../../src/lib/dates';
import { anySpent, callBudgets, OFFLINE_PROVIDER, readConfig } from '../../src/features/assistant/server';
import { HttpError, json } from '../../src/server/http';

export default async (request: Request, context: Partial<Pick<Context, 'ip'>> = {}): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new HttpError(405, 'method_not_allowed', 'Use GET.', { allow: 'GET, HEAD' }).toResponse();
  }
  const config = readConfig((name) => process.env[name]);
  if (config.mode === 'model') {
    const spent = await anySpent(callBudgets(config, context.ip, () => romanianToday(new Date()))).catch(() => false);
    if (spent) return json({ mode: 'offline', provider: OFFLINE_PROVIDER });
  }
  return json({ mode: config.mode, provider: config.provider });
};

// A literal: Netlify reads it from the source, and drops a path it cannot read there. tests/unit/endpoints.test.ts
// holds it equal to STATUS_ENDPOINT, the browser's.
export const config: Config = { path: '/api/ai-status' };
