import { t } from '../../i18n';
import { localizedPath, pageLanguage } from '../../lib/languages';
import { LEGAL_PAGES } from '../../lib/legal-pages';

/** Said once, at the top of the conversation: what is written goes to the AI service the badge names. */
export function AiNotice() {
  return <p className="mb-4 text-xs leading-relaxed text-sea-900/75">{t('chat.aiNotice')}</p>;
}

/** Under the message box: the privacy notice, in a new tab so the conversation stays. */
export function PrivacyLink() {
  return (
    <p className="bg-white px-4 pb-3 text-xs sm:px-5">
      <a
        href={localizedPath(LEGAL_PAGES.privacy, pageLanguage())}
        target="_blank"
        rel="noopener"
        className="text-sea-700 underline underline-offset-2 hover:text-sea-900"
      >
        {t('legal.privacy')}
      </a>
    </p>
  );
}
