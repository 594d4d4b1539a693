// The editor checks a property with the schema's own rules, and says each one in Romanian on the field at fault:
// the editor's list of rules is the schema's (a rule added to the schema without its words fails here), and the
// slips an owner makes from a phone are refused on their field before anything is saved.
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { romanianLists, TRANSLATION_RULES } from '../../lib/translation';
import { propertyFields, propertySchema } from '../../schemas/property';
import { propertyTranslation } from '../../schemas/property-translation';
import { propertyForm, translationForm } from './config';
import { readPropertyFile, readTranslationFile } from './property-file';
import { REQUIRED, RULE_MESSAGES, schemaRules, TRANSLATION_MESSAGES } from './rules';
import {
  descriptionSchema,
  fileProblems as problemsOfFile,
  missingPages,
  slipsOf,
  translationProblems,
} from './save-checks';

const schema = propertySchema({ image: (() => z.string()) as never });
const read = (id: string) => readPropertyFile(readFileSync(`src/content/properties/${id}.md`, 'utf8'));
const shipped = (id: string) => {
  const { body: _body, ...front } = read(id);
  return front as Record<string, unknown> & {
    prices: { seasons: Record<string, unknown>[] };
    guests: number;
    houseRules: string[];
  };
};
/** The problems of a front matter (property 7's, changed or not) saved with property 7's own description. */
const fileProblems = (front: object, body = read('7').body ?? '') => problemsOfFile(front, body);

describe('the editor’s rules', () => {
  it('are the schema’s rules, each with its Romanian words', () => {
    expect(Object.keys(RULE_MESSAGES).sort()).toEqual(
      [...schemaRules(schema), ...schemaRules(descriptionSchema)].sort(),
    );
  });

  it('and a translation’s: its schema’s, what it keeps beside the Romanian file, its description’s', () => {
    const descriptions = schemaRules(descriptionSchema);
    expect([...Object.keys(TRANSLATION_MESSAGES), ...descriptions].sort()).toEqual(
      [...new Set([...schemaRules(propertyTranslation), ...TRANSLATION_RULES])].sort(),
    );
    for (const rule of descriptions) expect(RULE_MESSAGES[rule], rule).toBeDefined();
  });

  it('would miss a rule added to the schema, which the test above then names', () => {
    const grown = propertyFields.extend({ registration: z.string().regex(/^\d+$/) });
    expect(schemaRules(grown).filter((rule) => !(rule in RULE_MESSAGES))).toEqual(['registration:pattern']);
  });

  it('find nothing wrong with a shipped property', () => {
    expect(fileProblems(shipped('7'))).toEqual([]);
  });
});

describe('a property the build would refuse', () => {
  it('a one-year season whose first night is after its last: on its last night, in Romanian', () => {
    const front = shipped('7');
    front.prices.seasons.push({ from: '2027-08-20', to: '2027-08-14', nightly: 900 });
    const at = front.prices.seasons.length - 1;
    expect(fileProblems(front)).toEqual([
      {
        path: `prices.seasons.${at}.to`,
        rule: 'prices.seasons:order',
        message: 'Ultima noapte a unui sezon pe un singur an nu poate fi înaintea primei nopți: verificați zilele.',
      },
    ]);
  });

  it('more guests included in the price than the property takes: on the guests included, naming the capacity', () => {
    const front = shipped('7');
    (front.prices as Record<string, unknown>)['guestsIncluded'] = front.guests + 2;
    (front.prices as Record<string, unknown>)['extraGuest'] = 50;
    const [problem] = fileProblems(front);
    expect(problem?.path).toBe('prices.guestsIncluded');
    expect(problem?.message).toContain(`(${front.guests})`);
  });

  it('a direct booking whose check-out is not after its check-in: on its check-out', () => {
    const front = { ...shipped('7'), blocked: [{ checkIn: '2027-08-04', checkOut: '2027-08-04' }] };
    expect(fileProblems(front)).toEqual([
      { path: 'blocked.0.checkOut', rule: 'blocked:order', message: RULE_MESSAGES['blocked:order'] },
    ]);
  });

  it('two direct bookings sharing a night: on the second, naming the first', () => {
    const front = {
      ...shipped('7'),
      blocked: [
        { checkIn: '2027-08-01', checkOut: '2027-08-05' },
        { checkIn: '2027-08-04', checkOut: '2027-08-07' },
      ],
    };
    expect(fileProblems(front).map(({ path, message }) => [path, message])).toEqual([
      [
        'blocked.1.checkIn',
        'Această rezervare are nopți comune cu rezervarea 1 (2027-08-01 → 2027-08-05): aceleași nopți nu pot fi date de două ori.',
      ],
    ]);
  });

  it('a second season with the same nights: refused on it, naming both', () => {
    const front = shipped('7');
    const first = front.prices.seasons.findIndex((season) => season['from'] === '07-01' && season['to'] === '08-31');
    front.prices.seasons.push({ from: '07-01', to: '08-31', nightly: 700 });
    const [problem] = fileProblems(front);
    const added = front.prices.seasons.length;
    expect(problem?.path).toBe(`prices.seasons.${added - 1}.from`);
    expect(problem?.message).toMatch(
      new RegExp(`^Sezonul ${added} \\(07-01 → 08-31\\) are aceleași nopți ca sezonul ${first + 1}:`),
    );
  });

  it('a day no month has, a price of nothing, a discount past 90 %, a field left empty: each in Romanian', () => {
    const front = shipped('7');
    front.prices.seasons[0] = { from: '02-30', to: '03-10' };
    Object.assign(front.prices, { nightly: 0, weeklyDiscount: 95 });
    front['title'] = undefined;
    const messages = Object.fromEntries(fileProblems(front).map(({ path, message }) => [path, message]));
    expect(messages).toEqual({
      title: REQUIRED,
      'prices.nightly': 'Prețul trebuie să fie mai mare de 0 lei.',
      'prices.weeklyDiscount': 'Reducerea e de cel mult 90 %.',
      'prices.seasons.0.from':
        '„02-30” nu e o zi care există: scrieți LL-ZZ pentru fiecare an (de ex. 07-01) sau AAAA-LL-ZZ pentru un singur an (de ex. 2027-05-01).',
    });
  });
});

describe('the rules over one file that npm test held alone before, now the schema’s', () => {
  /** Property 7 changed by `change`, and the problems its save would meet, as [field, message]. */
  const changed = (change: (front: ReturnType<typeof shipped>) => void, body?: string) => {
    const front = shipped('7');
    change(front);
    return fileProblems(front, body).map(({ path, message }) => [path, message]);
  };
  const year = new Date().getFullYear();

  it.each([
    [
      'a capacity rule naming another number than the guests',
      (front: ReturnType<typeof shipped>) => front.houseRules.push('Maximum 9 oaspeți'),
      [
        'houseRules.4',
        `Regula „Maximum 9 oaspeți” spune alt număr decât „Oaspeți” (${shipped('7').guests}): scrieți același număr în ambele locuri.`,
      ],
    ],
    [
      'a check-out later than the check-in',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { checkOut: '16:00' }),
      [
        'checkOut',
        'Check-out-ul (până la 16:00) trebuie să fie cel târziu la ora check-in-ului (de la 15:00), ca oaspetele care pleacă să elibereze locul înainte să sosească următorul.',
      ],
    ],
    [
      'a point in another town (Constanța’s centre, for a property in Eforie Sud)',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { latitude: 44.18, longitude: 28.645 }),
      [
        'latitude',
        'Punctul e la 17,6 km de centrul localității Eforie Sud, iar o proprietate e la cel mult 4 km de el: verificați latitudinea, longitudinea și localitatea.',
      ],
    ],
    [
      'no quiet hours among the house rules',
      (front: ReturnType<typeof shipped>) => front.houseRules.shift(),
      ['houseRules', 'Adăugați orele de liniște ca regulă separată, scrisă „Liniște între orele 22:00-8:00”.'],
    ],
    [
      'a rule about pets the site cannot read',
      (front: ReturnType<typeof shipped>) => {
        front.houseRules[3] = 'Animalele de companie, doar mici';
      },
      [
        'houseRules.3',
        'Spuneți limpede dacă animalele de companie sunt primite, de ex. „Animalele de companie nu sunt permise”, „Animalele de companie sunt permise” sau „Animalele de companie sunt permise cu acordul gazdei”.',
      ],
    ],
    [
      'a pets answer other than the house rule’s',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { pets: 'allowed' }),
      [
        'pets',
        'Regula casei „Animalele de companie nu sunt permise” spune „Nu sunt permise”: alegeți același răspuns aici.',
      ],
    ],
    [
      'a host since a year still to come',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { hostSince: year + 1 }),
      ['hostSince', `Anul nu poate fi încă în viitor: scrieți cel mult ${year}.`],
    ],
    [
      'a response rate over 100 %',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { hostResponseRate: '120%' }),
      ['hostResponseRate', 'Gazda răspunde la cel mult 100% dintre mesaje.'],
    ],
    [
      'a host language the structured data cannot name, and one named twice',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { hostLanguages: ['Română', 'English', 'Română'] }),
      [
        'hostLanguages.1',
        expect.stringMatching(
          /^„English” nu e o limbă pe care site-ul o poate numi: scrieți-o în română, una dintre Română, Engleză, /,
        ),
      ],
      ['hostLanguages.2', 'Română e scrisă de două ori: păstrați-o o singură dată.'],
    ],
    [
      'a card amenity spelled without its diacritics',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { amenities: ['Wi-Fi', 'Aer conditionat'] }),
      [
        'amenities.1',
        'Scrieți „Aer condiționat”, exact ca pe card (cu diacriticele și majuscula lui), ca să apară pe cardul proprietății.',
      ],
    ],
    [
      'a place nearby without its distance in m or km, and none at all',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { nearbyAttractions: ['Plaja - aproape'] }),
      ['nearbyAttractions.0', 'Scrieți „loc - distanță”, distanța în m sau km, de ex. Lacul Techirghiol - 1,2 km.'],
    ],
    [
      'an alt text of a word',
      (front: ReturnType<typeof shipped>) =>
        Object.assign(front, {
          images: [
            { src: './7/a.jpg', alt: 'Baie' },
            { src: './7/b.jpg', alt: 'Dormitorul, cu patul dublu' },
          ],
        }),
      ['images.0.alt', 'Scrieți în câteva cuvinte ce se vede în fotografie, pentru cine nu o poate vedea.'],
    ],
    [
      'no kind of stay',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { propertyType: undefined }),
      ['propertyType', REQUIRED],
    ],
    [
      'a link to the listing over plain http',
      (front: ReturnType<typeof shipped>) => Object.assign(front, { airbnbUrl: 'http://www.airbnb.com/rooms/1' }),
      ['airbnbUrl', 'Scrieți adresa întreagă a anunțului, care începe cu https://.'],
    ],
  ])('%s: refused on its field, in Romanian', (_, change, ...expected) => {
    expect(changed(change)).toEqual(expected);
  });

  it('no place nearby at all', () => {
    expect(changed((front) => Object.assign(front, { nearbyAttractions: [] }))).toEqual([
      ['nearbyAttractions', 'Scrieți cel puțin un loc din apropiere, de ex. Plaja Modern - 300 m.'],
    ]);
  });

  it('a description shorter than 80 words or longer than 200, counted', () => {
    const sentence = 'Apartamentul are o terasă spre mare și o bucătărie utilată.';
    expect(changed(() => {}, sentence)).toEqual([['body', 'Descrierea are 10 cuvinte: scrieți cel puțin 80.']]);
    expect(changed(() => {}, Array(21).fill(sentence).join(' '))).toEqual([
      ['body', 'Descrierea are 210 cuvinte: scrieți cel mult 200.'],
    ]);
    expect(changed(() => {}, Array(20).fill(`${sentence} Acolo`).join(' '))).toEqual([
      ['body', 'Descrierea are 220 de cuvinte: scrieți cel mult 200.'],
    ]);
    expect(changed(() => {}, '')).toEqual([['body', 'Descrierea are 0 cuvinte: scrieți cel puțin 80.']]);
  });
});

describe('what is allowed but likely a slip', () => {
  const parsed = (front: unknown) => schema.parse(front);

  it('a yearly season written backwards is said in words: over the New Year, ten months', () => {
    const front = shipped('7');
    front.prices.seasons[0] = { from: '08-31', to: '07-01', nightly: 950 };
    expect(slipsOf(parsed(front), undefined, '2027-01-10')[0]?.lines[0]).toBe(
      'Sezonul 1: de la 31 august până la 1 iulie, peste Anul Nou: 10 luni.',
    );
  });

  it('a "de la" price moved by more than half says the new figure; a smaller move asks nothing', () => {
    const front = shipped('7');
    (front as Record<string, unknown>)['prices'] = { nightly: 2000 };
    expect(slipsOf(parsed(front), 520, '2027-01-10')[0]?.lines[0]).toBe(
      'Pe site, prețul „de la” al proprietății devine 2.000 lei pe noapte (acum 520 lei).',
    );
    (front.prices as Record<string, unknown>)['nightly'] = 700;
    expect(slipsOf(parsed(front), 520, '2027-01-10')).toEqual([]);
  });

  it('a new property has no English or Russian page until their texts exist', () => {
    const facts = { ids: ['7'], fromPrices: {}, lists: {}, translations: { en: {}, ru: {} }, towns: [] };
    expect(missingPages('23', parsed(shipped('7')) as never, facts).map(({ language }) => language)).toEqual([
      'en',
      'ru',
    ]);
  });
});

describe('the form', () => {
  it('puts the direct bookings right after the title, while the file keeps the schema’s order', () => {
    const { fields, layout } = propertyForm();
    expect(fields.map((field) => field.name).slice(0, 3)).toEqual(['title', 'blocked', 'location']);
    expect(layout.order.indexOf('blocked')).toBeGreaterThan(layout.order.indexOf('airbnbUrl'));
  });
});

describe('a translation saved from the editor', () => {
  const { layout } = translationForm();
  const english = () => readTranslationFile(readFileSync('src/content/properties/en/7.md', 'utf8'));
  const { body: _body, ...front7 } = read('7');
  const lists = romanianLists(front7);
  const problems = (change: (content: ReturnType<typeof english>) => void) => {
    const content = english();
    change(content);
    return translationProblems(content, layout, 'en', lists).map(({ path, message }) => [path, message]);
  };

  it('leaves nothing out when it is the shipped one', () => {
    expect(problems(() => {})).toEqual([]);
  });

  it('says in Romanian what it would leave the page without, on each field', () => {
    expect(
      problems((content) => {
        (content['houseRules'] as string[]).pop();
      }),
    ).toEqual([
      [
        'houseRules',
        `Aici sunt ${lists.houseRules.length - 1} reguli, iar în română ${lists.houseRules.length} reguli: scrieți câte una pentru fiecare, în aceeași ordine.`,
      ],
    ]);
    expect(
      problems((content) => {
        const rules = content['houseRules'] as string[];
        rules[lists.houseRules.findIndex((rule) => rule.startsWith('Animalele'))] = 'Pets are welcome';
      }),
    ).toEqual([
      [
        `houseRules.${lists.houseRules.findIndex((rule) => rule.startsWith('Animalele'))}`,
        'Regula „Pets are welcome” nu spune despre animalele de companie ce spune regula în română, „Animalele de companie nu sunt permise”.',
      ],
    ]);
    expect(
      problems((content) => {
        content.body = 'A short text.';
        (content['photos'] as { file: string; text: string }[]).shift();
      }),
    ).toEqual([['body', 'Descrierea are 3 cuvinte: scrieți cel puțin 80.']]);
    expect(
      problems((content) => {
        const photos = content['photos'] as { file: string; text: string }[];
        photos.push({ file: 'pool.jpg', text: 'The pool' });
      }),
    ).toEqual([['photos', 'pool.jpg nu e una dintre fotografiile proprietății: păstrați doar fotografiile ei.']]);
  });
});
