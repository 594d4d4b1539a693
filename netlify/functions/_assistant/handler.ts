// The ai-chat endpoint: method → size → JSON → shape → assistant → JSON answer, with one log line.
import { CHAT_LIMITS, type ChatTurn } from '../../../src/lib/assistant/protocol';
import { checkChatRequest } from '../../../src/lib/assistant/request';
import { romanianToday, type IsoDay } from '../../../src/lib/dates';
import { HttpError, json, readBody } from './http';
import type { Reply } from './model';

/** Produces the assistant's reply to a checked conversation (offline matcher or model). */
export type Responder = (conversation: ChatTurn[], today: IsoDay) => Promise<Reply>;

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

async function answer(request: Request, respond: Responder, today: IsoDay): Promise<{ response: Response; reply?: Reply }> {
  if (request.method !== 'POST') {
    throw new HttpError(405, 'method_not_allowed', 'Use POST with a JSON body.', { allow: 'POST' });
  }
  const text = await readBody(request, CHAT_LIMITS.bodyBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const check = checkChatRequest(body);
  if (!check.ok) throw new HttpError(400, check.problem.code, check.problem.message);
  const reply = await respond(check.request.messages, today);
  return { response: json(reply.answer), reply };
}

/** Builds the handler; every answer is JSON, and nothing of the conversation reaches the log. */
export function createChatHandler({ respond, mode, now = () => new Date(), log = (line) => console.log(JSON.stringify(line)) }: HandlerDeps) {
  return async (request: Request, context: RequestContext = {}): Promise<Response> => {
    const started = now();
    let response: Response;
    let reply: Reply | undefined;
    let failure: string | undefined;
    try {
      ({ response, reply } = await answer(request, respond, romanianToday(started)));
    } catch (error) {
      const known = error instanceof HttpError ? error : new HttpError(500, 'internal_error', 'Something went wrong on our side.');
      failure = known.code;
      if (!(error instanceof HttpError)) log({ fn: 'ai-chat', requestId: context.requestId, level: 'error', error: error instanceof Error ? error.name : typeof error });
      response = known.toResponse();
    }
    log({
      fn: 'ai-chat',
      requestId: context.requestId ?? crypto.randomUUID(),
      status: response.status,
      latencyMs: now().getTime() - started.getTime(),
      mode,
      ...(failure ? { error: failure } : {}),
      promptTokens: reply?.usage.promptTokens ?? 0,
      completionTokens: reply?.usage.completionTokens ?? 0,
    });
    return response;
  };
}
