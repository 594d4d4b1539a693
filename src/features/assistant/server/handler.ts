// The ai-chat endpoint: method → origin → content type → size → JSON → shape (the page's language one of the site's)
// → assistant → JSON answer, with one log line per request.
import { CHAT_LIMITS } from '../protocol';
import { checkChatRequest } from '../request';
import { romanianToday, type IsoDay } from '../../../lib/dates';
import { checkCaller, HttpError, json, readBody } from './http';
import { ClientGone, type FallbackCause, type Reply } from './model';
import type { Responder } from './responder';

/** What the handler needs from its surroundings; tests give their own. */
export interface HandlerDeps {
  respond: Responder;
  /** 'offline' or the model's name, for the log. */
  mode: string;
  now?: () => Date;
  log?: (line: Record<string, unknown>) => void;
}

/** The parts of Netlify's context the handler reads. */
export interface RequestContext {
  requestId?: string;
}

/** How loudly a fallback is logged: a refused key or a broken store needs someone; a busy model does not. */
const FALLBACK_LEVEL: Readonly<Record<FallbackCause, 'info' | 'warn' | 'error'>> = {
  timeout: 'warn',
  rate_limited: 'warn',
  upstream_unavailable: 'warn',
  no_words: 'warn',
  daily_limit: 'info',
  visitor_limit: 'info',
  upstream_refused: 'error',
  upstream_malformed: 'error',
  daily_limit_unavailable: 'error',
  // A store slowed by load answers again once the load is gone; it matters when it keeps happening.
  daily_limit_slow: 'warn',
};

async function answer(
  request: Request,
  respond: Responder,
  today: IsoDay,
): Promise<{ response: Response; reply?: Reply }> {
  if (request.method !== 'POST') {
    throw new HttpError(405, 'method_not_allowed', 'Use POST with a JSON body.', { allow: 'POST' });
  }
  checkCaller(request);
  const text = await readBody(request, CHAT_LIMITS.bodyBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const check = checkChatRequest(body);
  if (!check.ok) throw new HttpError(400, check.problem.code, check.problem.message);
  const { messages, language } = check.request;
  const reply = await respond(messages, today, { language, signal: request.signal });
  return { response: json(reply.answer), reply };
}

/** Builds the handler; every answer is JSON, and nothing of the conversation reaches the log. */
export function createChatHandler({
  respond,
  mode,
  now = () => new Date(),
  log = (line) => console.log(JSON.stringify(line)),
}: HandlerDeps) {
  return async (request: Request, context: RequestContext = {}): Promise<Response> => {
    const started = now();
    const requestId = context.requestId ?? crypto.randomUUID();
    let response: Response;
    let reply: Reply | undefined;
    let failure: string | undefined;
    try {
      ({ response, reply } = await answer(request, respond, romanianToday(started)));
    } catch (error) {
      // A visitor who closed the page is no failure of ours: no error line, and nobody reads the answer.
      const gone = error instanceof ClientGone || request.signal.aborted;
      const known = gone
        ? new HttpError(499, 'client_closed', 'The client closed the request.')
        : error instanceof HttpError
          ? error
          : new HttpError(500, 'internal_error', 'Something went wrong on our side.');
      failure = known.code;
      if (!gone && !(error instanceof HttpError))
        log({ fn: 'ai-chat', requestId, level: 'error', error: error instanceof Error ? error.name : typeof error });
      response = known.toResponse();
    }
    log({
      fn: 'ai-chat',
      requestId,
      status: response.status,
      latencyMs: now().getTime() - started.getTime(),
      mode,
      ...(failure ? { error: failure } : {}),
      ...(reply?.fallback ? { fallback: reply.fallback, level: FALLBACK_LEVEL[reply.fallback] } : {}),
      modelCalls: reply?.modelCalls ?? 0,
      promptTokens: reply?.usage.promptTokens ?? 0,
      completionTokens: reply?.usage.completionTokens ?? 0,
    });
    return response;
  };
}
