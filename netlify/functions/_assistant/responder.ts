import type { AssistantProperty } from '../../../src/lib/assistant/catalogue';
import { offlineReply } from '../../../src/lib/assistant/offline';
import type { AssistantConfig } from './config';
import type { HandlerDeps } from './handler';
import { askModel } from './model';

/** The assistant the configuration asks for: the model when a key is set, else the offline matcher. */
export function responderFor(config: AssistantConfig, catalogue: readonly AssistantProperty[]): Pick<HandlerDeps, 'respond' | 'mode'> {
  if (config.mode === 'offline') {
    return {
      mode: 'offline',
      respond: async (conversation, today) => ({
        answer: offlineReply(conversation, [...catalogue], today),
        usage: { promptTokens: 0, completionTokens: 0 },
      }),
    };
  }
  return { mode: config.model, respond: (conversation, today) => askModel(conversation, catalogue, today, config) };
}
