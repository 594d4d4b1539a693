// Whether guests may bring pets: the three answers a property file's `pets` field gives, and how a house rule says
// each of them in the site's languages. The rules stay the owners' words; the field is what the site reads, and the
// property schema holds the two together (src/schemas/property.ts), and each language's rule to the Romanian one
// (src/lib/translation.ts).
import type { Language } from './languages';

/**
 * What a property says of pets: they may come; they may come once the guest has said so in the request (the host's
 * consent, or only notice beforehand); they may not. A file that says nothing leaves the field out.
 */
export const PETS = ['allowed', 'on-request', 'not-allowed'] as const;

/** One answer to whether pets may come. */
export type Pets = (typeof PETS)[number];

/** How a house rule speaks of pets at all, and how it gives each answer, in one language. */
interface RuleWords {
  about: RegExp;
  answers: Readonly<Record<Pets, RegExp>>;
}

// Tried in PETS' reverse order: a refusal first, since 'nu sunt permise' holds 'sunt permise', then a condition,
// since 'sunt permise cu acordul gazdei' holds a plain yes. No '\b' beside a letter outside ASCII: it does not know
// 'ț' or Cyrillic as letters.
const RULE_WORDS: Readonly<Record<Language, RuleWords>> = {
  ro: {
    about: /\banimal/i,
    answers: {
      'not-allowed': /\bnu sunt (?:permise|acceptate|primite)|\binterzise|^fără animale/i,
      'on-request': /\bcu (?:acordul|aprobarea|anunț)|\bla (?:cerere|solicitare)/i,
      allowed: /\bsunt (?:permise|acceptate|primite|binevenite)/i,
    },
  },
  en: {
    about: /\b(?:pets?|animals?)\b/i,
    answers: {
      'not-allowed': /^no pets\b|\bnot (?:allowed|permitted|accepted)\b/i,
      'on-request': /\b(?:consent|approval|advance notice|on request|by arrangement)\b/i,
      allowed: /\b(?:allowed|permitted|accepted|welcome)\b/i,
    },
  },
  ru: {
    about: /животн/i,
    answers: {
      'not-allowed': /^без (?:домашних )?животных|(?:^|\s)не (?:разрешены|допускаются|принимаются)|запрещен/i,
      'on-request': /с согласия|по согласованию|по запросу|предупредить/i,
      allowed: /разрешены|допускаются|принимаются|приветствуются|^можно/i,
    },
  },
};

/** True when a house rule written in `language` speaks of pets. */
export function isPetRule(rule: string, language: Language = 'ro'): boolean {
  return RULE_WORDS[language].about.test(rule);
}

/**
 * The answer a house rule written in `language` gives about pets, or undefined when it does not speak of them or
 * says it in words read here as none of the three.
 */
export function petsInRule(rule: string, language: Language = 'ro'): Pets | undefined {
  const { about, answers } = RULE_WORDS[language];
  if (!about.test(rule)) return undefined;
  return [...PETS].reverse().find((answer) => answers[answer].test(rule));
}

/** Whether a property takes pets, as the assistant reads its house rules: allowed (even with conditions), refused, or not said. */
export type PetPolicy = 'allowed' | 'refused' | 'unknown';

// The assistant's reading of the Romanian rule: 'Animalele de companie nu sunt permise', '… mici sunt permise, cu
// anunț prealabil', '… sunt binevenite'.
const PET_RULE = /^animalele de companie\b/i;
const PETS_REFUSED = /\bnu sunt (?:permise|acceptate|primite)\b|\binterzise\b/i;
const PETS_ALLOWED = /\bsunt (?:permise|acceptate|primite|binevenite)\b/i;

/** What a property's house rules say about pets, as the assistant reads them. */
export function petPolicy(houseRules: readonly string[]): PetPolicy {
  const rule = houseRules.find((candidate) => PET_RULE.test(candidate));
  if (!rule) return 'unknown';
  if (PETS_REFUSED.test(rule)) return 'refused';
  return PETS_ALLOWED.test(rule) ? 'allowed' : 'unknown';
}

/**
 * True when a Romanian house rule says plainly whether pets may come, or does not speak of them: a rule about pets
 * that gives none of the three answers, or that the assistant could not read, leaves a guest with a dog unanswered.
 */
export function isPlainPetRule(rule: string): boolean {
  if (!isPetRule(rule)) return true;
  if (petsInRule(rule) === undefined) return false;
  return !PET_RULE.test(rule) || petPolicy([rule]) !== 'unknown';
}
