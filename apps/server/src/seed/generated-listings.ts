/**
 * Believable, varied listings by the million for `npm run seed:catalogue` and the benchmarks:
 * real bodies and lenses of the three brands, conditions, cities (accented ones too), prices
 * that follow the model's price, its age and its condition, and descriptions assembled from
 * many different words. Deterministic for a given seed, so runs can be compared.
 */

export type Kind = 'dslr' | 'mirrorless' | 'compact' | 'film' | 'lens';

interface Model {
  name: string;
  kind: Kind;
  /** New price in dollars. */
  price: number;
  /** The year it came out: nobody bought it before. */
  year: number;
}

/** Category ids the storefront uses: 1 Canon (spelt "Cannon" by the specification), 2 Sony, 3 Nikon. */
export const BRANDS = [
  { brand: 'Canon', categoryId: 1 },
  { brand: 'Sony', categoryId: 2 },
  { brand: 'Nikon', categoryId: 3 },
] as const;

const m = (name: string, kind: Kind, price: number, year: number): Model => ({ name, kind, price, year });

const MODELS: Record<1 | 2 | 3, Model[]> = {
  1: [
    m('EOS R5', 'mirrorless', 3899, 2020),
    m('EOS R6 Mark II', 'mirrorless', 2499, 2022),
    m('EOS R6', 'mirrorless', 2499, 2020),
    m('EOS R8', 'mirrorless', 1499, 2023),
    m('EOS R7', 'mirrorless', 1499, 2022),
    m('EOS R10', 'mirrorless', 979, 2022),
    m('EOS R50', 'mirrorless', 679, 2023),
    m('EOS RP', 'mirrorless', 1299, 2019),
    m('EOS M50 Mark II', 'mirrorless', 599, 2020),
    m('EOS 5D Mark IV', 'dslr', 3299, 2016),
    m('EOS 5D Mark III', 'dslr', 3499, 2012),
    m('EOS 6D Mark II', 'dslr', 1999, 2017),
    m('EOS 90D', 'dslr', 1199, 2019),
    m('EOS 80D', 'dslr', 1199, 2016),
    m('EOS Rebel T7i', 'dslr', 749, 2017),
    m('EOS 1D X Mark II', 'dslr', 5999, 2016),
    m('PowerShot G7 X Mark III', 'compact', 749, 2019),
    m('PowerShot G5 X Mark II', 'compact', 899, 2019),
    m('PowerShot SX740 HS', 'compact', 399, 2018),
    m('AE-1 Program', 'film', 180, 1981),
    m('A-1', 'film', 250, 1978),
    m('EOS 3', 'film', 1999, 1998),
    m('RF 24-70mm f/2.8L IS USM', 'lens', 2399, 2019),
    m('RF 50mm f/1.8 STM', 'lens', 199, 2020),
    m('RF 85mm f/1.2L USM', 'lens', 2699, 2019),
    m('RF 15-35mm f/2.8L IS USM', 'lens', 2299, 2019),
    m('RF 100-500mm f/4.5-7.1L IS USM', 'lens', 2899, 2020),
    m('EF 70-200mm f/2.8L IS III USM', 'lens', 2099, 2018),
    m('EF 50mm f/1.4 USM', 'lens', 399, 1993),
    m('EF 24-105mm f/4L IS II USM', 'lens', 1099, 2016),
    m('EF 100mm f/2.8L Macro IS USM', 'lens', 1299, 2009),
    m('EF-S 18-135mm f/3.5-5.6 IS USM', 'lens', 599, 2016),
  ],
  2: [
    m('Alpha a7 IV', 'mirrorless', 2499, 2021),
    m('Alpha a7 III', 'mirrorless', 1999, 2018),
    m('Alpha a7R V', 'mirrorless', 3899, 2022),
    m('Alpha a7R IV', 'mirrorless', 3499, 2019),
    m('Alpha a7S III', 'mirrorless', 3499, 2020),
    m('Alpha a7C II', 'mirrorless', 2199, 2023),
    m('Alpha a9 II', 'mirrorless', 4499, 2019),
    m('Alpha a1', 'mirrorless', 6499, 2021),
    m('Alpha a6700', 'mirrorless', 1399, 2023),
    m('Alpha a6400', 'mirrorless', 899, 2019),
    m('Alpha a6000', 'mirrorless', 549, 2014),
    m('ZV-E10', 'mirrorless', 699, 2021),
    m('FX30', 'mirrorless', 1799, 2022),
    m('Alpha a99 II', 'dslr', 3199, 2016),
    m('Alpha a77 II', 'dslr', 1199, 2014),
    m('RX100 VII', 'compact', 1299, 2019),
    m('RX100 V', 'compact', 999, 2016),
    m('ZV-1', 'compact', 749, 2020),
    m('RX10 IV', 'compact', 1699, 2017),
    m('FE 24-70mm f/2.8 GM II', 'lens', 2299, 2022),
    m('FE 50mm f/1.8', 'lens', 249, 2016),
    m('FE 85mm f/1.8', 'lens', 599, 2017),
    m('FE 35mm f/1.4 GM', 'lens', 1399, 2021),
    m('FE 70-200mm f/4 G OSS', 'lens', 1399, 2014),
    m('FE 70-200mm f/2.8 GM OSS II', 'lens', 2799, 2021),
    m('FE 16-35mm f/2.8 GM', 'lens', 2199, 2017),
    m('FE 200-600mm f/5.6-6.3 G OSS', 'lens', 1999, 2019),
    m('FE 90mm f/2.8 Macro G OSS', 'lens', 1099, 2015),
    m('E 18-135mm f/3.5-5.6 OSS', 'lens', 599, 2018),
  ],
  3: [
    m('Z6 II', 'mirrorless', 1999, 2020),
    m('Z7 II', 'mirrorless', 2999, 2020),
    m('Z8', 'mirrorless', 3999, 2023),
    m('Z9', 'mirrorless', 5499, 2021),
    m('Z5', 'mirrorless', 1399, 2020),
    m('Zf', 'mirrorless', 1999, 2023),
    m('Zfc', 'mirrorless', 959, 2021),
    m('Z50', 'mirrorless', 859, 2019),
    m('Z30', 'mirrorless', 709, 2022),
    m('D850', 'dslr', 3299, 2017),
    m('D780', 'dslr', 2299, 2020),
    m('D750', 'dslr', 1999, 2014),
    m('D7500', 'dslr', 1249, 2017),
    m('D5600', 'dslr', 699, 2016),
    m('D3500', 'dslr', 499, 2018),
    m('D500', 'dslr', 1999, 2016),
    m('Coolpix P1000', 'compact', 999, 2018),
    m('Coolpix A1000', 'compact', 479, 2019),
    m('FM2', 'film', 450, 1982),
    m('F3', 'film', 650, 1980),
    m('FE2', 'film', 400, 1983),
    m('F100', 'film', 1500, 1999),
    m('NIKKOR Z 24-70mm f/4 S', 'lens', 999, 2018),
    m('NIKKOR Z 24-70mm f/2.8 S', 'lens', 2299, 2019),
    m('NIKKOR Z 50mm f/1.8 S', 'lens', 599, 2018),
    m('NIKKOR Z 85mm f/1.8 S', 'lens', 799, 2019),
    m('NIKKOR Z 70-200mm f/2.8 VR S', 'lens', 2599, 2020),
    m('NIKKOR Z 14-30mm f/4 S', 'lens', 1299, 2019),
    m('AF-S NIKKOR 50mm f/1.8G', 'lens', 219, 2011),
    m('AF-S NIKKOR 70-200mm f/2.8E FL ED VR', 'lens', 2799, 2016),
    m('AF-S DX NIKKOR 18-140mm f/3.5-5.6G ED VR', 'lens', 599, 2014),
    m('AF-S NIKKOR 105mm f/2.8G VR Micro', 'lens', 899, 2006),
  ],
};

/** Condition names with how much of the new price a listing of that condition keeps, before age. */
const CONDITIONS = [
  { name: 'Like new', keeps: 0.85, weight: 10 },
  { name: 'Excellent', keeps: 0.75, weight: 30 },
  { name: 'Very good', keeps: 0.65, weight: 25 },
  { name: 'Good', keeps: 0.55, weight: 22 },
  { name: 'Fair', keeps: 0.42, weight: 9 },
  { name: 'For parts', keeps: 0.2, weight: 4 },
] as const;

const CITIES = [
  'Kraków',
  'Łódź',
  'Gdańsk',
  'Wrocław',
  'Poznań',
  'Warszawa',
  'Zürich',
  'Genève',
  'München',
  'Köln',
  'Düsseldorf',
  'Berlin',
  'Hamburg',
  'Wien',
  'Praha',
  'Brno',
  'Bratislava',
  'Budapest',
  'Ljubljana',
  'Zagreb',
  'Málaga',
  'Córdoba',
  'Madrid',
  'Barcelona',
  'València',
  'Lisboa',
  'Porto',
  'São Paulo',
  'Bogotá',
  'Montréal',
  'Québec',
  'Toronto',
  'Vancouver',
  'Paris',
  'Lyon',
  'Orléans',
  'Besançon',
  'Nîmes',
  'Milano',
  'Roma',
  'Torino',
  'Napoli',
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Bruxelles',
  'Antwerpen',
  'København',
  'Aarhus',
  'Malmö',
  'Göteborg',
  'Stockholm',
  'Oslo',
  'Tromsø',
  'Helsinki',
  'Tallinn',
  'Reykjavík',
  'Dublin',
  'London',
  'Manchester',
  'Edinburgh',
  'New York, NY',
  'Chicago, IL',
  'San Francisco, CA',
  'Austin, TX',
  'Seattle, WA',
  'Boston, MA',
  'Denver, CO',
  'Portland, OR',
  'Atlanta, GA',
] as const;

const BODY_OPENINGS = [
  'Selling my trusty {model} after {years} of weekend shooting.',
  'Upgraded to a newer body, so this {model} needs a new home.',
  'A {model} that has travelled with me through {place} and back.',
  'Clean {model}, always kept in a padded bag and a dry cabinet.',
  'Second body from my wedding kit; the {model} never let me down.',
  'Bought this {model} for a documentary project that wrapped last spring.',
  'Studio-only {model}: tethered most of its life, barely handled outdoors.',
  'My first serious camera, the {model}; time to pass it on.',
] as const;

const LENS_OPENINGS = [
  'Sharp copy of the {model}, focus calibrated and accurate wide open.',
  'Selling the {model}; I shoot mostly primes now.',
  'The {model} travelled with me through {place}; optics are spotless.',
  'Lovely {model}, no haze, no fungus, no dust worth mentioning.',
  'Used the {model} for portraits and street photography for {years}.',
] as const;

const FILM_OPENINGS = [
  'Classic {model}, serviced by a technician: light seals and mirror foam replaced.',
  'Mechanical {model} in working order; meter reads within a third of a stop.',
  'Inherited {model}, shutter speeds tested with a phone app and they are close.',
] as const;

const DETAILS = [
  'Shutter count around {count}.',
  'Sensor cleaned {when}.',
  'Firmware updated to the latest version.',
  'Minor brassing on the top plate, purely cosmetic.',
  'A faint scuff on the base plate from a tripod clamp.',
  'Rubber grip is tight, no peeling.',
  'Screen protector applied from day one; the display is flawless.',
  'Viewfinder is bright and clear.',
  'Autofocus tracks birds in flight without hunting.',
  'Eye detection works beautifully for portraits.',
  'Weather sealing kept it going through drizzle in the mountains.',
  'Image stabilisation works as it should, handheld at slow speeds.',
  'Battery holds a full day of shooting.',
  'Hot shoe and card doors close firmly.',
  'Tested with a fresh roll: negatives came back evenly exposed.',
  'Aperture blades are clean and snappy, no oil.',
  'Zoom ring is smooth with even resistance.',
  'Front and rear elements are scratch-free.',
  'Hood shows light marks from use.',
  'Manual focus ring turns smoothly.',
] as const;

const EXTRAS = [
  'spare battery',
  'two batteries',
  'original charger',
  'USB-C cable',
  'neck strap',
  'leather half case',
  'original box and manuals',
  'lens hood',
  'front and rear caps',
  'UV filter',
  'polariser',
  'battery grip',
  '64 GB memory card',
  'cleaning kit',
  'L-bracket',
  'remote shutter release',
  'shoulder bag',
] as const;

const CLOSINGS = [
  'Happy to meet in town so you can try it.',
  'Cash or bank transfer on collection.',
  'No trades, please.',
  'Price is firm.',
  'Reasonable offers considered.',
  'Smoke-free and pet-free home.',
  'Ask me anything about it.',
  'Receipt available for the warranty.',
] as const;

const PLACES = [
  'Iceland',
  'Patagonia',
  'the Alps',
  'Japan',
  'Morocco',
  'the Dolomites',
  'Scotland',
  'Vietnam',
  'Norway',
  'the Andes',
] as const;

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dawid',
  'Elif',
  'Farah',
  'Gustav',
  'Hana',
  'Ines',
  'Jonas',
  'Kasia',
  'Luca',
  'Marta',
  'Noah',
  'Oskar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tomás',
  'Uma',
  'Viktor',
  'Wiktoria',
  'Yusuf',
  'Zoë',
] as const;

const LAST_NAMES = [
  'Nowak',
  'Müller',
  'García',
  'Rossi',
  'Dubois',
  'Jansen',
  'Kowalski',
  'Sørensen',
  'Novák',
  'Silva',
  'Öztürk',
  'Lindqvist',
  'Byrne',
  'Martín',
  'Schäfer',
] as const;

/** A small fast seeded generator (mulberry32): the same seed gives the same catalogue. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedSeller {
  name: string;
  email: string;
  phone: string;
}

export function generatedSellers(count: number): GeneratedSeller[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
    email: `seller-${i + 1}@catalogue.refocus.test`,
    phone: `+48 600 ${String(100 + i).padStart(3, '0')} ${String(1000 + ((i * 37) % 9000)).slice(0, 3)}`,
  }));
}

export interface GeneratedListing {
  name: string;
  categoryId: 1 | 2 | 3;
  kind: Kind;
  /** The model's name without the brand (for its lens mount). */
  model: string;
  location: string;
  /** Cents. */
  resalePrice: number;
  originalPrice: number;
  yearOfUse: number;
  yearOfPurchase: number;
  condition: string;
  description: string;
  status: 'available' | 'booked' | 'sold';
}

const CONDITION_WEIGHT = CONDITIONS.reduce((sum, c) => sum + c.weight, 0);

/** Makes listings one after the other from a seeded generator. */
export class ListingGenerator {
  private readonly random: () => number;

  constructor(
    seed: number,
    private readonly thisYear = new Date().getUTCFullYear(),
  ) {
    this.random = seededRandom(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  private condition() {
    let roll = this.random() * CONDITION_WEIGHT;
    for (const condition of CONDITIONS) {
      roll -= condition.weight;
      if (roll < 0) return condition;
    }
    return CONDITIONS[1];
  }

  next(): GeneratedListing {
    const { brand, categoryId } = this.pick(BRANDS);
    const model = this.pick(MODELS[categoryId]);
    const condition = this.condition();
    const yearOfPurchase = model.year + Math.floor(this.random() * (this.thisYear - model.year + 1));
    const yearOfUse = Math.max(0.5, this.thisYear - yearOfPurchase + (this.random() < 0.5 ? 0 : 0.5));
    // Older gear keeps less of its price; film classics are priced by what they fetch today.
    const ageFactor = Math.max(0.35, 1 - yearOfUse * 0.06);
    const dollars = model.price * condition.keeps * ageFactor * (0.85 + this.random() * 0.3);
    const resalePrice = Math.max(1000, Math.round(dollars) * 100 - (this.random() < 0.6 ? 100 : 0));
    const roll = this.random();
    return {
      name: this.title(brand, model),
      categoryId,
      kind: model.kind,
      model: model.name,
      location: this.pick(CITIES),
      resalePrice,
      originalPrice: model.price * 100,
      yearOfUse,
      yearOfPurchase,
      condition: condition.name,
      description: this.description(brand, model, yearOfUse),
      status: roll < 0.9 ? 'available' : roll < 0.95 ? 'sold' : 'booked',
    };
  }

  private title(brand: string, model: Model): string {
    const full = `${brand} ${model.name}`;
    const roll = this.random();
    if (model.kind === 'lens' || model.kind === 'film') return roll < 0.2 ? `${full} (boxed)` : full;
    if (roll < 0.15) return `${full} body only`;
    if (roll < 0.25) return `${full} with ${this.pick(EXTRAS)}`;
    if (roll < 0.3) return `${full} kit`;
    return full;
  }

  private description(brand: string, model: Model, yearOfUse: number): string {
    const openings =
      model.kind === 'lens' ? LENS_OPENINGS : model.kind === 'film' ? FILM_OPENINGS : BODY_OPENINGS;
    const years = yearOfUse <= 1 ? 'a year' : `${Math.round(yearOfUse)} years`;
    const opening = this.pick(openings)
      .replace('{model}', `${brand} ${model.name}`)
      .replace('{years}', years)
      .replace('{place}', this.pick(PLACES));
    const details: string[] = [];
    const detailCount = 1 + Math.floor(this.random() * 3);
    for (let i = 0; i < detailCount; i++) {
      details.push(
        this.pick(DETAILS)
          .replace('{count}', `${(5 + Math.floor(this.random() * 150)) * 1000}`)
          .replace(
            '{when}',
            this.pick(['last month', 'in the spring', 'before listing', 'at a service centre']),
          ),
      );
    }
    const extras = [this.pick(EXTRAS), this.pick(EXTRAS)].filter((e, i, all) => all.indexOf(e) === i);
    return `${opening} ${details.join(' ')} Comes with ${extras.join(' and ')}. ${this.pick(CLOSINGS)}`;
  }
}

/**
 * Words a visitor might search for, taken from what the generator writes, for benchmarks
 * that send searches finding something; `NOTHING_WORDS` find nothing.
 */
export function searchVocabulary(): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}/.-]+/u)) {
      const trimmed = word.replace(/^[.,-]+|[.,-]+$/g, '');
      if (trimmed.length >= 3) words.add(trimmed);
    }
  };
  for (const { brand } of BRANDS) add(brand);
  for (const models of Object.values(MODELS)) for (const model of models) add(model.name);
  for (const text of [
    ...BODY_OPENINGS,
    ...LENS_OPENINGS,
    ...FILM_OPENINGS,
    ...DETAILS,
    ...EXTRAS,
    ...CLOSINGS,
    ...PLACES,
    ...CITIES,
  ]) {
    add(text.replace(/\{\w+\}/g, ' '));
  }
  return [...words].sort();
}

export const NOTHING_WORDS = [
  'hasselblad',
  'leica',
  'fujifilm',
  'olympus',
  'pentax',
  'zeiss',
  'voigtlander',
  'mamiya',
  'rolleiflex',
  'polaroid',
  'xylophone',
  'quasar',
  'zebrafish',
  'wombat',
] as const;
