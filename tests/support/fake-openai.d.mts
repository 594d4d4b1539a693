/** One scripted answer of the fake: a status with a JSON body (or raw text), headers, a delay. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Never answers. */
  hang?: boolean;
}

/** A recorded request to the fake. */
export interface FakeRequest {
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; strict?: boolean; parameters: unknown } }[];
    tool_choice?: string;
    max_tokens?: number;
    max_completion_tokens?: number;
  };
}

export interface FakeOpenAI {
  url: string;
  requests: FakeRequest[];
  hangsClosed: number[];
  enqueue(...answers: FakeAnswer[]): void;
  completion(message: Record<string, unknown>, usage?: { prompt_tokens: number; completion_tokens: number }): unknown;
  toolCall(name: string, args: Record<string, unknown>): unknown;
  close(): Promise<void>;
}

export const SLOW_MS: number;
export function scriptedAnswer(messages: { role: string; content: string | null }[]): FakeAnswer;
export function startFakeOpenAI(port?: number): Promise<FakeOpenAI>;
