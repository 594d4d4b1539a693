// The AI assistant, for the pages: what the build writes for its server half (each property as the assistant may
// speak of it). The page opens it with its launcher (launcher.ts); its server half has its own entry,
// server/index.ts.
export { modelProvider, OFFLINE_PROVIDER } from './protocol';
export {
  type AssistantProperty,
  byId,
  toAssistantProperty,
  type TranslatedTitles,
  type TranslatedTownNames,
} from './search/catalogue';
