import { ActionIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconEdit, IconPlus, IconShare, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import cardClasses from './FoodCard.module.css';
import { FoodCardContent } from './FoodCardContent.tsx';
import classes from './SwipeFoodCard.module.css';
import type { FoodResult } from '../../shared/food-log-types.ts';
import { useSwipe } from './use-swipe.ts';

export type SwipeAction = 'favorite' | 'edit' | 'share' | 'delete';

const ACTIONS: { action: SwipeAction; icon: typeof IconStar; color: string }[] = [
  { action: 'favorite', icon: IconStar, color: 'yellow' },
  { action: 'edit', icon: IconEdit, color: 'blue' },
  { action: 'share', icon: IconShare, color: 'grape' },
  { action: 'delete', icon: IconTrash, color: 'red' },
];

interface SwipeFoodCardProps {
  food: FoodResult;
  favorite: boolean;
  onSelect: (food: FoodResult) => void;
  onAdd: (food: FoodResult) => void;
  onAction: (action: SwipeAction, food: FoodResult) => void;
}

/** Touch result card: right adds the food, left reveals favorite, edit, share and delete. */
export function SwipeFoodCard({ food, favorite, onSelect, onAdd, onAction }: SwipeFoodCardProps) {
  const { t } = useTranslation('food-log');
  const swipe = useSwipe({ onAdd: () => onAdd(food) });
  const run = (action: SwipeAction) => {
    swipe.close();
    onAction(action, food);
  };

  return (
    <div className={classes.track}>
      <div className={classes.addHint} aria-hidden>
        <IconPlus size={16} /> {t('swipe.add')}
      </div>
      <div className={classes.actions} inert={!swipe.open}>
        {ACTIONS.map(({ action, icon: Icon, color }) => (
          <Tooltip key={action} label={t(`swipe.actions.${action}`)} withinPortal>
            <ActionIcon variant="filled" color={color} radius="xl" aria-label={t('swipe.actionLabel', { action: t(`swipe.actions.${action}`), food: food.name })} onClick={() => run(action)}>
              <Icon size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
      </div>
      <UnstyledButton
        className={`${cardClasses.card} ${classes.card}`}
        style={{ '--swipe-offset': `${swipe.offset}px` }}
        data-dragging={swipe.dragging || undefined}
        onClick={() => (swipe.open ? swipe.close() : onSelect(food))}
        {...swipe.handlers}
      >
        <FoodCardContent food={food} favorite={favorite} />
      </UnstyledButton>
    </div>
  );
}
