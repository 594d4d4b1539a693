// The terms and the privacy notice in Romanian, written for a guest: what happens, who sees it, for how long.
import { CANCELLATION_SECTION, LEGAL_PAGES } from '../../lib/legal-pages';
import { link, list, paragraph } from './document';
import { contacts, type LegalWords, percent, policyLine, registeredFacts, type StepWords } from './words';

/** A control's name as a sentence quotes it. */
const q = (words: string) => `„${words}”`;

const STEPS: StepWords = {
  until: (days, { count }) =>
    days > 0 ? `până cu ${count(days, 'day')} înainte de ziua sosirii` : 'apoi, până în ziua sosirii',
  back: (share, texts) =>
    share >= 100 ? 'primiți înapoi tot ce ați plătit' : `primiți înapoi ${percent(share, texts)} din ce ați plătit`,
  nothing: 'mai târziu sau dacă nu veniți, nu primiți nimic înapoi',
  example: (checkIn, free) => `De exemplu, pentru o sosire pe ${checkIn}: anulare gratuită până la ${free}.`,
};

const CONTACT = { email: 'E-mail', phone: 'Telefon', whatsapp: 'WhatsApp' };
const REGISTERED = { address: 'Sediul', tradeRegister: 'Nr. Reg. Com.', cui: 'CUI' };

export const ro: LegalWords = {
  terms: (facts, texts) => {
    const { count } = texts;
    const { payment } = facts;
    return {
      title: 'Termeni și condiții',
      description: `Ce înseamnă o cerere de cazare pe ${facts.siteName}, când se plătește și ce înseamnă fiecare politică de anulare.`,
      intro: [
        'Pe scurt: pe site trimiteți o cerere, nu faceți o rezervare. Nu plătiți nimic până nu vă confirmă gazda sejurul.',
      ],
      sections: [
        {
          id: 'cine',
          heading: 'Cine vă oferă cazarea',
          blocks: [
            paragraph(`${facts.controller} administrează site-ul și oferă cazarea din catalog.`),
            list(...registeredFacts(facts, REGISTERED), ...contacts(facts, CONTACT)),
            paragraph(
              'Fiecare unitate primește oaspeți cu certificatul ei de clasificare. Tipul, categoria și numărul certificatului, ca și numărul de înregistrare al unei închirieri pe termen scurt, sunt scrise la detaliile proprietății.',
            ),
          ],
        },
        {
          id: 'cererea',
          heading: 'O cerere, nu o rezervare',
          blocks: [
            list(
              `Când apăsați ${q(texts.t('booking.send'))}, se deschide WhatsApp cu cererea scrisă: proprietatea, datele, numărul de oaspeți, numele, telefonul și prețul calculat de site.`,
              'Cererea nu vă rezervă nopțile. Sejurul e rezervat abia când gazda vi-l confirmă în scris, pe WhatsApp sau pe e-mail.',
              'Prețul arătat e cel din lista de prețuri a proprietății pentru datele alese; gazda vi-l confirmă odată cu sejurul.',
              'Dacă nopțile nu mai sunt libere sau gazda nu vă poate primi, vă spune, iar dvs. nu datorați nimic.',
            ),
          ],
        },
        {
          id: 'plata',
          heading: 'Când și cum plătiți',
          blocks: [
            list(
              'Pe site nu plătiți nimic și nu lăsați date de card.',
              `După confirmare, gazda vă cere un avans de ${percent(payment.depositPercent, texts)} din prețul sejurului, de plătit în ${count(payment.depositDueDays, 'day')} prin transfer bancar în contul pe care vi-l scrie odată cu confirmarea.`,
              'Restul prețului se plătește la sosire.',
              `Dacă avansul nu sosește în ${count(payment.depositDueDays, 'day')}, nopțile se eliberează și cererea se închide, fără alte costuri.`,
            ),
          ],
        },
        {
          id: CANCELLATION_SECTION,
          heading: 'Anularea',
          blocks: [
            paragraph(
              `Fiecare proprietate are una dintre politicile de mai jos: o vedeți la detaliile ei și, pentru datele alese, chiar înainte de ${q(texts.t('booking.send'))}. Zilele se numără înapoi de la ziua sosirii, iar ce primiți înapoi e o parte din ce ați plătit până atunci.`,
            ),
            list(...facts.policies.map((policy) => policyLine(policy, facts, texts, STEPS))),
            paragraph(
              'Anulați scriindu-i gazdei pe WhatsApp sau pe e-mail: contează ziua în care ați scris. Dacă gazda anulează un sejur confirmat, primiți înapoi tot ce ați plătit.',
            ),
            paragraph(
              'Pentru cazarea la date anume, legea nu dă dreptul de retragere din contract în 14 zile (OUG 34/2014, art. 16); în locul lui se aplică politica de anulare a proprietății.',
            ),
          ],
        },
        {
          id: 'sejur',
          heading: 'La sosire',
          blocks: [
            list(
              'Orele de check-in și check-out și regulile casei sunt pe pagina fiecărei proprietăți și fac parte din înțelegerea cu gazda.',
              'Numărul de oaspeți nu poate trece de cel pe care îl primește proprietatea.',
            ),
          ],
        },
        {
          id: 'reclamatii',
          heading: 'Reclamații',
          blocks: [
            list(
              'Scrieți-ne întâi nouă, la datele de mai sus: de cele mai multe ori lucrurile se rezolvă repede.',
              [
                'Vă puteți adresa Autorității Naționale pentru Protecția Consumatorilor (ANPC), ',
                link('anpc.ro', facts.links.anpc),
                ', sau la Telefonul consumatorului, 0800 080 999.',
              ],
              [
                'Pentru o soluție fără instanță, ANPC are o procedură de soluționare alternativă a litigiilor (SAL): ',
                link('anpc.ro/ce-este-sal', facts.links.sal),
                '.',
              ],
              [
                'Platforma europeană de soluționare online a litigiilor (SOL) s-a închis pe 20 iulie 2025; ',
                link('pagina Comisiei Europene despre despăgubirea consumatorilor', facts.links.sol),
                ' arată unde vă puteți adresa acum.',
              ],
              'Se aplică legea română, fără să vă ia protecția pe care v-o dă legea țării în care locuiți.',
            ),
          ],
        },
        {
          id: 'date',
          heading: 'Datele dvs.',
          blocks: [
            paragraph(
              'Ce facem cu ce ne scrieți citiți în ',
              link('politica de confidențialitate', LEGAL_PAGES.privacy),
              '.',
            ),
          ],
        },
      ],
    };
  },

  privacy: (facts, texts) => {
    const { count } = texts;
    const { retention, modelProvider } = facts;
    const kept = `Se șterge singură la ${count(retention.afterCheckOut, 'day')} după ziua plecării, iar o cerere neconfirmată la ${count(retention.afterReceivedUnconfirmed, 'day')} după ce a sosit.`;
    return {
      title: 'Politica de confidențialitate',
      description: `Ce se întâmplă cu ce scrieți pe ${facts.siteName}: cererea de rezervare, asistentul AI, favoritele, harta și drepturile dvs.`,
      intro: [
        'Pe scurt: site-ul nu are conturi, nu vă urmărește și nu arată reclame. Folosim doar ce ne trimiteți, ca să vă răspundem, și doar cât e nevoie.',
      ],
      sections: [
        {
          id: 'cine',
          heading: 'Cine răspunde de datele dvs.',
          blocks: [
            paragraph(
              `${facts.controller} este operatorul datelor de pe acest site. Pentru orice întrebare despre datele dvs. ne găsiți aici:`,
            ),
            list(...registeredFacts(facts, REGISTERED), ...contacts(facts, CONTACT)),
          ],
        },
        {
          id: 'cerere',
          heading: 'Cererea de rezervare',
          blocks: [
            paragraph(
              'Cererea cuprinde numele și telefonul dvs., proprietatea, datele sejurului, numărul de oaspeți și prețul calculat. Ajunge în trei locuri:',
            ),
            list(
              `WhatsApp: la ${q(texts.t('booking.send'))} se deschide WhatsApp cu cererea scrisă; o trimiteți dvs., din contul dvs., la numărul nostru ${facts.whatsapp}. WhatsApp (WhatsApp Ireland Limited, din grupul Meta) o transmite după regulile lui, iar noi vă răspundem acolo.`,
              `Pe site: cererea se păstrează și pe site, cu un număr de referință, ca să nu se piardă. O poate citi doar gazda, după ce se autentifică. ${kept}`,
              'Înștiințarea gazdei: când sosește o cerere, gazda primește un mesaj scurt cu datele ei, prin serviciul de notificări pe care l-a ales (de exemplu e-mail sau un chat).',
            ),
            paragraph(
              'De ce: ca să vă răspundem și să vă confirmăm sejurul, la cererea dvs., înainte de încheierea contractului (GDPR, art. 6 alin. (1) lit. b). Fără nume și telefon nu vă putem răspunde. După sejur, documentele contabile se păstrează cât cere legea, separat de site.',
            ),
          ],
        },
        {
          id: 'asistent',
          heading: 'Asistentul AI',
          blocks: [
            modelProvider
              ? paragraph(
                  `Ce scrieți în chat, împreună cu limba paginii, ajunge la serverul site-ului, care îl trimite la ${modelProvider}, ca să vă răspundă. ${modelProvider} primește textul conversației (nu și numele dvs., dacă nu îl scrieți) și îl prelucrează după regulile lui, posibil în afara Uniunii Europene.`,
                )
              : paragraph(
                  'Vă răspunde asistentul site-ului, fără niciun serviciu din afară: ce scrieți în chat ajunge doar la serverul site-ului. Dacă gazda pornește un model AI, această pagină numește furnizorul lui.',
                ),
            paragraph(
              'Conversația nu se salvează: rămâne în fila browserului până o închideți. Jurnalele serverului țin doar ora, durata și cât a folosit răspunsul, nimic din ce ați scris. Nu scrieți în chat date de care nu e nevoie, de exemplu date de card.',
            ),
            paragraph(
              ...(modelProvider
                ? [
                    'Ca serviciul să nu poată fi folosit fără măsură, serverul numără mesajele fiecărui vizitator pe zi, sub un cod făcut din adresa rețelei dvs. și din zi, nu sub adresa însăși; codul nu se poate lega de dvs. fără cheia secretă a site-ului și nu se potrivește de la o zi la alta. Numărătorile zilelor trecute rămân în stocarea site-ului ca marcaje goale. ',
                  ]
                : []),
              'Netlify, care găzduiește site-ul, limitează cererile pe minut după adresa IP, doar cât ține minutul.',
            ),
            paragraph(
              'De ce: ca să răspundem la ce întrebați și ca serviciul să nu coste fără măsură (interesul nostru legitim, GDPR, art. 6 alin. (1) lit. f).',
            ),
          ],
        },
        {
          id: 'browser',
          heading: 'Ce rămâne în browserul dvs.',
          blocks: [
            list(
              'Favoritele: lista proprietăților salvate, în memoria browserului (localStorage), pe dispozitivul dvs. Ajunge la altcineva doar dacă trimiteți chiar dvs. linkul listei.',
              'Căutarea, ordinea listei și locul din ea: doar cât e deschisă fila (sessionStorage), ca să le regăsiți la întoarcere.',
              'Fonturile: ce fonturi ale site-ului are deja browserul, ca paginile să nu le mai aștepte.',
            ),
            paragraph(
              'Nu folosim cookie-uri, analiză de trafic, reclame sau urmărire, și de aceea nu vă cerem acordul printr-un banner: legea cere acordul pentru ce se păstrează pe dispozitiv doar când nu e strict necesar serviciului pe care l-ați cerut (Legea 506/2004, art. 4 alin. (5)), iar ce păstrăm e exact ce ați cerut. Le puteți șterge oricând din setările browserului.',
            ),
          ],
        },
        {
          id: 'harta',
          heading: 'Harta, turul virtual și alte site-uri',
          blocks: [
            list(
              `Harta se încarcă doar când apăsați ${q(texts.t('map.show'))}. Atunci browserul cere imaginile hărții de la ${facts.tilesHost}, care vede adresa IP a dvs., zona hărții și adresa site-ului (nu și pagina).`,
              `Turul virtual 3D se deschide doar când îl cereți, de la ${facts.tourHost}, care vede adresa IP a dvs. și își poate folosi propriile cookie-uri, după regulile lui.`,
              'Linkurile spre alte site-uri (Airbnb, aplicația de hărți a telefonului, ANPC) vă duc la ele; acolo se aplică regulile lor.',
            ),
          ],
        },
        {
          id: 'gazduire',
          heading: 'Găzduirea site-ului',
          blocks: [
            paragraph(
              'Site-ul, serverul lui și cererile păstrate sunt găzduite pentru noi de Netlify, Inc. (Statele Unite), ca împuternicit. Ca orice gazdă web, Netlify vede adresa IP a dvs. la fiecare cerere către site. Transferul în afara Uniunii Europene se face cu garanțiile din contractul de prelucrare a datelor încheiat cu Netlify.',
            ),
          ],
        },
        {
          id: 'drepturi',
          heading: 'Drepturile dvs.',
          blocks: [
            paragraph('Puteți cere oricând, fără cost:'),
            list(
              'să aflați ce date avem despre dvs. și să primiți o copie;',
              'să le corectăm sau să le ștergem;',
              'să le folosim mai puțin sau deloc, ori să vă opuneți folosirii lor;',
              'să le primiți într-un format pe care îl puteți da altcuiva.',
            ),
            paragraph('Ne scrieți la datele de mai sus; vă răspundem în cel mult o lună.'),
            paragraph(
              `Dacă nu sunteți mulțumit, vă puteți plânge la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), ${facts.authority.address}, `,
              link('dataprotection.ro', facts.authority.url),
              '.',
            ),
          ],
        },
        {
          id: 'durata',
          heading: 'Cât păstrăm',
          blocks: [
            list(
              `Cererea de rezervare, pe site: ${count(retention.afterCheckOut, 'day')} după ziua plecării; neconfirmată, ${count(retention.afterReceivedUnconfirmed, 'day')} după ce a sosit.`,
              'Conversația cu asistentul: deloc, pe site.',
              'Favoritele și celelalte din browser: până le ștergeți.',
              'Mesajele pe WhatsApp: cât le păstrați dvs. și noi în conversație.',
            ),
          ],
        },
      ],
    };
  },
};
