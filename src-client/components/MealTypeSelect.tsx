import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mealTypes, type MealType } from '../../src/domain/choices.ts';

const isMealType = (value: string | null): value is MealType => mealTypes.some((m) => m === value);

/** The 'Meal type' select: breakfast, lunch, dinner, snack. */
export function MealTypeSelect({ value, onChange, label }: { value: MealType; onChange: (meal: MealType) => void; label?: string }) {
  const { t } = useTranslation('food-log');
  return (
    <Select
      label={label ?? t('mealTypes.label')}
      data={mealTypes.map((meal) => ({ value: meal, label: t(`mealTypes.${meal}`) }))}
      value={value}
      onChange={(meal) => isMealType(meal) && onChange(meal)}
      allowDeselect={false}
    />
  );
}
