// The calendar settings as the functions read them, checked against the catalogue's ids.
import { readFeedSettings, type FeedSettings } from '../settings';
import { PROPERTY_IDS } from './owners';

/** The settings from the environment; throws SettingsError naming the variable and the problem. */
export function feedSettings(): FeedSettings {
  return readFeedSettings((name) => process.env[name], PROPERTY_IDS);
}
