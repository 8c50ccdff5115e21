/** FDA daily values for adults and children 4 and older, as the 2016 label prints them (21 CFR 101.9(c)(7)(iii), (c)(8)(iv), (c)(9)). */
export const FDA_DAILY_VALUES = {
  fats: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  carbs: 275,
  fiber: 28,
  addedSugar: 50,
  protein: 50,
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
} as const;
