import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ShoppingCategory } from '../../../src/schemas/meal-plan.ts';

/** The shopping list by category; ticks are kept on this screen only. */
export function ShoppingChecklist({ list }: { list: ShoppingCategory[] }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  if (list.length === 0) return <Text c="dimmed">No shopping list available for this meal plan</Text>;
  return (
    <Stack gap="md">
      {list.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <Title order={3} size="h5" mb={6}>
            {group.category}
          </Title>
          <Stack gap={6}>
            {group.items.map((item) => {
              const key = `${group.category}/${item.name}`;
              const done = ticked.has(key);
              return (
                <Checkbox
                  key={key}
                  checked={done}
                  onChange={() => toggle(key)}
                  label={
                    <Text span size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
                      {item.name} — {item.quantity}
                    </Text>
                  }
                />
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
