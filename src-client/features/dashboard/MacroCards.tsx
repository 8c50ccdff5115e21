import { Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { MacroTotals } from '../../../src/schemas/food-log.ts';
import type { UserDto } from '../../../src/schemas/user.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { macroCards } from './macro-cards.ts';
import classes from './MacroCards.module.css';

const BAR_COLORS = { calories: 'orange.7', protein: 'blue.7', carbs: 'leaf.7', fats: 'grape.7' } as const;

interface MacroCardsProps {
  user: UserDto;
  macros: MacroTotals | undefined;
  loading: boolean;
  error: boolean;
}

/** Calories, protein, carbs and fats consumed today against the user's targets (spec §2, §4). */
export function MacroCards({ user, macros, loading, error }: MacroCardsProps) {
  return (
    <section aria-label="Today's macros" data-tour="macros">
      {error && (
        <ErrorAlert title="Failed to fetch daily progress" mb="sm">
          Your totals could not be loaded. Please try again later.
        </ErrorAlert>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {loading
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} height={112} radius="md" data-testid="macro-card-placeholder" />)
          : macroCards(user, macros).map((card) => (
              <div key={card.key} className={classes.card} data-macro={card.key}>
                <Text size="sm" fw={600} c="dimmed">
                  {card.label}
                </Text>
                {/* The target sits on its own line, so a phone never wraps 'kcal' or 'g' under the number. */}
                <Text fz={26} fw={800} lh={1.25} className={classes.nowrap}>
                  {card.consumed.toLocaleString('en-US')}
                </Text>
                <Text size="sm" fw={600} c="dimmed" className={classes.nowrap}>
                  / {card.value.toLocaleString('en-US')} {card.unit}
                </Text>
                <Progress
                  value={card.percent}
                  color={BAR_COLORS[card.key]}
                  size="md"
                  mt="sm"
                  aria-label={`${card.label}: ${Math.round(card.percent)}% of target`}
                />
              </div>
            ))}
      </SimpleGrid>
    </section>
  );
}
