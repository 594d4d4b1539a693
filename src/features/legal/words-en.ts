// The terms and the privacy notice in English, written for a guest: what happens, who sees it, for how long.
import { CANCELLATION_SECTION, LEGAL_PAGES } from '../../lib/legal-pages';
import { localizedPath } from '../../lib/languages';
import { link, list, paragraph } from './document';
import { contacts, type LegalWords, percent, policyLine, registeredFacts, type StepWords } from './words';

/** A control's name as a sentence quotes it. */
const q = (words: string) => `“${words}”`;

const STEPS: StepWords = {
  until: (days, { count }) =>
    days > 0 ? `up to ${count(days, 'day')} before the day you arrive` : 'then, up to the day you arrive',
  back: (share, texts) =>
    share >= 100 ? 'you get back all you paid' : `you get back ${percent(share, texts)} of what you paid`,
  nothing: 'later, or if you do not come, nothing is refunded',
  example: (checkIn, free) => `For example, arriving on ${checkIn}: free cancellation until ${free}.`,
};

const CONTACT = { email: 'E-mail', phone: 'Phone', whatsapp: 'WhatsApp' };
const REGISTERED = { address: 'Registered office', tradeRegister: 'Trade register no.', cui: 'Tax code (CUI)' };

export const en: LegalWords = {
  terms: (facts, texts) => {
    const { count } = texts;
    const { payment } = facts;
    return {
      title: 'Terms and conditions',
      description: `What a stay request on ${facts.siteName} means, when you pay, and what each cancellation policy means.`,
      intro: [
        'In short: on this site you send a request, you do not make a booking. You pay nothing until the host confirms your stay.',
      ],
      sections: [
        {
          id: 'cine',
          heading: 'Who offers the accommodation',
          blocks: [
            paragraph(`${facts.controller} runs the site and offers the accommodation in its catalogue.`),
            list(...registeredFacts(facts, REGISTERED), ...contacts(facts, CONTACT)),
            paragraph(
              'Every unit takes guests under its own classification certificate. Its type, category and certificate number, and a short-term rental’s registration number, are listed in the property’s details.',
            ),
          ],
        },
        {
          id: 'cererea',
          heading: 'A request, not a booking',
          blocks: [
            list(
              `When you press ${q(texts.t('booking.send'))}, WhatsApp opens with the request written out: the property, the dates, the number of guests, your name, your phone and the price the site worked out.`,
              'The request does not book the nights. The stay is booked only once the host confirms it in writing, on WhatsApp or by e-mail.',
              'The price shown is the property’s price list for the dates you chose; the host confirms it with the stay.',
              'If the nights are no longer free or the host cannot take you, they tell you, and you owe nothing.',
            ),
          ],
        },
        {
          id: 'plata',
          heading: 'When and how you pay',
          blocks: [
            list(
              'You pay nothing on the site and leave no card details.',
              `Once the stay is confirmed, the host asks for an advance of ${percent(payment.depositPercent, texts)} of its price, to be paid within ${count(payment.depositDueDays, 'day')} by bank transfer to the account they give you with the confirmation.`,
              'The rest of the price is paid on arrival.',
              `If the advance does not arrive within ${count(payment.depositDueDays, 'day')}, the nights are freed and the request is closed, at no further cost.`,
            ),
          ],
        },
        {
          id: CANCELLATION_SECTION,
          heading: 'Cancellation',
          blocks: [
            paragraph(
              `Every property has one of the policies below: you see it in its details and, for the dates you chose, right before ${q(texts.t('booking.send'))}. Days are counted back from the day you arrive, and what you get back is a share of what you have paid by then.`,
            ),
            list(...facts.policies.map((policy) => policyLine(policy, facts, texts, STEPS))),
            paragraph(
              'To cancel, write to the host on WhatsApp or by e-mail: the day you write is the day that counts. If the host cancels a confirmed stay, you get back all you paid.',
            ),
            paragraph(
              'For accommodation on set dates the law gives no 14-day right to withdraw from the contract (Romanian Emergency Ordinance 34/2014, art. 16); the property’s cancellation policy applies instead.',
            ),
          ],
        },
        {
          id: 'sejur',
          heading: 'On arrival',
          blocks: [
            list(
              'Check-in and check-out times and the house rules are on each property’s page and are part of your agreement with the host.',
              'The number of guests cannot exceed the number the property takes.',
            ),
          ],
        },
        {
          id: 'reclamatii',
          heading: 'Complaints',
          blocks: [
            list(
              'Write to us first, at the contacts above: most things are settled quickly.',
              [
                'You can turn to Romania’s National Authority for Consumer Protection (ANPC), ',
                link('anpc.ro', facts.links.anpc),
                ', or call its consumer line, 0800 080 999.',
              ],
              [
                'For a solution without going to court, ANPC runs an alternative dispute resolution procedure (SAL): ',
                link('anpc.ro/ce-este-sal', facts.links.sal),
                '.',
              ],
              [
                'The EU’s online dispute resolution platform (ODR) closed on 20 July 2025; ',
                link('the European Commission’s page on consumer redress', facts.links.sol),
                ' shows where you can turn now.',
              ],
              'Romanian law applies, without taking away the protection the law of the country you live in gives you.',
            ),
          ],
        },
        {
          id: 'date',
          heading: 'Your data',
          blocks: [
            paragraph(
              'What we do with what you write is in the ',
              link('privacy notice', localizedPath(LEGAL_PAGES.privacy, texts.language)),
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
    const kept = `It is deleted automatically ${count(retention.afterCheckOut, 'day')} after the day you leave, and a request never confirmed ${count(retention.afterReceivedUnconfirmed, 'day')} after it came.`;
    return {
      title: 'Privacy notice',
      description: `What happens to what you write on ${facts.siteName}: the stay request, the AI assistant, favourites, the map, and your rights.`,
      intro: [
        'In short: the site has no accounts, does not track you and shows no ads. We use only what you send us, to answer you, and only for as long as needed.',
      ],
      sections: [
        {
          id: 'cine',
          heading: 'Who is responsible for your data',
          blocks: [
            paragraph(
              `${facts.controller} is the controller of the data on this site. For any question about your data:`,
            ),
            list(...registeredFacts(facts, REGISTERED), ...contacts(facts, CONTACT)),
          ],
        },
        {
          id: 'cerere',
          heading: 'The stay request',
          blocks: [
            paragraph(
              'A request holds your name and phone, the property, the dates of the stay, the number of guests and the price worked out. It goes to three places:',
            ),
            list(
              `WhatsApp: ${q(texts.t('booking.send'))} opens WhatsApp with the request written out; you send it yourself, from your own account, to our number ${facts.whatsapp}. WhatsApp (WhatsApp Ireland Limited, part of Meta) carries it under its own terms, and we answer you there.`,
              `On the site: the request is also kept on the site, with a reference number, so that it is not lost. Only the host can read it, after signing in. ${kept}`,
              'The host’s alert: when a request arrives, the host gets a short message with its details through the notification service they chose (for example e-mail or a chat).',
            ),
            paragraph(
              'Why: to answer you and confirm your stay, at your request, before a contract is made (GDPR, art. 6(1)(b)). Without a name and a phone we cannot answer you. After a stay, the accounting records are kept as the law requires, apart from the site.',
            ),
          ],
        },
        {
          id: 'asistent',
          heading: 'The AI assistant',
          blocks: [
            modelProvider
              ? paragraph(
                  `What you write in the chat, with the page’s language, goes to the site’s server, which sends it to ${modelProvider} to answer you. ${modelProvider} receives the text of the conversation (not your name, unless you write it) and processes it under its own terms, possibly outside the European Union.`,
                )
              : paragraph(
                  'The site’s own assistant answers you, with no outside service: what you write in the chat reaches only the site’s server. If the host turns on an AI model, this page names its provider.',
                ),
            paragraph(
              'The conversation is not saved: it stays in your browser tab until you close it. The server’s logs keep only the time, how long an answer took and what it used, nothing of what you wrote. Do not write anything the chat does not need, such as card details.',
            ),
            paragraph(
              ...(modelProvider
                ? [
                    'So that the service cannot be used without limit, the server counts each visitor’s messages per day under a code made from your network address and the day, never the address itself; the code cannot be linked to you without the site’s secret key and does not match from one day to the next. Past days’ counts stay in the site’s storage as empty markers. ',
                  ]
                : []),
              'Netlify, which hosts the site, limits requests per minute by IP address, only for that minute.',
            ),
            paragraph(
              'Why: to answer what you ask and keep the service’s cost within bounds (our legitimate interest, GDPR, art. 6(1)(f)).',
            ),
          ],
        },
        {
          id: 'browser',
          heading: 'What stays in your browser',
          blocks: [
            list(
              'Favourites: the list of properties you saved, in your browser’s storage (localStorage), on your device. It reaches someone else only if you send them the list’s link yourself.',
              'Your search, the list’s order and your place in it: only while the tab is open (sessionStorage), so you find them when you come back.',
              'Fonts: which of the site’s fonts your browser already has, so pages do not wait for them again.',
            ),
            paragraph(
              'We use no cookies, no traffic analytics, no ads and no tracking, which is why we ask for no consent with a banner: the law asks for consent to store something on your device only when it is not strictly needed for the service you asked for (Romanian Law 506/2004, art. 4(5)), and what we store is exactly what you asked for. You can delete it at any time in your browser’s settings.',
            ),
          ],
        },
        {
          id: 'harta',
          heading: 'The map, the virtual tour and other sites',
          blocks: [
            list(
              `The map loads only when you press ${q(texts.t('map.show'))}. Your browser then fetches the map’s images from ${facts.tilesHost}, which sees your IP address, the area of the map and the site’s address (not the page).`,
              `The 3D virtual tour opens only when you ask for it, from ${facts.tourHost}, which sees your IP address and may use its own cookies, under its own terms.`,
              'Links to other sites (Airbnb, your phone’s maps app, ANPC) take you there; their own terms apply.',
            ),
          ],
        },
        {
          id: 'gazduire',
          heading: 'Hosting',
          blocks: [
            paragraph(
              'The site, its server and the requests it keeps are hosted for us by Netlify, Inc. (United States), as our processor. Like any web host, Netlify sees your IP address with every request to the site. Transfers outside the European Union rely on the safeguards of the data processing agreement made with Netlify.',
            ),
          ],
        },
        {
          id: 'drepturi',
          heading: 'Your rights',
          blocks: [
            paragraph('At any time, at no cost, you can ask:'),
            list(
              'to know what data we hold about you and get a copy;',
              'to have it corrected or deleted;',
              'that we use it less or not at all, or object to its use;',
              'to receive it in a format you can give to someone else.',
            ),
            paragraph('Write to us at the contacts above; we answer within one month.'),
            paragraph(
              `If you are not satisfied, you can complain to Romania’s data protection authority (ANSPDCP), ${facts.authority.address}, `,
              link('dataprotection.ro', facts.authority.url),
              '.',
            ),
          ],
        },
        {
          id: 'durata',
          heading: 'How long we keep it',
          blocks: [
            list(
              `A stay request, on the site: ${count(retention.afterCheckOut, 'day')} after the day you leave; never confirmed, ${count(retention.afterReceivedUnconfirmed, 'day')} after it came.`,
              'The conversation with the assistant: not at all, on the site.',
              'Favourites and the rest in your browser: until you delete them.',
              'WhatsApp messages: for as long as you and we keep the conversation.',
            ),
          ],
        },
      ],
    };
  },
};
