// The owner's inbox at /admin/cereri, phone first: sign in with GitHub, then every request newest first, those for
// the same nights together, each with what the owner needs to answer it and one press to confirm, decline, cancel
// or delete it. Nothing a guest wrote is ever put into the page as HTML: React writes it as text.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button-variants';
import { count } from '../../../i18n';
import { formatStay } from '../../../lib/dates';
import { whatsappLink } from '../../../lib/whatsapp';
import { formatMoney } from '../../prices';
import type { OwnerRequest, RequestStatus } from '../rules';
import {
  $inbox,
  $problems,
  $working,
  deleteRequest,
  loadRequests,
  setStatus,
  signInAndLoad,
  signOut,
  startInbox,
} from './store';

const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'Nouă',
  confirmed: 'Confirmată',
  declined: 'Refuzată',
  cancelled: 'Anulată',
  expired: 'Expirată',
};
const STATUS_COLOURS: Record<RequestStatus, string> = {
  new: 'bg-coral-500 text-white',
  confirmed: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
  expired: 'bg-amber-100 text-amber-900',
};

const came = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const keptDay = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric' });

/** What holds the nights of a request, said plainly. */
function heldBy(request: OwnerRequest): string {
  return request.holders
    .map((holder) =>
      holder.kind === 'platform'
        ? 'calendarul unei platforme (Airbnb, Booking.com…)'
        : holder.kind === 'direct'
          ? 'o rezervare directă din fișierul proprietății'
          : `cererea confirmată ${holder.reference}`,
    )
    .join(' și ');
}

/** The requests in groups: those whose nights overlap (directly or through another) together, newest group first. */
export function groupsOf(requests: readonly OwnerRequest[]): OwnerRequest[][] {
  const groups: OwnerRequest[][] = [];
  const placed = new Set<string>();
  for (const request of requests) {
    if (placed.has(request.reference)) continue;
    const group: OwnerRequest[] = [];
    const queue = [request];
    while (queue.length) {
      const next = queue.shift() as OwnerRequest;
      if (placed.has(next.reference)) continue;
      placed.add(next.reference);
      group.push(next);
      for (const other of requests)
        if (
          !placed.has(other.reference) &&
          (next.overlaps.includes(other.reference) || other.overlaps.includes(next.reference))
        )
          queue.push(other);
    }
    groups.push(group);
  }
  return groups;
}

function RequestCard({ request }: { request: OwnerRequest }) {
  const working = useStore($working)[request.reference] === true;
  const problem = useStore($problems)[request.reference];
  const status = request.shownStatus;
  const phoneLink = request.whatsapp ? `tel:+${request.whatsapp}` : `tel:${request.phone.replace(/[^\d+]/g, '')}`;
  const remove = () => {
    if (window.confirm(`Ștergeți cererea ${request.reference} și datele oaspetelui? Nu se poate reveni.`))
      void deleteRequest(request.reference);
  };
  return (
    <article
      aria-labelledby={`request-${request.reference}`}
      className="rounded-3xl border border-sea-900/10 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`request-${request.reference}`} className="text-base font-semibold text-sea-950">
          {request.title}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>
          {STATUS_LABELS[status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-sea-900/75">
        Cerere {request.reference} · primită {came.format(new Date(request.createdAt))}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-sea-900/70">Sejur</dt>
        <dd>
          {formatStay(request.checkIn, request.checkOut, 'ro')} · {count(request.nights, 'night', 'ro')}
        </dd>
        <dt className="text-sea-900/70">Oaspeți</dt>
        <dd>{count(request.guests, 'guest', 'ro')}</dd>
        <dt className="text-sea-900/70">Total</dt>
        <dd>
          {request.total === null ? 'Preț la cerere (proprietatea nu are prețuri)' : formatMoney(request.total, 'ro')}
          {request.totalSeen !== undefined && request.total !== request.totalSeen && (
            <span className="block text-xs text-amber-900">
              Pagina oaspetelui arăta {request.totalSeen === null ? 'fără preț' : formatMoney(request.totalSeen, 'ro')}.
              S-a păstrat prețul calculat de site.
            </span>
          )}
        </dd>
        <dt className="text-sea-900/70">Oaspete</dt>
        <dd className="break-words">{request.name}</dd>
      </dl>
      {(status === 'new' || status === 'expired') && (
        <p
          className={`mt-3 rounded-2xl px-3 py-2 text-sm ${request.holders.length ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900'}`}
        >
          {request.holders.length
            ? `Nopțile nu mai sunt libere: le ocupă ${heldBy(request)}.`
            : 'Nopțile sunt încă libere.'}
        </p>
      )}
      {status === 'confirmed' && (
        <p className="mt-3 text-sm text-sea-900/80">
          {request.commitError
            ? `Nopțile sunt închise pe site, dar rezervarea nu a putut fi scrisă în depozit: ${request.commitError}`
            : request.committed
              ? 'Nopțile sunt închise pe site și în calendarul publicat; rezervarea e scrisă în fișierul proprietății.'
              : 'Nopțile sunt închise pe site și în calendarul publicat.'}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={phoneLink} className={buttonClass('outline', 'sm')}>
          Sunați: {request.phone}
        </a>
        {request.whatsapp && (
          <a
            href={whatsappLink(request.whatsapp, request.reply)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline', 'sm')}
          >
            Răspundeți pe WhatsApp
          </a>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-sea-900/10 pt-3">
        {status === 'new' && (
          <>
            <button
              type="button"
              disabled={working}
              onClick={() => void setStatus(request.reference, 'confirmed')}
              className={buttonClass('primary', 'md')}
            >
              Confirmă
            </button>
            <button
              type="button"
              disabled={working}
              onClick={() => void setStatus(request.reference, 'declined')}
              className={buttonClass('outline', 'md')}
            >
              Refuză
            </button>
          </>
        )}
        {status === 'confirmed' && (
          <>
            {request.commitError && (
              <button
                type="button"
                disabled={working}
                onClick={() => void setStatus(request.reference, 'confirmed')}
                className={buttonClass('primary', 'md')}
              >
                Scrieți din nou în depozit
              </button>
            )}
            <button
              type="button"
              disabled={working}
              onClick={() => void setStatus(request.reference, 'cancelled')}
              className={buttonClass('outline', 'md')}
            >
              Anulează
            </button>
          </>
        )}
        <button type="button" disabled={working} onClick={remove} className={buttonClass('ghost', 'md')}>
          Șterge
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <p className="mt-2 text-xs text-sea-900/60">
        Păstrată până la {keptDay.format(new Date(`${request.keptUntil}T12:00:00`))}, apoi ștearsă.
      </p>
    </article>
  );
}

/** The inbox: sign-in, or the requests. */
export default function Inbox() {
  const state = useStore($inbox);
  useEffect(() => {
    void startInbox();
    const again = () => document.visibilityState === 'visible' && void loadRequests();
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, []);
  if (state.kind === 'signedOut')
    return (
      <section aria-labelledby="inbox-sign-in" className="grid gap-3 rounded-3xl bg-white p-5 shadow-sm">
        <h2 id="inbox-sign-in" className="text-lg font-semibold">
          Conectați-vă
        </h2>
        <p className="text-sm text-sea-900/80">
          Cu același cont GitHub cu care modificați site-ul în editor. Doar conturile care pot scrie în depozitul
          site-ului văd cererile.
        </p>
        {state.problem && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {state.problem}
          </p>
        )}
        <button
          type="button"
          onClick={() => void signInAndLoad()}
          className={buttonClass('primary', 'lg', 'justify-self-start')}
        >
          Conectați-vă cu GitHub
        </button>
      </section>
    );
  if (state.kind === 'loading') return <p role="status">Se încarcă cererile…</p>;
  if (state.kind === 'refused')
    return (
      <section className="grid gap-3">
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
          {state.message}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={() => void loadRequests()} className={buttonClass('outline', 'md')}>
            Reîncercați
          </button>
          <button type="button" onClick={signOut} className={buttonClass('ghost', 'md')}>
            Deconectați-vă
          </button>
        </div>
      </section>
    );
  const groups = groupsOf(state.requests);
  const open = state.requests.filter((request) => request.shownStatus === 'new').length;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-sea-900/80">
          {state.requests.length === 0
            ? 'Nicio cerere deocamdată.'
            : `${count(state.requests.length, 'request', 'ro')} · noi: ${open}`}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={() => void loadRequests()} className={buttonClass('outline', 'sm')}>
            Reîmprospătați
          </button>
          <button type="button" onClick={signOut} className={buttonClass('ghost', 'sm')}>
            Deconectați-vă
          </button>
        </div>
      </div>
      {groups.map((group) =>
        group.length === 1 ? (
          <RequestCard key={group[0]!.reference} request={group[0]!} />
        ) : (
          <section
            key={group[0]!.reference}
            aria-label={`Aceleași nopți: ${count(group.length, 'request', 'ro')}`}
            className="grid gap-3 rounded-[2rem] border-2 border-dashed border-coral-400 p-2"
          >
            <h3 className="px-2 pt-1 text-sm font-semibold text-coral-700">
              Aceleași nopți: {count(group.length, 'request', 'ro')} pentru {group[0]!.title}
            </h3>
            {group.map((request) => (
              <RequestCard key={request.reference} request={request} />
            ))}
          </section>
        ),
      )}
    </div>
  );
}
