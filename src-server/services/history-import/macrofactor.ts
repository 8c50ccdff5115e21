import ExcelJS from 'exceljs';
import { KG_PER_LB } from '../../../src/food-phrase/units.ts';
import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { cellNumber } from './csv-stream.ts';
import { FirstWeighIns, type HistoryFileReader, type HistoryFood } from '../../../src/domain/history-rows.ts';

/** A spreadsheet cell as text: a date as its ISO day, a formula as its result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** ISO days, or US ones ("1/2/2024") as a spreadsheet shows them. */
function dayOf(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const day = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text.slice(0, 10);
  return isoDate.safeParse(day).success ? day : null;
}

/** The weight column of a sheet and its unit: "Weight (kg)", "Scale Weight (lbs)" and the like. */
function weightColumn(header: readonly string[]): { index: number; kgPer: number } | null {
  const index = header.findIndex((name) => /weight\s*\((kg|lbs?)\)/i.test(name) && !/trend/i.test(name));
  if (index < 0) return null;
  return { index, kgPer: /\(kg\)/i.test(header[index]!) ? 1 : KG_PER_LB };
}

/**
 * MacroFactor's export (More → Data Management → Export, an .xlsx). Every sheet is read by its
 * columns, whatever its name:
 * - a food log ("Food Log", or the granular export): `Date`, `Food Name`, `Serving` (or `Serving Size`),
 *   `Calories (kcal)`, `Protein (g)`, `Fat (g)`, `Carbs (g)`, and `Fiber (g)`, `Sugars (g)`,
 *   `Sodium (mg)` when present; each row an entry with its own name and numbers, under snacks
 *   (the export has no meals);
 * - a scale weight sheet ("Scale Weight"): `Date` and `Weight (kg)` or `Weight (lbs)`; a day keeps its first.
 * The weight trend and expenditure sheets are MacroFactor's own estimates and are not read.
 */
export const macroFactorReader: HistoryFileReader = async (bytes) => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    // Not a spreadsheet: no records, which the service refuses.
    return { records: 0, skipped: 0, weights: [], steps: [], activity: [], foods: [] };
  }
  const foods: HistoryFood[] = [];
  const weights = new FirstWeighIns<number>();
  let records = 0;
  let skipped = 0;
  workbook.eachSheet((sheet) => {
    const header = ((sheet.getRow(1).values as ExcelJS.CellValue[]) ?? []).map(cellText);
    const col = (name: RegExp) => header.findIndex((cell) => name.test(cell));
    const date = col(/^date$/i);
    const food = col(/^food name$/i);
    const calories = col(/^calories \(kcal\)$/i);
    const weight = weightColumn(header);
    if (date < 0 || ((food < 0 || calories < 0) && !weight)) return;
    const serving = col(/^serving( size)?$/i);
    const protein = col(/^protein \(g\)$/i);
    const fat = col(/^fat \(g\)$/i);
    const carbs = col(/^carbs \(g\)$/i);
    const fiber = col(/^fiber \(g\)$/i);
    const sugar = col(/^sugars? \(g\)$/i);
    const sodium = col(/^sodium \(mg\)$/i);
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const cell = (index: number) => (index > 0 ? cellText(row.getCell(index).value) : '');
      const number = (index: number) => (index > 0 ? cellNumber(cell(index)) : null);
      records += 1;
      const day = dayOf(cell(date));
      if (food >= 0 && calories >= 0) {
        const name = cell(food).slice(0, 200);
        const kcal = number(calories);
        if (!day || !name || kcal === null) {
          skipped += 1;
          return;
        }
        const n = roundNutrition({ calories: kcal, protein: number(protein) ?? 0, carbs: number(carbs) ?? 0, fats: number(fat) ?? 0, fiber: number(fiber), sugar: number(sugar), sodium: number(sodium) });
        foods.push({ date: day, meal_type: 'snack', food_name: name, quantity: cell(serving).slice(0, 100) || '1 serving', ...n, fiber: n.fiber ?? null, sugar: n.sugar ?? null, sodium: n.sodium ?? null });
      } else {
        const value = number(weight!.index);
        if (!day || !value) {
          skipped += 1;
          return;
        }
        weights.add(day, rowNumber, value * weight!.kgPer);
      }
    });
  });
  return { records, skipped, weights: weights.list(), steps: [], activity: [], foods };
};
