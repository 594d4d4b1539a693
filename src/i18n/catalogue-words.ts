// The words the whole catalogue shares, translated once: the amenities, the safety equipment, the languages a host
// speaks, the kinds of stay and the cancellation policies, each as the property files write it in Romanian. A
// property's own text (title, description, photos' alt texts, house rules, places nearby) is translated in its own
// file (src/content/properties/{en,ru}/). The pages read these at build time; no browser loads the tables.
import type { Language } from '../lib/languages';

/** A Romanian catalogue word and what it is in each other language. */
type Words = Readonly<Record<string, Readonly<Record<Exclude<Language, 'ro'>, string>>>>;

export const AMENITIES: Words = {
  'Acces direct la plajă': { en: 'Direct beach access', ru: 'Прямой выход на пляж' },
  'Aer condiționat': { en: 'Air conditioning', ru: 'Кондиционер' },
  Balcon: { en: 'Balcony', ru: 'Балкон' },
  'Bibliotecă cu cărți și jocuri': { en: 'Books and games', ru: 'Книги и настольные игры' },
  Biciclete: { en: 'Bicycles', ru: 'Велосипеды' },
  Bucătărie: { en: 'Kitchen', ru: 'Кухня' },
  Cafetieră: { en: 'Coffee maker', ru: 'Кофеварка' },
  'Caiace pentru lac': { en: 'Kayaks for the lake', ru: 'Каяки для озера' },
  'Cuptor cu microunde': { en: 'Microwave', ru: 'Микроволновая печь' },
  'Curte comună': { en: 'Shared courtyard', ru: 'Общий двор' },
  'Curățenie zilnică': { en: 'Daily cleaning', ru: 'Ежедневная уборка' },
  'Fier de călcat': { en: 'Iron', ru: 'Утюг' },
  Frigider: { en: 'Fridge', ru: 'Холодильник' },
  Grătar: { en: 'Barbecue', ru: 'Мангал' },
  'Halate și papuci': { en: 'Bathrobes and slippers', ru: 'Халаты и тапочки' },
  Jacuzzi: { en: 'Jacuzzi', ru: 'Джакузи' },
  Lift: { en: 'Lift', ru: 'Лифт' },
  'Loc de joacă pentru copii': { en: "Children's playground", ru: 'Детская площадка' },
  'Masă de biliard': { en: 'Pool table', ru: 'Бильярдный стол' },
  'Mașină de spălat': { en: 'Washing machine', ru: 'Стиральная машина' },
  'Mașină de spălat vase': { en: 'Dishwasher', ru: 'Посудомоечная машина' },
  'Mic dejun la cerere': { en: 'Breakfast on request', ru: 'Завтрак по запросу' },
  Minibar: { en: 'Minibar', ru: 'Мини-бар' },
  Parcare: { en: 'Parking', ru: 'Парковка' },
  Piscină: { en: 'Swimming pool', ru: 'Бассейн' },
  'Piscină încălzită': { en: 'Heated pool', ru: 'Бассейн с подогревом' },
  'Prosoape de plajă': { en: 'Beach towels', ru: 'Пляжные полотенца' },
  'Prosoape și lenjerie': { en: 'Towels and bed linen', ru: 'Полотенца и постельное бельё' },
  'Pătuț pentru copii': { en: 'Cot', ru: 'Детская кроватка' },
  'Pătuț pentru copii la cerere': { en: 'Cot on request', ru: 'Детская кроватка по запросу' },
  Saună: { en: 'Sauna', ru: 'Сауна' },
  'Scaun de masă pentru copii': { en: 'High chair', ru: 'Детский стульчик' },
  'Spațiu de lucru': { en: 'Workspace', ru: 'Рабочее место' },
  Televizor: { en: 'TV', ru: 'Телевизор' },
  'Terasă cu vedere la port': { en: 'Terrace with a harbour view', ru: 'Терраса с видом на порт' },
  'Terasă panoramică': { en: 'Panoramic terrace', ru: 'Панорамная терраса' },
  'Terasă privată': { en: 'Private terrace', ru: 'Собственная терраса' },
  'Uscător de păr': { en: 'Hair dryer', ru: 'Фен' },
  'Vedere la mare': { en: 'Sea view', ru: 'Вид на море' },
  Ventilator: { en: 'Fan', ru: 'Вентилятор' },
  'Ventilator în fiecare cameră': { en: 'A fan in every room', ru: 'Вентилятор в каждой комнате' },
  'Wi-Fi': { en: 'Wi-Fi', ru: 'Wi-Fi' },
  'Încălzire centrală': { en: 'Central heating', ru: 'Центральное отопление' },
  'Încălzire în pardoseală': { en: 'Underfloor heating', ru: 'Тёплый пол' },
  Șezlonguri: { en: 'Sun loungers', ru: 'Шезлонги' },
};

export const SAFETY_FEATURES: Words = {
  'Balustradă de siguranță la piscină': { en: 'Pool safety railing', ru: 'Ограждение бассейна' },
  'Camere de supraveghere la exterior': { en: 'Outdoor security cameras', ru: 'Камеры наблюдения снаружи' },
  'Detector de fum': { en: 'Smoke detector', ru: 'Датчик дыма' },
  'Detector de monoxid de carbon': { en: 'Carbon monoxide detector', ru: 'Датчик угарного газа' },
  Extinctor: { en: 'Fire extinguisher', ru: 'Огнетушитель' },
  'Seif în cameră': { en: 'In-room safe', ru: 'Сейф в номере' },
  'Trusă de prim ajutor': { en: 'First aid kit', ru: 'Аптечка' },
};

// In lower case in Russian, as a sentence writes a language's name ('Языки общения: румынский, английский').
export const HOST_LANGUAGES: Words = {
  Engleză: { en: 'English', ru: 'английский' },
  Franceză: { en: 'French', ru: 'французский' },
  Germană: { en: 'German', ru: 'немецкий' },
  Italiană: { en: 'Italian', ru: 'итальянский' },
  Română: { en: 'Romanian', ru: 'румынский' },
  Rusă: { en: 'Russian', ru: 'русский' },
};

export const PROPERTY_TYPE_WORDS: Words = {
  'Cameră privată în hotel': { en: 'Private hotel room', ru: 'Номер в отеле' },
  'Apartament întreg': { en: 'Entire apartment', ru: 'Квартира целиком' },
  'Suită premium': { en: 'Premium suite', ru: 'Люкс премиум' },
  'Vilă de lux': { en: 'Luxury villa', ru: 'Роскошная вилла' },
  Penthouse: { en: 'Penthouse', ru: 'Пентхаус' },
};

export const CANCELLATION_POLICIES: Words = {
  Flexibilă: { en: 'Flexible', ru: 'Гибкие' },
  Moderată: { en: 'Moderate', ru: 'Умеренные' },
  Strictă: { en: 'Strict', ru: 'Строгие' },
};

/** The types of unit a classification certificate names (src/lib/catalogue-rules.ts, UNIT_TYPES). */
export const UNIT_TYPE_WORDS: Words = {
  Hotel: { en: 'Hotel', ru: 'Отель' },
  'Hotel-apartament': { en: 'Apartment hotel', ru: 'Апарт-отель' },
  Motel: { en: 'Motel', ru: 'Мотель' },
  Hostel: { en: 'Hostel', ru: 'Хостел' },
  'Vilă turistică': { en: 'Tourist villa', ru: 'Туристическая вилла' },
  Bungalou: { en: 'Bungalow', ru: 'Бунгало' },
  'Pensiune turistică': { en: 'Guesthouse', ru: 'Гостевой дом' },
  'Pensiune agroturistică': { en: 'Agritourism guesthouse', ru: 'Агротуристический гостевой дом' },
  'Apartament de închiriat': { en: 'Apartment for rent', ru: 'Апартаменты внаём' },
  'Cameră de închiriat': { en: 'Room for rent', ru: 'Комната внаём' },
};

export const COUNTRY: Words = {
  România: { en: 'Romania', ru: 'Румыния' },
};

/** `word` (as a property file writes it in Romanian) in `language`; Romanian returns it as it is. */
export function catalogueWord(words: Words, word: string, language: Language): string {
  if (language === 'ro') return word;
  const translated = words[word]?.[language];
  if (translated === undefined)
    throw new Error(`no ${language} for the catalogue word '${word}' (src/i18n/catalogue-words.ts)`);
  return translated;
}
