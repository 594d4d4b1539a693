// The 15-second promise: whatever the model does, the visitor gets an answer within ANSWER_BUDGET_MS. These run the
// responder with a short model budget against a fake upstream that hangs or asks to be left alone, and check what is
// answered and how many calls were made; none of them measures time.
import { describe, expect, it, vi, afterAll, beforeAll } from 'vitest';
import { CATALOGUE } from './built-catalogue';
import { MAX_TIMEOUT_MS, MODEL_BUDGET_MS, readConfig } from './config';
import type { CallBudgets } from './daily-limit';
import { responderFor } from './responder';
import { ANSWER_BUDGET_MS } from '../protocol';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../tests/support/fake-openai';

const TODAY = '2026-11-21';
const unlimited: CallBudgets = { site: { take: async () => ({ giveBack: async () => {} }), spent: async () => false } };

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

/** A responder whose single calls may take `timeoutMs`, inside a whole-answer budget of `budgetMs`. */
function responder(timeoutMs: number, budgetMs: number, options: { budgets?: CallBudgets; arrivedAt?: number } = {}) {
  const config = readConfig(
    (name) =>
      ({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.url,
        OPENAI_MODEL: 'fake-model',
        OPENAI_TIMEOUT_MS: String(timeoutMs),
      })[name],
  );
  return responderFor(config, CATALOGUE, { modelBudgetMs: budgetMs, budgets: unlimited, ...options }).respond;
}
const say = (text: string) => [{ role: 'user' as const, content: text }];

describe('the time budget', () => {
  it('leaves the function time to answer before the browser gives up', () => {
    expect(MODEL_BUDGET_MS).toBeLessThanOrEqual(ANSWER_BUDGET_MS - 3_000);
    expect(MAX_TIMEOUT_MS).toBeLessThanOrEqual(MODEL_BUDGET_MS);
    expect(readConfig((name) => ({ OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: '60000' })[name])).toMatchObject({
      timeoutMs: MAX_TIMEOUT_MS,
    });
  });

  it('a hung upstream: the budget, not the call timeout, decides when the offline assistant answers', async () => {
    fake.requests.length = 0;
    // Each call may wait 20 s; the whole answer has 3 s: the first call is cut at the budget and none follows. (With
    // 1.5 s, a loaded machine's half second before the call left less than a call's worth, and no call was made.)
    const reply = await responder(20_000, 3_000)(say('fără răspuns, Eforie, 2 persoane'), TODAY);
    expect(reply.fallback).toBe('timeout');
    expect(reply.answer.provider).toBe('asistentul offline');
    expect(reply.answer.message).toMatch(/^Serviciul AI nu răspunde acum/);
    expect(reply.answer.suggestions?.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('a slow answer that arrives within the budget is the answer', async () => {
    fake.enqueue({ status: 200, delayMs: 1_200, body: fake.completion({ content: 'Prea târziu.' }) });
    const reply = await responder(3_000, 4_000)(say('Salut'), TODAY);
    expect(reply.fallback).toBeUndefined();
    expect(reply.answer.message).toBe('Prea târziu.');
  });

  it('a Retry-After longer than the time left is not waited for', async () => {
    fake.requests.length = 0;
    const reply = await responder(1_000, MODEL_BUDGET_MS)(say('limită lungă'), TODAY);
    expect(reply.fallback).toBe('rate_limited');
    expect(fake.requests).toHaveLength(1);
  });

  it('a Retry-After that fits is waited for once, then the offline assistant answers', async () => {
    fake.requests.length = 0;
    const wait = vi.spyOn(globalThis, 'setTimeout');
    const reply = await responder(1_000, MODEL_BUDGET_MS)(say('limită 429'), TODAY);
    expect(reply.fallback).toBe('rate_limited');
    expect(fake.requests).toHaveLength(2);
    expect(wait.mock.calls.some(([, ms]) => ms === 1_000)).toBe(true);
    wait.mockRestore();
  });

  it('no call or retry is started when less than a call’s worth of time would be left', async () => {
    fake.requests.length = 0;
    // 1.4 s: the first call starts; the 500 comes back at once, but after the retry's wait less than a second is left.
    const once = await responder(1_000, 1_400)(say('eroare 500'), TODAY);
    expect(once.fallback).toBe('upstream_unavailable');
    expect(fake.requests).toHaveLength(1);
    // 0.8 s: not even a first call.
    const none = await responder(1_000, 800)(say('eroare 500'), TODAY);
    expect(none.fallback).toBe('timeout');
    expect(fake.requests).toHaveLength(1);
  });

  it('a limits store that never answers: the offline assistant answers within the budget, no model call made', async () => {
    fake.requests.length = 0;
    const stuck: CallBudgets = { site: { take: () => new Promise(() => {}), spent: async () => false } };
    const reply = await responder(20_000, 1_500, { budgets: stuck })(say('Eforie, 2 persoane'), TODAY);
    expect(reply.fallback).toBe('daily_limit_slow');
    expect(reply.answer.provider).toBe('asistentul offline');
    expect(reply.answer.message).toMatch(/^Serviciul AI nu răspunde acum/);
    expect(fake.requests).toHaveLength(0);
  });

  it('the budget counts from the request’s arrival: time spent before the answer started is taken from it', async () => {
    fake.requests.length = 0;
    // 10 s of budget, but the request arrived 9.5 s ago (a slow store before the answer): no call is worth starting.
    const late = await responder(1_000, 10_000, { arrivedAt: Date.now() - 9_500 })(say('Salut'), TODAY);
    expect(late.fallback).toBe('timeout');
    expect(fake.requests).toHaveLength(0);
  });
});
