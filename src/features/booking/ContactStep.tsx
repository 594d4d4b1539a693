import { useId } from 'react';
import { count, t } from '../../i18n';
import { CONTACT_LIMITS } from '../requests';
import { retentionLine } from './store';

interface ContactStepProps {
  name: string;
  phone: string;
  onChange: (changes: { name?: string; phone?: string }) => void;
}

const input =
  'mt-1.5 h-12 w-full rounded-2xl border border-sea-900/15 bg-white px-4 text-base outline-none focus:border-sea-600 focus:ring-3 focus:ring-sea-500/25 aria-invalid:border-red-700';

/** One contact field with its visible limit; a text over the limit is kept and flagged, never cut. */
function Field({
  label,
  value,
  limit,
  tooLong,
  onChange,
  ...rest
}: {
  label: string;
  value: string;
  limit: number;
  tooLong: string;
  onChange: (value: string) => void;
  type: string;
  autoComplete: string;
  placeholder: string;
}) {
  const id = useId();
  const over = value.trim().length > limit;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-sea-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-hint`}
        className={input}
        {...rest}
      />
      <p id={`${id}-hint`} className={`mt-1 text-xs ${over ? 'font-semibold text-red-700' : 'text-sea-900/70'}`}>
        {over ? tooLong : t('booking.charCount', { n: value.trim().length, max: count(limit, 'character') })}
      </p>
    </div>
  );
}

/** Step 3's form: name and phone, with the WhatsApp hint. */
export function ContactStep({ name, phone, onChange }: ContactStepProps) {
  return (
    <div className="grid gap-4">
      <Field
        label={t('booking.name')}
        value={name}
        limit={CONTACT_LIMITS.name}
        tooLong={t('booking.nameTooLong', { max: count(CONTACT_LIMITS.name, 'character') })}
        onChange={(value) => onChange({ name: value })}
        type="text"
        autoComplete="name"
        placeholder={t('booking.namePlaceholder')}
      />
      <Field
        label={t('booking.phone')}
        value={phone}
        limit={CONTACT_LIMITS.phone}
        tooLong={t('booking.phoneTooLong', { max: count(CONTACT_LIMITS.phone, 'character') })}
        onChange={(value) => onChange({ phone: value })}
        type="tel"
        autoComplete="tel"
        placeholder={t('booking.phonePlaceholder')}
      />
      <p className="rounded-2xl bg-sea-50 px-4 py-3 text-sm text-sea-900">{t('booking.whatsappHint')}</p>
      <p className="text-xs text-sea-900/70">{retentionLine()}</p>
    </div>
  );
}
