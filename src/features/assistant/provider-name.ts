// Who answers, as the chat's badge names it: the names the site itself gives (the offline assistant, a custom server
// without a name of its own) in the page's language, any other name (a model's, an operator's) as it is.
import { t } from '../../i18n';
import { fillText } from '../../i18n/fill';
import { type Language, pageLanguage } from '../../lib/languages';
import { OFFLINE_PROVIDER, UNNAMED_SERVER } from './protocol';

/** `provider`, as /api/ai-status or an answer gives it, named in `language` (the page's by default). */
export function providerName(provider: string, language: Language = pageLanguage()): string {
  if (provider === OFFLINE_PROVIDER) return t('chat.offlineProvider', undefined, language);
  if (provider === UNNAMED_SERVER || provider.startsWith(`${UNNAMED_SERVER} (`))
    return `${t('chat.unnamedServer', undefined, language)}${provider.slice(UNNAMED_SERVER.length)}`;
  return provider;
}

/** The badge's text: the page's `template` ('Powered by {provider}') filled with `provider` named in `language`. */
export function badgeText(template: string, provider: string, language: Language = pageLanguage()): string {
  return fillText(template, { provider: providerName(provider, language) });
}
