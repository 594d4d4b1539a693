// The chat's badge names who answers in the page's language (src/features/assistant/provider-name.ts): the names
// the site itself gives translated, a model's or an operator's name as it is.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, t } from '../../i18n';
import { LANGUAGES } from '../../lib/languages';
import { badgeText } from './provider-name';
import { OFFLINE_PROVIDER, UNNAMED_SERVER } from './protocol';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language))));

/** The badge as a page in `language` shows it, with that page's template. */
const badge = (provider: string, language: (typeof LANGUAGES)[number]) =>
  badgeText(t('chat.poweredBy', undefined, language), provider, language);

describe("the chat's badge", () => {
  it.each([
    ['ro', 'Oferit de asistentul offline', 'Oferit de un server compatibil OpenAI (fake-model)'],
    ['en', 'Powered by the offline assistant', 'Powered by an OpenAI-compatible server (fake-model)'],
    ['ru', 'Отвечает офлайн-ассистент', 'Отвечает OpenAI-совместимый сервер (fake-model)'],
  ] as const)('names the site’s own assistants in the page’s language (%s)', (language, offline, unnamed) => {
    expect(badge(OFFLINE_PROVIDER, language)).toBe(offline);
    expect(badge(`${UNNAMED_SERVER} (fake-model)`, language)).toBe(unnamed);
  });

  it.each(LANGUAGES)('keeps a model’s or an operator’s name as it is (%s)', (language) => {
    expect(badge('OpenAI (gpt-4o-mini)', language)).toBe(
      t('chat.poweredBy', { provider: 'OpenAI (gpt-4o-mini)' }, language),
    );
    expect(badge('Serverul nostru (llama)', language)).toContain('Serverul nostru (llama)');
  });
});
