import { Button, Chip, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight, IconChartBar, IconHeartbeat, IconSearch, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../app/trpc.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { QuickSwapCard } from './QuickSwapCard.tsx';
import { SwapDetailPanel } from './SwapDetailPanel.tsx';
import { POPULAR_SWAPS, QUICK_TRY } from './swap-logic.ts';

const FEATURES = [
  { icon: IconSparkles, title: 'Smart suggestions', text: 'Swaps matched to what you asked for: healthier, fewer calories, more protein or fewer carbs.' },
  { icon: IconChartBar, title: 'Side-by-side numbers', text: 'See calorie and protein differences against the original before you choose.' },
  { icon: IconHeartbeat, title: 'Log it your way', text: 'Use a swap, pick the meal and the portion, and it goes into your log.' },
];

/** `/food-swaps`, AI Food Swaps (spec §2, §4, §8). */
export function FoodSwapsPage() {
  useDocumentTitle('AI Food Swaps · Platewise');
  const [input, setInput] = useState('');
  const [food, setFood] = useState<string | null>(null);
  const [quickFood, setQuickFood] = useState<string | null>(null);
  const quick = trpc.ai.quickSwap.useMutation();

  const submit = () => {
    const name = input.trim();
    if (!name) return;
    setFood(name);
  };
  const openQuick = (name: string) => {
    setQuickFood(name);
    quick.mutate({ foodName: name, swapType: 'healthier' });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>AI Food Swaps</Title>
          <Text c="dimmed">Find smarter alternatives for the foods you eat most.</Text>
        </div>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  label="Enter any food"
                  placeholder="e.g. white rice, chips, ice cream"
                  value={input}
                  onChange={(e) => setInput(e.currentTarget.value)}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  maxLength={120}
                  style={{ flex: 1 }}
                />
                <Button type="submit" disabled={!input.trim()}>
                  Get Swaps
                </Button>
              </Group>
            </form>
            <Group gap="xs" role="group" aria-label="Quick try">
              <Text size="sm" c="dimmed">
                Quick try:
              </Text>
              {QUICK_TRY.map((name) => (
                <Chip key={name} checked={quickFood === name} onChange={() => openQuick(name)} size="sm" variant="outline">
                  {name}
                </Chip>
              ))}
            </Group>
          </Stack>
        </Paper>

        {quickFood && (
          <QuickSwapCard
            food={quickFood}
            result={quick.data}
            loading={quick.isPending}
            error={quick.isError ? messageOf(quick.error, 'No quick swap could be found. Please try again.') : null}
            onClose={() => {
              setQuickFood(null);
              quick.reset();
            }}
          />
        )}

        {food && <SwapDetailPanel key={food} food={food} />}

        <section aria-labelledby="popular-swaps-title">
          <Title order={2} size="h3" id="popular-swaps-title" mb="sm">
            Popular swaps
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {POPULAR_SWAPS.map((s) => (
              <UnstyledButton key={s.from} onClick={() => openQuick(s.from)}>
                <Paper withBorder radius="md" p="sm">
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={500}>{s.from}</Text>
                    <IconArrowRight size={14} aria-hidden />
                    <Text fw={700} c="leaf">
                      {s.to}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {s.saves}
                  </Text>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder radius="md" p="md">
              <Stack gap="xs">
                <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={3} size="h5">
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
