// Netlify reads a function's path from its source without running it, so the functions write their paths as
// literals; these tests hold them to the paths the browser calls.
import { describe, expect, it } from 'vitest';
import { config as chatConfig } from '../../netlify/functions/ai-chat';
import { config as statusConfig } from '../../netlify/functions/ai-status';
import { CHAT_ENDPOINT, STATUS_ENDPOINT } from '../../src/features/assistant/protocol';

describe("the assistant's functions", () => {
  it('answer at the paths the chat calls', () => {
    expect(chatConfig.path).toBe(CHAT_ENDPOINT);
    expect(statusConfig.path).toBe(STATUS_ENDPOINT);
  });
});
