import type { EvalApp } from './app.ts';
import { flagNames, type BadgeCase, type FlagName } from './case-schemas.ts';
import type { SectionResult } from './report.ts';

// A snack, 100 g and a large plate: a badge is a fact of the food, the same at each.
const SERVINGS = [30, 100, 400];

export async function evaluateBadges(app: EvalApp, cases: BadgeCase[]): Promise<SectionResult> {
  let whole = 0;
  let steady = 0;
  const right = new Map<FlagName, number>(flagNames.map((f) => [f, 0]));
  const untold = new Set<FlagName>();
  const failures: string[] = [];
  for (const c of cases) {
    const [small, usual, large] = await Promise.all(SERVINGS.map((g) => app.flags(c.ref, g)));
    const problems: string[] = [];
    if (!usual) {
      failures.push(`${c.name} [${c.ref}]: not in the app's foods`);
      continue;
    }
    let notTold = 0;
    for (const flag of flagNames) {
      const told = usual[flag];
      if (told === undefined) {
        untold.add(flag);
        notTold++;
      } else if (told === c.flags[flag]) right.set(flag, right.get(flag)! + 1);
      else problems.push(`${flag} ${told ? 'set' : 'missing'}`);
    }
    if (notTold) problems.push(`${notTold} flags not told`);
    const wholeRight = flagNames.every((f) => usual[f] === c.flags[f]);
    if (wholeRight) whole++;
    const same = [small, large].every((other) => flagNames.every((f) => other?.[f] === usual[f]));
    if (same) steady++;
    else problems.push('changes with the serving size');
    if (!wholeRight || !same) failures.push(`${c.name} [${c.ref}]: ${problems.join(', ')}`);
  }
  const perFlag = flagNames.map((f) => `${f} ${((100 * right.get(f)!) / Math.max(1, cases.length)).toFixed(0)}%`).join(', ');
  return {
    title: 'Badges and flags',
    cases: cases.length,
    figures: [
      { name: 'badges: whole flag set right', passed: whole, total: cases.length },
      { name: 'badges: same at every serving', passed: steady, total: cases.length },
    ],
    notes: [`per flag: ${perFlag}`, ...(untold.size ? [`flags the app does not tell (counted wrong): ${[...untold].join(', ')}`] : [])],
    failures,
  };
}
