import { UnstyledButton } from '@mantine/core';
import classes from './FoodCard.module.css';
import { FoodCardContent } from './FoodCardContent.tsx';
import type { FoodResult } from '../../shared/food-log-types.ts';

/** A result card for mouse and keyboard: a click opens the serving calculator. */
export function FoodCard({ food, favorite = false, onSelect }: { food: FoodResult; favorite?: boolean; onSelect: (food: FoodResult) => void }) {
  return (
    <UnstyledButton className={classes.card} onClick={() => onSelect(food)}>
      <FoodCardContent food={food} favorite={favorite} />
    </UnstyledButton>
  );
}
