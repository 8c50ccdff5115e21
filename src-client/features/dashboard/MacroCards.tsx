import { Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';
import type { DayTargetsDto } from '../../../src/schemas/targets.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useFormat } from '../../i18n/format.ts';
import { macroCards } from './macro-cards.ts';
import classes from './MacroCards.module.css';

const BAR_COLORS = { calories: 'orange.7', protein: 'blue.7', carbs: 'leaf.7', fats: 'grape.7' } as const;

interface MacroCardsProps {
  targets: DayTargetsDto | undefined;
  macros: MacroTotals | undefined;
  loading: boolean;
  error: boolean;
}

/** Calories, protein, carbs and fats consumed today against the day's targets from the server. */
export function MacroCards({ targets, macros, loading, error }: MacroCardsProps) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  return (
    <section aria-label={t('macros.region')} data-tour="macros">
      {error && (
        <ErrorAlert title={t('macros.loadError')} mb="sm">
          {t('macros.loadErrorDetail')}
        </ErrorAlert>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {loading || !targets
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} height={112} radius="md" data-testid="macro-card-placeholder" />)
          : macroCards(targets, macros).map((card) => {
              const name = t(`macros.names.${card.key}`);
              return (
                <div key={card.key} className={classes.card} data-macro={card.key}>
                  <Text size="sm" fw={600} c="dimmed">
                    {name}
                  </Text>
                  {/* The target sits on its own line, so a phone never wraps 'kcal' or 'g' under the number. */}
                  <Text fz={26} fw={800} lh={1.25} className={classes.nowrap}>
                    {format.number(card.consumed)}
                  </Text>
                  <Text size="sm" fw={600} c="dimmed" className={classes.nowrap}>
                    {t('macros.target', { target: card.value, unit: card.unit })}
                  </Text>
                  <Progress
                    value={card.percent}
                    color={BAR_COLORS[card.key]}
                    size="md"
                    mt="sm"
                    aria-label={t('macros.progress', { name, percent: Math.round(card.percent) })}
                  />
                </div>
              );
            })}
      </SimpleGrid>
    </section>
  );
}
