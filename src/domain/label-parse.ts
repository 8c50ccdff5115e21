import { FIBRE_KCAL_PER_GRAM, KCAL_PER_GRAM, macroKcal } from './energy.ts';
import { FDA_DAILY_VALUES } from './daily-values.ts';

/** The label layouts read: US Nutrition Facts (2016 and the older one, dual column), Canadian bilingual, EU/UK. */
export type LabelFormat = 'us-2016' | 'us-classic' | 'us-dual' | 'canadian' | 'eu';

export const LABEL_FIELDS = [
  'calories',
  'fats',
  'saturatedFat',
  'transFat',
  'cholesterol',
  'sodium',
  'carbs',
  'fiber',
  'sugar',
  'addedSugar',
  'protein',
  'vitaminD',
  'calcium',
  'iron',
  'potassium',
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];

/** How a value was settled: its %DV or the label's energy agreed with it, or only OCR read it. */
export type LabelCheck = 'daily-value' | 'energy' | 'read';

export interface LabelReading {
  value: number;
  /** 0–100: the OCR's confidence in the words, raised when a check agrees, lowered when one disagrees. */
  confidence: number;
  check: LabelCheck;
  /** The printed text was read differently and a check chose another reading (e.g. "550" for "55g"). */
  repaired: boolean;
}

export interface LabelDraft {
  format: LabelFormat;
  servingDescription: string | null;
  servingGrams: number | null;
  /** Values per serving (per 100 g when the label gives nothing else). */
  fields: Partial<Record<LabelField, LabelReading>>;
}

export interface OcrLine {
  text: string;
  /** 0–100 */
  confidence: number;
  words?: { text: string; confidence: number }[];
}

// FDA daily values (21 CFR 101.9(c)): the 2016 label's and the older label's; Health Canada's.
const DV_2016 = new Map(Object.entries(FDA_DAILY_VALUES) as [LabelField, number][]);
const DV_CLASSIC = new Map<LabelField, number>([
  ['fats', 65],
  ['saturatedFat', 20],
  ['cholesterol', 300],
  ['sodium', 2400],
  ['carbs', 300],
  ['fiber', 25],
  ['protein', 50],
]);
const DV_CANADA = new Map<LabelField, number>([
  ['fats', 75],
  ['fiber', 28],
  ['sugar', 100],
  ['sodium', 2300],
  ['potassium', 3400],
  ['calcium', 1300],
  ['iron', 18],
]);
const DAILY_VALUES: Record<LabelFormat, Map<LabelField, number>> = { 'us-2016': DV_2016, 'us-dual': DV_2016, 'us-classic': DV_CLASSIC, canadian: DV_CANADA, eu: new Map() };

// The rows each layout must print (21 CFR 101.9(c); Canada's FDR B.01.401; EU 1169/2011 Art. 30, salt read as sodium).
const US_CLASSIC_ROWS: LabelField[] = ['calories', 'fats', 'saturatedFat', 'transFat', 'cholesterol', 'sodium', 'carbs', 'fiber', 'sugar', 'protein'];
const US_2016_ROWS: LabelField[] = [...US_CLASSIC_ROWS, 'addedSugar', 'vitaminD', 'calcium', 'iron', 'potassium'];
const MANDATORY_ROWS: Record<LabelFormat, LabelField[]> = {
  'us-2016': US_2016_ROWS,
  'us-dual': US_2016_ROWS,
  'us-classic': US_CLASSIC_ROWS,
  canadian: [...US_CLASSIC_ROWS, 'calcium', 'iron', 'potassium'],
  eu: ['calories', 'fats', 'saturatedFat', 'carbs', 'sugar', 'protein', 'sodium'],
};

/** EU labels declare salt; sodium is salt / 2.5, i.e. 400 mg of sodium per gram of salt. */
export const SODIUM_MG_PER_G_SALT = 400;
const KJ_PER_KCAL = 4.184;

type Unit = 'g' | 'mg' | 'mcg' | 'kcal' | 'kj' | '%' | null;
interface NumberToken {
  value: number;
  /** The number as OCR printed it. */
  literal: number;
  unit: Unit;
  /** Other readings of the same print, most likely first after `value`. */
  alternatives: number[];
  confidence: number;
}

// Which line names which field, the more specific first: "Saturated Fat" before "Fat".
const FIELD_WORDS: [LabelField | 'salt' | 'energy', RegExp][] = [
  ['calories', /^\W{0,3}calories(?![a-z])/],
  ['energy', /^\W{0,3}(energy|énergie|energie)\b/],
  // "Added" names nothing else on a label, and "Sugars" after it is often lost or misread.
  ['addedSugar', /\badded\b/],
  ['transFat', /\btrans\b/],
  // "tu" in bold print is often read as one or two other letters ("Sawrated").
  ['saturatedFat', /(sa[a-z]{0,2}rated|saturates|sat\.?\s*fat|saturés)/],
  ['fats', /(\btotal\s*|\b)fat(?![a-z])|\blipides\b/],
  ['cholesterol', /\bcholest/],
  ['sodium', /\bsodium\b/],
  ['salt', /\bsalt\b/],
  ['fiber', /\bfib(er|re)s?\b/],
  ['sugar', /\bsugars?\b|\bsucres\b/],
  ['carbs', /\bcarb|\bglucides\b/],
  ['protein', /\bprotein|\bprotéines\b/],
  ['vitaminD', /\bvitamin\s*d\b/],
  ['calcium', /\bcalcium\b/],
  ['iron', /\biron\b|\bfer\b/],
  ['potassium', /\bpotassium\b/],
];

/**
 * Letters OCR reads for digits when they stand among digits or before a unit: "Og" is 0 g, "l0" is 10;
 * and a one-digit amount glued to its bold name ("TotalFatlg", "Fatsg" for 8 g), as no name ends so.
 */
/** A rule under a row read as dashes through its words ("—Fi—b—re———lg"): a word's letters joined, longer runs a space. */
const unruled = (text: string) => text.replace(/(?<=\p{L})[—–]{1,2}(?=\p{L})/gu, '').replace(/[—–]+/g, ' ');

function fixDigits(text: string): string {
  return text
    .replace(/(?<=[a-z]{2})[OoIl|s](?=(?:m?g|mcg)\b)/g, (c) => (c === 's' ? '8' : /[Oo]/.test(c) ? '0' : '1')).replace(/(?<![A-Za-z])[0-9OoIl|SB]*[0-9][0-9OoIl|SB]*(?:[.,][0-9OoIl|]+)?|(?<![A-Za-z])[OoIl|]{1,2}(?=\s?(?:m?g|mcg|%)\b)/g, (token) =>
    token.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/S/g, '5').replace(/B/g, '8'),
  );
}

function unitOf(raw: string | undefined): Unit {
  const u = raw?.toLowerCase().replace('µg', 'mcg').replace('ug', 'mcg').replace('keal', 'kcal');
  return u === 'g' || u === 'mg' || u === 'mcg' || u === 'kcal' || u === 'kj' || u === '%' ? u : null;
}

function numberOf(raw: string): number {
  // "2,000" groups thousands; "3,5" is a decimal comma.
  return Number(/,\d{3}$/.test(raw) ? raw.replace(',', '') : raw.replace(',', '.'));
}

function wordConfidence(line: OcrLine, raw: string): number {
  const word = line.words?.find((w) => fixDigits(w.text).includes(raw));
  return word?.confidence ?? line.confidence;
}

/**
 * The numbers on a line with their units, with the other readings OCR's usual slips allow: a unit
 * "g" read as a last digit 9 ("55g" as "559", "0.5g" as "0.59"; a 0 less often), and a lost decimal
 * point, which a leading zero gives away ("0.3 g" as "03g").
 */
function numbersIn(line: OcrLine, text: string, unitExpected: boolean): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)(\s*)(mcg|µg|ug|mg|g|k[ce]al|kj|%)?(?![a-z])/gi)) {
    const raw = m[1]!;
    // An amount comes before its %DV, so a first number with a detached "%" and more after it lost its unit.
    const detached = unitExpected && out.length === 0 && m[3] === '%' && m[2] !== '' && /\d/.test(text.slice(m.index + m[0].length));
    const unit = detached ? null : unitOf(m[3]);
    const readings: number[] = [];
    const lostPoint = (digits: string) => (/^0\d/.test(digits) ? [numberOf(`${digits[0]}.${digits.slice(1)}`)] : []);
    if (unitExpected && unit === null && raw.length >= 2 && raw.endsWith('9')) readings.push(...lostPoint(raw.slice(0, -1)), numberOf(raw.slice(0, -1)));
    readings.push(...lostPoint(raw), numberOf(raw));
    if (unit === 'g' && raw.length >= 2 && raw.endsWith('9')) readings.push(...lostPoint(raw.slice(0, -1)), numberOf(raw.slice(0, -1)));
    if (unitExpected && unit === null && raw.length >= 2 && raw.endsWith('0')) readings.push(numberOf(raw.slice(0, -1)));
    // Last, a point lost before the last digit ("1.5g" as "159"): only a check can choose it.
    if (unitExpected) readings.push(...readings.filter((r) => Number.isInteger(r) && r >= 10).map((r) => r / 10));
    const [value, ...alternatives] = [...new Set(readings.filter(Number.isFinite))];
    out.push({ value: value!, literal: numberOf(raw), unit, alternatives, confidence: wordConfidence(line, raw) });
  }
  return out;
}

type FieldWord = (typeof FIELD_WORDS)[number][0];

/** The index in FIELD_WORDS of the field a line's words name, -1 for none. */
const fieldNamed = (text: string) => FIELD_WORDS.findIndex(([, re]) => re.test(text.toLowerCase()));

/** Amounts a label prints as part of another, each with its whole. */
const PARTS: [LabelField, LabelField][] = [
  ['saturatedFat', 'fats'],
  ['transFat', 'fats'],
  ['sugar', 'carbs'],
  ['fiber', 'carbs'],
  ['addedSugar', 'sugar'],
];

/**
 * The field line i names. A line naming none, or naming one without numbers, may be the first half
 * of a wrapped name ("Incl. Added" over "Sugars 0g"): it is read with the next line when together
 * they name a more specific field.
 */
function fieldOf(lines: OcrLine[], i: number): { field: FieldWord; re: RegExp; line: OcrLine } | null {
  const line = lines[i]!;
  const own = fieldNamed(line.text);
  if (own >= 0 && /\d/.test(line.text)) return { field: FIELD_WORDS[own]![0], re: FIELD_WORDS[own]![1], line };
  const next = lines[i + 1];
  if (!next) return null;
  const joined = { ...next, text: `${line.text} ${next.text}` };
  const both = fieldNamed(joined.text);
  const alone = fieldNamed(next.text);
  // A name alone on its line and another on the next are one wrapped name only when the second is the
  // first's whole ("Added" over "Sugars 10g"); otherwise OCR put the first row's numbers elsewhere
  // ("saturates" over "Carbohydrate 8g"), and the next line's numbers are its own.
  if (own >= 0 && alone >= 0 && !PARTS.some(([part, whole]) => part === FIELD_WORDS[own]![0] && whole === FIELD_WORDS[alone]![0])) return null;
  return both >= 0 && (alone < 0 || both < alone) ? { field: FIELD_WORDS[both]![0], re: FIELD_WORDS[both]![1], line: joined } : null;
}

/** The label's layout, from its words. */
export function detectFormat(text: string): LabelFormat {
  const t = text.toLowerCase();
  if (/valeur\s+nutritive|lipides|glucides/.test(t)) return 'canadian';
  if (/per\s*100\s*(g|ml)|typical\s+values|of\s+which|\bkj\b/.test(t)) return 'eu';
  if (/(?<!servings\s)per\s+container/.test(t)) return 'us-dual';
  if (/calories\s+from\s+fat|amount\s+per\s+serving/.test(t)) return 'us-classic';
  return 'us-2016';
}

interface Serving {
  description: string | null;
  grams: number | null;
  /** For a label with a per-100 g and a per-portion column: which column is the portion. */
  column: number;
  /** An EU label that prints a per-portion column besides per 100 g. */
  portion?: boolean;
}

function servingOf(lines: string[], format: LabelFormat): Serving {
  const text = lines.join('\n');
  if (format === 'eu') {
    const header = lines.find((l) => /per\s*100\s*g/i.test(l) && /portion|serving|per\s*\d+\s*g\b(?!.*100)/i.test(l.replace(/per\s*100\s*g/i, '')));
    const portion = header && (/(?:portion|serving)[^\d]{0,12}(\d+(?:[.,]\d+)?)\s*g/i.exec(header) ?? /per\s*(?!100\s*g)(\d+(?:[.,]\d+)?)\s*g/i.exec(header));
    // The bracketed weight with its unit misread: "(42 9)", "(429)", "(16 a)".
    const misread = header && !portion ? /(?:portion|serving)[^\d(]{0,12}\(\s*(\d+)\s*([a-z])?\s*\)/i.exec(header) : null;
    if (header && misread) {
      const grams = numberOf(misread[2] || !misread[1]!.endsWith('9') || misread[1]!.length < 2 ? misread[1]! : misread[1]!.slice(0, -1));
      const column = header.search(/per\s*100\s*g/i) < misread.index ? 1 : 0;
      return { description: `1 portion (${grams} g)`, grams, column, portion: true };
    }
    if (header && portion) {
      const grams = numberOf(portion[1]!);
      const column = header.search(/per\s*100\s*g/i) < header.indexOf(portion[0]) ? 1 : 0;
      return { description: `1 portion (${grams} g)`, grams, column, portion: true };
    }
    // A portion column whose weight could not be read: its values still, the weight left to the user.
    if (header) return { description: '1 portion', grams: null, column: header.search(/per\s*100\s*g/i) < header.search(/portion|serving/i) ? 1 : 0, portion: true };
    // A header cell wrapped over two lines ("Per portion (25" above "Per 100 g … g)"): a portion column
    // all the same, printed after the per-100 g one as the EU regulation has it.
    if (/per\s*100\s*g/i.test(text) && /per\s*(?:portion|serving)/i.test(text)) return { description: '1 portion', grams: null, column: 1, portion: true };
    return { description: '100 g', grams: 100, column: 0 };
  }
  // "Serving size" itself is often misread in bold print ("Sevingsze", "Sewving Sue"): any one word from
  // s to ze or size, or two words each from s. The weight is the first bracket holding only a number and
  // unit: "1 cup (8 fl oz) (240g)".
  const m = /(?:serving\s*size|^\W*s[a-z]{3,10}z[a-z]?\b|^\W*s[a-z]{4,8}\s+s[a-z]{1,3}\b|^per|^pour)\s*[:=~-]*\s*([^\n]+?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*(g|ml|9)?\s*\)/im.exec(text);
  if (!m) return { description: null, grams: null, column: 0 };
  // "(55g)" read as "(559)" or "(55 9)": the unit became a digit.
  const grams = m[3] ? m[2]! : m[2]!.replace(/9$/, '');
  return { description: m[1]!.trim(), grams: numberOf(grams), column: 0 };
}

/** One field's readings of the print, most likely first, before the label's checks choose one. */
export interface Candidate {
  values: number[];
  literal: number;
  dv: number | null;
  confidence: number;
  /** The label's two columns agree on these readings, so no other reading or OCR pass reopens them. */
  agreed?: boolean;
}

/** An amount as a label prints it: whole from 10, tenths below. */
const roundedAmount = (v: number) => (v >= 10 ? Math.round(v) : Math.round(v * 10) / 10);

/** Half the step a label rounds an amount to: whole grams from 10 g, tenths below; milligrams in tens. */
const roundingOf = (v: number) => (v >= 10 ? Math.max(0.5, v / 40) : 0.05);

/**
 * The readings of an amount that the label's other column confirms (on an EU label per portion =
 * per 100 g × portion / 100; on a US dual-column one per container = per serving × servings, each
 * rounded), so a lost decimal point or a unit read as a digit in one column is caught by the other:
 * only the readings it confirms when some agree.
 */
function sameAmount(a: NumberToken, other: NumberToken, scale: number): { values: number[]; agreed: boolean } {
  const values = [a.value, ...a.alternatives];
  const others = [other.value, ...other.alternatives];
  // How far down the other column's readings the first one agreeing with v lies: the likelier, the better.
  const rank = (v: number) => others.findIndex((o) => Math.abs(o * scale - v) <= roundingOf(o) * scale + roundingOf(v) + 1e-9);
  const agreed = values.filter((v) => rank(v) >= 0).sort((x, y) => rank(x) - rank(y));
  if (agreed.length > 0) return { values: agreed, agreed: true };
  // Neither column confirms the other, so one is misread: the amount the other implies is a last
  // reading, for the %DV or 4-4-9 to choose.
  const implied = others.map((o) => roundedAmount(o * scale));
  return { values: [...new Set([...values, ...implied])], agreed: false };
}

const MG_FIELDS = new Set<string>(['cholesterol', 'sodium', 'calcium', 'iron', 'potassium']);

/**
 * The readings of an amount that can be: no nutrient weighs more than the food it is given for
 * (grams of fat in 30 g of food are at most 30); all of them when none can.
 */
function possible(t: NumberToken, field: LabelField | 'salt', grams: number | null): NumberToken {
  if (grams === null || field === 'vitaminD') return t;
  const max = MG_FIELDS.has(field) ? grams * 1000 : grams;
  const [value, ...alternatives] = [t.value, ...t.alternatives].filter((v) => v <= max);
  return value === undefined ? t : { ...t, value, alternatives };
}

/**
 * Labels print amounts to tenths at most (salt to hundredths), so digits past those are the unit
 * misread ("7.4 g" as "7.449"): each such reading is preceded by its cut to the label's places.
 */
function asPrinted(t: NumberToken, places: number): NumberToken {
  const cut = (v: number) => Math.trunc(v * 10 ** places + 1e-9) / 10 ** places;
  const [value, ...alternatives] = [...new Set([t.value, ...t.alternatives].flatMap((v) => (cut(v) === v ? [v] : [cut(v), v])))];
  return { ...t, value: value!, alternatives };
}

/**
 * `columnScale`: the column read over the other one (per portion over per 100 g, per serving over per
 * container), else null; `grams`: the weight the column read is for, when known.
 */
function pick(tokens: NumberToken[], field: LabelField | 'salt' | 'energy', column: number, columnScale: number | null, grams: number | null = null, format: LabelFormat | null = null): Candidate | null {
  if (field === 'energy' || field === 'calories') {
    const kcal = tokens.filter((t) => t.unit === 'kcal');
    const kj = tokens.filter((t) => t.unit === 'kj');
    // One kcal read on a two-column row may be either column's: the 4-4-9 check confirms it or marks it doubtful.
    const own = kcal[column] ?? (kcal.length === 1 ? kcal[0] : undefined);
    const kcalOfKj = kj[column] && Math.round(kj[column].value / KJ_PER_KCAL);
    if (field === 'energy' && own) {
      // The kJ beside it checks the kcal (kJ = 4.184 × kcal, each rounded): the kcal reading it confirms
      // first; when none agrees one of the two is misread, and the kJ's kcal is a last reading for 4-4-9.
      const readings = [own.value, ...own.alternatives];
      const agreed = kcalOfKj === undefined ? [] : readings.filter((v) => Math.abs(v - kcalOfKj) <= 1);
      const values = kcalOfKj === undefined ? readings : agreed.length > 0 ? [...agreed, ...readings.filter((v) => !agreed.includes(v))] : [...new Set([...readings, kcalOfKj])];
      return { values, literal: own.literal, dv: null, confidence: own.confidence };
    }
    if (field === 'energy' && kcalOfKj !== undefined) return { values: [kcalOfKj], literal: kcalOfKj, dv: null, confidence: kj[column]!.confidence };
    if (field === 'energy') return null;
    // Energy has no %DV, so a number before a "% Daily Value" heading on its line is the calories.
    const first = tokens.find((t) => t.unit !== 'kj');
    return first ? { values: [first.value, ...first.alternatives], literal: first.literal, dv: null, confidence: first.confidence } : null;
  }
  // Salt is printed to hundredths, so its lost point is likelier two places from the end ("1.28g" as "128g").
  const amounts = tokens
    .filter((t) => t.unit !== '%')
    .map((t) => (field === 'salt' ? { ...t, alternatives: [...new Set([...[t.value, ...t.alternatives].filter((v) => Number.isInteger(v) && v >= 10).map((v) => v / 100), ...t.alternatives])] } : t))
    .map((t) => asPrinted(t, field === 'salt' ? 2 : 1));
  const dvs = tokens.filter((t) => t.unit === '%');
  const read = amounts[column] ?? amounts[0];
  // An amount OCR lost beside a %DV it read ("SawratedFatdg 20%"): no reading (nothing printed was read),
  // but the %DV may still give it (see `settle`).
  if (!read) return dvs.length > 0 && field !== 'salt' ? { values: [], literal: Number.NaN, dv: dvs[column]?.value ?? dvs[0]!.value, confidence: dvs[0]!.confidence } : null;
  const a = printableToken(format, field, possible(read, field, grams));
  const otherRead = columnScale !== null ? amounts[1 - column] : undefined;
  const other = otherRead && printableToken(format, field, possible(otherRead, field, grams === null ? null : grams / columnScale!));
  // A lone amount on a two-column row may be the other column's: the amount it implies is a last reading.
  const lone = columnScale !== null && amounts.length === 1 ? [a.value, ...a.alternatives].map((v) => roundedAmount(v * columnScale)) : [];
  const same = other ? sameAmount(a, other, columnScale!) : { values: [...new Set([a.value, ...a.alternatives, ...lone])], agreed: false };
  // A whole number read without its unit ("12" for "12g") is the plain reading too.
  return { values: same.values, literal: a.literal, dv: dvs[column]?.value ?? dvs[0]?.value ?? null, confidence: a.confidence, ...(same.agreed ? { agreed: true } : {}) };
}

const US_FORMATS: ReadonlySet<LabelFormat> = new Set(['us-2016', 'us-classic', 'us-dual']);

/**
 * The readings a label can have printed: a US label prints each amount on its rounding step, so a
 * reading between steps ('5.7' for '57g', '12.4' for '124g') never was. All of them when none is.
 */
function printable(format: LabelFormat | null, field: LabelField | 'salt', values: number[]): number[] {
  if (format === null || field === 'salt' || !US_FORMATS.has(format)) return values;
  const onStep = values.filter((v) => Math.abs(v / labelStep(field, v) - Math.round(v / labelStep(field, v))) < 1e-6);
  return onStep.length > 0 && onStep.length < values.length ? onStep : values;
}

/** A number read with only the readings its label can have printed. */
function printableToken(format: LabelFormat | null, field: LabelField | 'salt', t: NumberToken): NumberToken {
  const [value, ...alternatives] = printable(format, field, [t.value, ...t.alternatives]);
  return value === t.value && alternatives.length === t.alternatives.length ? t : { ...t, value: value!, alternatives };
}

/** The step a US label rounds an amount to (21 CFR 101.9(c)); vitamins and minerals as the 2016 label prints them. */
function labelStep(field: LabelField, v: number): number {
  if (field === 'cholesterol') return 5;
  if (field === 'sodium') return v < 140 ? 5 : 10;
  if (field === 'calcium' || field === 'potassium') return 10;
  if (field === 'iron' || field === 'vitaminD') return 0.1;
  if (field === 'fats' || field === 'saturatedFat' || field === 'transFat') return v < 5 ? 0.5 : 1;
  return 1;
}

/**
 * The amount a printed %DV gives when its amount was not read or disagrees with it: the one amount
 * a label may print (on the label's rounding steps) whose %DV rounds to the one printed; null when
 * several may, as for sodium, where one percent spans two or three printed amounts.
 */
function amountOfDv(field: LabelField, dv: number, daily: number): number | null {
  const fits: number[] = [];
  for (let v = 0; (v / daily) * 100 <= dv + 1; v = Math.round((v + labelStep(field, v)) * 10) / 10) if (Math.round((v / daily) * 100) === dv) fits.push(v);
  return fits.length === 1 ? fits[0]! : null;
}

/** The %DV printed agrees with the amount, given how labels round both. */
function agreesWithDv(value: number, dv: number, daily: number): boolean {
  const exact = (value / daily) * 100;
  return Math.abs(exact - dv) <= Math.max(1.5, exact * 0.12);
}

/** How the column read relates to the other: per portion / per 100 g on an EU label, per serving / per container on a dual one. */
function columnScaleOf(text: string, format: LabelFormat, serving: Serving): number | null {
  if (format === 'eu') return serving.grams !== null && serving.grams !== 100 ? (serving.column === 1 ? serving.grams / 100 : 100 / serving.grams) : null;
  if (format !== 'us-dual') return null;
  const servings = /(\d+(?:\.\d+)?)\s*servings?\s+per\s+container/i.exec(text);
  if (servings && Number(servings[1]) > 1) return 1 / Number(servings[1]);
  // The count is often lost at the start of its line; the calories of both columns give it too.
  const calories = /calories\D*?(\d+)\s+(\d+)\b/i.exec(text);
  const ratio = calories ? Math.round(Number(calories[2]) / Number(calories[1])) : 0;
  return ratio > 1 ? 1 / ratio : null;
}

/**
 * OCR lines of a nutrition label → a custom-food draft. Each value is checked against the %DV
 * printed beside it and the label's energy against its macronutrients (4-4-9); where a misread
 * number has another reading those checks accept, that reading is taken and marked repaired.
 * `rereads`, other OCR passes over the same photo, add their readings after the first pass's: they
 * fill the rows it lost, and give the checks more to choose from.
 */
export function parseLabel(lines: OcrLine[], rereads: OcrLine[][] = []): LabelDraft {
  const reads = [lines, ...rereads].map((read) => read.map((l) => ({ ...l, text: fixDigits(unruled(l.text).replace(/\s+/g, ' ').trim()) })));
  const texts = reads.map((read) => read.map((l) => l.text));
  const whole = texts.flat().join('\n');
  const format = detectFormat(whole);
  const servings = texts.map((t) => servingOf(t, format));
  // A pass that saw an EU label's portion column outweighs one that read only per 100 g.
  const portioned = servings.filter((s) => s.portion);
  const chosen = (portioned.length > 0 ? portioned : servings).find((s) => s.grams !== null) ?? portioned[0] ?? servings[0]!;
  const serving = chosen.portion && chosen.grams === null ? withEnergyWeight(chosen, texts) : chosen;
  const column = format === 'eu' ? serving.column : 0;
  const columnScale = columnScaleOf(whole, format, serving);
  // Readings two passes share come first (two reads agreeing is a check too), then the earlier pass's;
  // a row whose two columns agreed in one pass is taken from it.
  const merge = (had: Candidate | null | undefined, c: Candidate): Candidate => {
    if (!had || (c.agreed && !had.agreed)) return c;
    const shared = had.values.filter((v) => c.values.includes(v));
    // Two passes whose columns each agreed: what both agreed on first, as one may agree on a tenfold misread
    // of both columns; agreeing on nothing, the pass that agreed on its number as printed rather than repaired.
    if (had.agreed && c.agreed && shared.length === 0) return c.values[0] === c.literal && had.values[0] !== had.literal ? c : had;
    if (had.agreed) return c.agreed ? { ...had, values: [...new Set([...shared, ...had.values])] } : had;
    return { ...had, values: [...new Set([...shared, ...had.values, ...c.values])], dv: had.dv ?? c.dv };
  };
  const found = new Map<LabelField, Candidate>();
  let salt: Candidate | null = null;
  for (const read of reads) {
    const own = rowsOf(read, format, column, columnScale, serving.grams);
    for (const [field, c] of own.fields) found.set(field, merge(found.get(field), c));
    if (own.salt) salt = merge(salt, own.salt);
  }
  const fatKcal = format === 'us-classic' ? caloriesFromFat(texts.flat()) : null;
  return checkLabel({ format, servingDescription: serving.description, servingGrams: serving.grams, fields: found, salt, fatKcal });
}

/** The older US label's "Calories from Fat", printed after the calories on their line. */
function caloriesFromFat(lines: string[]): number | null {
  for (const line of lines) {
    const m = /^\W*ca\w*\s+\d+\b.*\bfat\s*(\d{1,3})\b/i.exec(line);
    if (m) return Number(m[1]);
  }
  return null;
}

/** The first two energies of a unit in a pass's text, in reading order (per 100 g, then per portion), as the rows' number reader reads them. */
function energyPair(text: string, unit: 'kj' | 'kcal'): [number, number] | null {
  const values = numbersIn({ text, confidence: 0 }, text, false).filter((t) => t.unit === unit).map((t) => t.literal);
  const [per100, portion] = [values[0], values.find((v) => v !== values[0])];
  return per100 && portion ? [per100, portion] : null;
}

/**
 * A portion column's weight when its header was not read: the portion's energy over 100 g's, in kJ
 * and in kcal, which must agree (within the rounding of a printed kcal), from the first pass that
 * read both columns' energy in both units.
 */
function withEnergyWeight(serving: Serving, texts: string[][]): Serving {
  for (const lines of texts) {
    const text = lines.join('\n');
    const ratios = [energyPair(text, 'kj'), energyPair(text, 'kcal')].filter((p) => p !== null).map(([per100, portion]) => (100 * portion) / per100);
    if (ratios.length < 2 || Math.max(...ratios) > Math.min(...ratios) * 1.03) continue;
    const grams = Math.round(ratios[0]!);
    if (grams >= 5 && grams <= 1000) return { ...serving, description: `1 portion (${grams} g)`, grams };
  }
  return serving;
}

/** `parseLabel` over every OCR pass of one photo, the main read first. */
export const parseReads = ([first = [], ...rereads]: OcrLine[][]): LabelDraft => parseLabel(first, rereads);

/**
 * One OCR pass's readings of each field it found, the first line naming a field taken. OCR puts the
 * numbers of a row whose name wraps over two lines on a line of their own, often after later rows:
 * each name left without numbers takes the first unclaimed line of numbers alone after it.
 */
function rowsOf(fixed: OcrLine[], format: LabelFormat, column: number, columnScale: number | null, grams: number | null): { fields: Map<LabelField, Candidate>; salt: Candidate | null } {
  const found = new Map<LabelField, Candidate>();
  let salt: Candidate | null = null;
  const unread: { field: FieldWord; at: number }[] = [];
  const take = (field: FieldWord, c: Candidate | null) => {
    if (!c) return false;
    if (field === 'salt') salt = c;
    else found.set(field === 'energy' ? 'calories' : field, c);
    return true;
  };
  const has = (field: FieldWord) => (field === 'salt' ? salt !== null : found.has(field === 'energy' ? 'calories' : field));
  for (let i = 0; i < fixed.length; i++) {
    const match = fieldOf(fixed, i);
    if (!match) {
      const alone = fieldNamed(fixed[i]!.text);
      if (alone >= 0 && !/\d/.test(fixed[i]!.text)) unread.push({ field: FIELD_WORDS[alone]![0], at: i });
      continue;
    }
    const { field, re, line } = match;
    // A wrapped name's second line ("Incl. Added" over "Sugars 0g") is that row's, never a row of its own.
    if (line !== fixed[i]) i++;
    if (has(field)) continue;
    // The numbers after the words; "Includes 10g Added Sugars" prints its amount before them.
    const at = line.text.toLowerCase().search(re);
    const after = field === 'addedSugar' ? line.text : line.text.slice(at).replace(/^[^\d]*?(?=\d|$)/, '');
    const unitExpected = field !== 'calories' && field !== 'energy';
    let tokens = numbersIn(line, after, unitExpected);
    // An energy row may put kJ and kcal on two lines.
    if (field === 'energy' && !tokens.some((t) => t.unit === 'kcal') && fixed[i + 1]) tokens = [...tokens, ...numbersIn(fixed[i + 1]!, fixed[i + 1]!.text, false)];
    if (!take(field, pick(tokens, field, column, columnScale, grams, format)) && tokens.length === 0) unread.push({ field, at: i });
  }
  // Lines of amounts alone, as many as the label has columns.
  const columns = columnScale === null ? 1 : 2;
  const loose = fixed
    .map((line, at) => ({ line, at, tokens: numbersIn(line, line.text, true) }))
    .filter(({ line, tokens }) => !/[a-z]{2,}/i.test(line.text.replace(/\b(mcg|mg|g)\b/gi, '')) && tokens.filter((t) => t.unit !== '%').length === columns);
  for (const { field, at } of unread) {
    if (field === 'energy' || field === 'calories' || has(field)) continue;
    const numbers = loose.find((l) => l.at > at);
    if (numbers && take(field, pick(numbers.tokens, field, column, columnScale, grams, format))) loose.splice(loose.indexOf(numbers), 1);
  }
  return { fields: found, salt };
}

// Under this confidence a field is unsettled: read with a low confidence and no check, or rejected by one.
const DOUBT = 50;
// An amount given by its %DV alone: likely right, but the user should look (the form asks under 80).
const DV_ONLY = 70;

/**
 * A draft the label's arithmetic leaves in doubt, worth another OCR pass: its calories unread or not
 * confirmed by 4-4-9, a field no check could settle, a row its layout must print missing, or no serving weight.
 */
export function isDoubtful(draft: LabelDraft): boolean {
  const { calories } = draft.fields;
  const missing = MANDATORY_ROWS[draft.format].some((f) => !draft.fields[f]);
  return !calories || calories.check === 'read' || missing || draft.servingGrams === null || Object.values(draft.fields).some((r) => r.confidence < DOUBT);
}

/** A label's readings before its checks, whoever read the print: OCR or a vision model. */
export interface LabelReadings {
  format: LabelFormat;
  servingDescription: string | null;
  servingGrams: number | null;
  fields: Map<LabelField, Candidate>;
  /** An EU label's salt, the sodium when no sodium row was read. */
  salt: Candidate | null;
  /** The older US label's calories from fat, when read. */
  fatKcal?: number | null;
}

/**
 * The older US label prints the calories from fat (fat × 9, rounded to 5 or 10 kcal): the fat readings
 * that give them come first, the closest first ("4.59" is 4.5 g beside 40 kcal from fat, not 4 g).
 */
function byCaloriesFromFat(values: number[], fatKcal: number): number[] {
  const off = (v: number) => Math.abs(v * KCAL_PER_GRAM.fats - fatKcal);
  const agree = values.filter((v) => off(v) <= 5).sort((a, b) => off(a) - off(b));
  return [...agree, ...values.filter((v) => !agree.includes(v))];
}

/** The one place a label's readings meet its arithmetic (%DV, 4-4-9, part ≤ whole), for every reader. */
export function checkLabel({ format, servingDescription, servingGrams, fields, salt, fatKcal = null }: LabelReadings): LabelDraft {
  const found = new Map(fields);
  const fat = found.get('fats');
  if (fat && fatKcal !== null) found.set('fats', { ...fat, values: byCaloriesFromFat(fat.values, fatKcal) });
  if (salt && !found.has('sodium')) {
    const sodium = (g: number) => Math.round(g * SODIUM_MG_PER_G_SALT);
    found.set('sodium', { values: salt.values.map(sodium), literal: sodium(salt.literal), dv: null, confidence: salt.confidence });
  }
  return { format, servingDescription, servingGrams, fields: settle(found, format) };
}

/**
 * One row's readings from its amount and %DV as printed ("55g 20%"), for a reader that reports rows
 * already split by field: the same readings an OCR row gives, so a unit read as a digit or a lost
 * point can still be repaired by the checks.
 */
export function rowReadings(field: LabelField | 'salt', printed: string, confidence: number): Candidate | null {
  const line = { text: fixDigits(printed), confidence };
  const tokens = numbersIn(line, line.text, field !== 'calories');
  // Energy printed with its unit (EU "250 kcal", or kJ alone) is read as an EU energy row.
  const energy = field === 'calories' && tokens.some((t) => t.unit === 'kcal' || t.unit === 'kj');
  return pick(tokens, energy ? 'energy' : field, 0, null);
}

function settle(found: Map<LabelField, Candidate>, format: LabelFormat): Partial<Record<LabelField, LabelReading>> {
  const daily = DAILY_VALUES[format];
  const chosen = new Map<LabelField, LabelReading>();
  const open = new Map<LabelField, Candidate>();
  for (const [field, read] of found) {
    const printed = printable(format, field, read.values);
    const c = printed === read.values ? read : { ...read, values: printed };
    const dv = daily.get(field);
    if (dv !== undefined && c.dv !== null) {
      const i = c.values.findIndex((v) => agreesWithDv(v, c.dv!, dv));
      if (i >= 0) {
        chosen.set(field, { value: c.values[i]!, confidence: Math.max(c.confidence, 95), check: 'daily-value', repaired: c.values[i] !== c.literal });
        continue;
      }
      const implied = amountOfDv(field, c.dv, dv);
      // Only a %DV was read: the amount it gives, under the form's ask-to-check mark.
      if (implied !== null && c.values.length === 0) {
        chosen.set(field, { value: implied, confidence: Math.min(c.confidence, DV_ONLY), check: 'daily-value', repaired: true });
        continue;
      }
      // The amount and its %DV disagree, so one is misread: the %DV's amount is a last reading, for 4-4-9 or part ≤ whole to choose.
      if (implied !== null && !c.values.includes(implied)) {
        open.set(field, { ...c, values: [...c.values, implied] });
        continue;
      }
    }
    if (c.values.length > 0) open.set(field, c);
  }
  // Every reading of each field, for the part ≤ whole check, even one the energy check settles (an EU label's fibre).
  const others = new Map([...open].map(([field, c]) => [field, c.values]));
  settleEnergy(chosen, open, format);
  for (const [field, c] of open) {
    chosen.set(field, { value: c.values[0]!, confidence: c.values.length > 1 ? Math.min(c.confidence, 50) : c.confidence, check: 'read', repaired: c.values[0] !== c.literal });
  }
  orderCheck(chosen, others, format);
  return Object.fromEntries(LABEL_FIELDS.filter((f) => chosen.has(f)).map((f) => [f, chosen.get(f)!]));
}

/**
 * Tries the open readings of calories, protein, carbs and fat (and an EU label's fibre) for the one set
 * the label's energy factors agree with. An EU label must compute its energy with the factors of
 * Regulation 1169/2011, Annex XIV (fibre 2 kcal/g, carbohydrate without it), so its slack is a tenth;
 * a US one may use other methods and counts fibre in carbohydrate, so a fifth.
 */
function settleEnergy(chosen: Map<LabelField, LabelReading>, open: Map<LabelField, Candidate>, format: LabelFormat) {
  const eu = format === 'eu';
  const keys = eu ? (['calories', 'protein', 'carbs', 'fats', 'fiber'] as const) : (['calories', 'protein', 'carbs', 'fats'] as const);
  const options = keys.map((k) => (chosen.has(k) ? [chosen.get(k)!.value] : (open.get(k)?.values ?? (k === 'fiber' ? [0] : []))));
  if (options.some((o) => o.length === 0)) return;
  const slack = eu ? 0.1 : 0.2;
  // Every set of one reading per field, ranked by its readings' places in their lists (likeliest first).
  // Of the sets the factors accept, the one with the likeliest readings, then the closest: the check only
  // says yes or no, as labels round. Rounding allows 15 kcal either way.
  const sets = options.reduce<{ values: number[]; rank: number }[]>((acc, o) => acc.flatMap((set) => o.map((v, i) => ({ values: [...set.values, v], rank: set.rank + i }))), [{ values: [], rank: 0 }]);
  let found: { values: number[]; rank: number; off: number } | null = null;
  for (const { values, rank } of sets) {
    const [kcal, protein, carbs, fats, fibre = 0] = values as [number, number, number, number, number?];
    const energy = macroKcal({ protein, carbs, fats }) + fibre * FIBRE_KCAL_PER_GRAM;
    const off = Math.abs(energy - kcal) / Math.max(kcal, 1);
    if ((Math.abs(energy - kcal) <= 15 || off <= slack) && (!found || rank < found.rank || (rank === found.rank && off < found.off))) found = { values, rank, off };
  }
  if (!found) {
    for (const k of keys) {
      const c = open.get(k);
      if (c) c.confidence = Math.min(c.confidence, 40);
    }
    return;
  }
  keys.forEach((k, i) => {
    const c = open.get(k);
    if (!c) return;
    chosen.set(k, { value: found.values[i]!, confidence: Math.max(c.confidence, 90), check: 'energy', repaired: found.values[i] !== c.literal });
    open.delete(k);
  });
}

/**
 * A part cannot exceed its whole (saturated ≤ fat, sugars ≤ carbs…): a part read larger takes its
 * other reading that fits, if it has one, and is doubtful otherwise.
 */
function orderCheck(chosen: Map<LabelField, LabelReading>, others: Map<LabelField, number[]>, format: LabelFormat) {
  for (const [part, whole] of PARTS) {
    // An EU label's carbohydrate leaves fibre out (Regulation 1169/2011, Annex I), so its fibre may be more.
    if (format === 'eu' && part === 'fiber') continue;
    const p = chosen.get(part);
    const w = chosen.get(whole);
    if (!p || !w || p.value <= w.value) continue;
    const fits = others.get(part)?.find((v) => v <= w.value);
    chosen.set(part, fits === undefined ? { ...p, confidence: Math.min(p.confidence, 30) } : { ...p, value: fits, repaired: true });
  }
}
