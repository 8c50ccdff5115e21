import { Badge, Group, Modal, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { GeneratedDay } from './GeneratedDay.tsx';
import { ShoppingChecklist } from './ShoppingChecklist.tsx';

/** The freshly generated plan: Meals by day and a Shopping List to tick off. */
export function GeneratedPlanDialog({ plan, onClose }: { plan: MealPlanDto | null; onClose: () => void }) {
  const { t } = useTranslation('meal-plans');
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan?.name ?? t('plan.fallbackName')} size="xl" closeButtonProps={{ 'aria-label': t('close') }}>
      {plan && (
        <>
          <Group gap="xs" mb="md">
            <Badge variant="light">{t('plan.days', { count: plan.totalDays })}</Badge>
            <Badge variant="light">{t('plan.kcalPerDay', { calories: plan.dailyAverages.calories })}</Badge>
            <Badge variant="light" color="gray">
              {t('plan.servings', { count: plan.servings })}
            </Badge>
          </Group>
          {plan.warnings.map((w) => (
            <Text key={w} size="sm" mb="xs">
              {w}
            </Text>
          ))}
          <Tabs defaultValue="meals" key={plan.id}>
            <Tabs.List>
              <Tabs.Tab value="meals">{t('plan.meals')}</Tabs.Tab>
              <Tabs.Tab value="shopping">{t('plan.shoppingList')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="meals" pt="md">
              {plan.days.map((day) => (
                <GeneratedDay key={day.day} planId={plan.id} day={day} targets={plan.targets} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="shopping" pt="md">
              <ShoppingChecklist planId={plan.id} planName={plan.name} list={plan.shoppingList} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Modal>
  );
}
