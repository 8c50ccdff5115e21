import { Button, Checkbox, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Aisle } from '../../../src/domain/shopping-aisle.ts';
import { shoppingListText } from '../../../src/domain/shopping-list.ts';
import type { ShoppingCategory } from '../../../src/schemas/meal-plan.ts';

interface Props {
  planId: number;
  planName: string;
  list: ShoppingCategory[];
}

const AISLE_KEYS = {
  Produce: 'produce',
  'Meat & Seafood': 'meatSeafood',
  'Dairy & Eggs': 'dairyEggs',
  'Grains & Bakery': 'grainsBakery',
  'Beans & Tofu': 'beansTofu',
  'Nuts & Seeds': 'nutsSeeds',
  Pantry: 'pantry',
  'Spices & Oils': 'spicesOils',
} as const satisfies Record<Aisle, string>;

const isAisle = (category: string): category is Aisle => Object.hasOwn(AISLE_KEYS, category);

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name}.txt` });
  link.click();
  URL.revokeObjectURL(url);
}

/** The shopping list by aisle, quantities summed over the plan; ticks stay on this device with the plan. */
export function ShoppingChecklist({ planId, planName, list }: Props) {
  const { t } = useTranslation('meal-plans');
  const [ticked, setTicked] = useLocalStorage<string[]>({ key: `platewise.shopping.${planId}`, defaultValue: [] });
  const toggle = (key: string) => setTicked((prev) => (prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key]));
  if (list.length === 0) return <Text c="dimmed">{t('shopping.empty')}</Text>;
  const aisle = (category: string) => (isAisle(category) ? t(`shopping.aisle.${AISLE_KEYS[category]}`) : category);
  const text = shoppingListText(
    t('shopping.heading', { name: planName }),
    list.map((group) => ({ ...group, category: aisle(group.category) })),
  );
  const fileName = planName.replace(/[^\w\- ]+/g, '').trim() || t('shopping.fileName');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} onClick={copy}>
              {copied ? t('shopping.copied') : t('shopping.copy')}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => download(fileName, text)}>
          {t('shopping.download')}
        </Button>
      </Group>
      {list.map((group) => (
        <section key={group.category} aria-label={aisle(group.category)}>
          <Title order={3} size="h5" mb={6}>
            {aisle(group.category)}
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
