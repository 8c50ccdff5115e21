import { Badge, Group, Modal, Tabs, Text } from '@mantine/core';
import type { MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { GeneratedDay } from './GeneratedDay.tsx';
import { ShoppingChecklist } from './ShoppingChecklist.tsx';

/** The freshly generated plan: Meals by day and a Shopping List to tick off (spec §2). */
export function GeneratedPlanDialog({ plan, onClose }: { plan: MealPlanDto | null; onClose: () => void }) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan?.name ?? 'Meal plan'} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {plan && (
        <>
          <Group gap="xs" mb="md">
            <Badge variant="light">{plan.totalDays} days</Badge>
            <Badge variant="light">
              {plan.dailyAverages.calories} kcal per day
            </Badge>
            <Badge variant="light" color="gray">
              {plan.servings} servings
            </Badge>
          </Group>
          {plan.warnings.map((w) => (
            <Text key={w} size="sm" mb="xs">
              {w}
            </Text>
          ))}
          <Tabs defaultValue="meals" key={plan.id}>
            <Tabs.List>
              <Tabs.Tab value="meals">Meals</Tabs.Tab>
              <Tabs.Tab value="shopping">Shopping List</Tabs.Tab>
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
