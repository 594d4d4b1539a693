// GET /api/ai-status: which assistant answers (for the chat's "powered by" badge). No secrets in it.
import type { Config } from '@netlify/functions';
import { readConfig } from './_assistant/config';
import { HttpError, json } from './_assistant/http';

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new HttpError(405, 'method_not_allowed', 'Use GET.', { allow: 'GET, HEAD' }).toResponse();
  }
  const { mode, provider } = readConfig((name) => process.env[name]);
  return json({ mode, provider });
};

export const config: Config = { path: '/api/ai-status' };
