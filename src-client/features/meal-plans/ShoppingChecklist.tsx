import { Button, Checkbox, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { shoppingListText } from '../../../src/domain/shopping-list.ts';
import type { ShoppingCategory } from '../../../src/schemas/meal-plan.ts';

interface Props {
  planId: number;
  planName: string;
  list: ShoppingCategory[];
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name.replace(/[^\w\- ]+/g, '').trim() || 'shopping-list'}.txt` });
  link.click();
  URL.revokeObjectURL(url);
}

/** The shopping list by aisle, quantities summed over the plan; ticks stay on this device with the plan. */
export function ShoppingChecklist({ planId, planName, list }: Props) {
  const [ticked, setTicked] = useLocalStorage<string[]>({ key: `platewise.shopping.${planId}`, defaultValue: [] });
  const toggle = (key: string) => setTicked((prev) => (prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key]));
  if (list.length === 0) return <Text c="dimmed">No shopping list available for this meal plan</Text>;
  const text = shoppingListText(planName, list);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} onClick={copy}>
              {copied ? 'Copied' : 'Copy list'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => download(planName, text)}>
          Download as text
        </Button>
      </Group>
      {list.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <Title order={3} size="h5" mb={6}>
            {group.category}
          </Title>
          <Stack gap={6}>
            {group.items.map((item) => {
              const key = `${group.category}/${item.name}`;
              const done = ticked.includes(key);
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
