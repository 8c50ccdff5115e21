import { Group, List, Modal, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealPlanDto, ShoppingCategory } from '../../../src/schemas/meal-plan.ts';
import { DailyMealsPanel } from './DailyMealsPanel.tsx';
import { ShoppingChecklist } from './ShoppingChecklist.tsx';
import { daysFromDuration, parsePlanLists, PLAN_DEFAULTS } from './plan-math.ts';
import { usePlanLabels } from './use-plan-labels.ts';

/** A saved plan's details: summary, then Daily Meals and Shopping List tabs. */
export function PlanDialog({ plan, onClose }: { plan: MealPlanDto | null; onClose: () => void }) {
  const { t } = useTranslation('meal-plans');
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan?.name ?? t('plan.fallbackName')} size="xl" closeButtonProps={{ 'aria-label': t('close') }}>
      {plan && <PlanDetails key={plan.id} plan={plan} />}
    </Modal>
  );
}

function PlanDetails({ plan }: { plan: MealPlanDto }) {
  const { t } = useTranslation('meal-plans');
  const labels = usePlanLabels();
  const { meals, shoppingList } = useMemo(() => parsePlanLists(plan), [plan]);
  const days = daysFromDuration(plan.duration);
  // Day 1 is selected first: the spec leaves it open, and the first day is where a plan starts.
  const [day, setDay] = useState(1);
  return (
    <>
      <Group gap="md" mb="md">
        <Text size="sm">
          <Text span c="dimmed">
            {t('plan.duration')}
          </Text>{' '}
          {labels.duration(plan.duration)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('plan.servingsLabel')}
          </Text>{' '}
          {plan.servings || PLAN_DEFAULTS.servings}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('plan.difficulty')}
          </Text>{' '}
          {labels.difficulty(plan.difficulty)}
        </Text>
      </Group>
      <Tabs defaultValue="meals">
        <Tabs.List>
          <Tabs.Tab value="meals">{t('plan.dailyMeals')}</Tabs.Tab>
          <Tabs.Tab value="shopping">{t('plan.shoppingList')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="meals" pt="md">
          <DailyMealsPanel planId={plan.id} days={days} day={day} onDay={setDay} meals={meals} />
        </Tabs.Panel>
        <Tabs.Panel value="shopping" pt="md">
          {byAisle(plan.shoppingList) ? (
            <ShoppingChecklist planId={plan.id} planName={plan.name} list={plan.shoppingList} />
          ) : shoppingList.length === 0 ? (
            <Text c="dimmed">{t('shopping.empty')}</Text>
          ) : (
            <List spacing={4} size="sm">
              {shoppingList.map((item, i) => (
                <List.Item key={`${item}-${i}`}>{item}</List.Item>
              ))}
            </List>
          )}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** Generated plans keep their list by aisle; imported ones may hold plain text items, shown as they are. */
function byAisle(list: unknown): list is ShoppingCategory[] {
  return Array.isArray(list) && list.length > 0 && list.every((c) => typeof c === 'object' && c !== null && 'category' in c && Array.isArray((c as ShoppingCategory).items));
}
