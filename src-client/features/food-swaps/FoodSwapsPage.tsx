import { Button, Chip, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight, IconChartBar, IconHeartbeat, IconSearch, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { QuickSwapCard } from './QuickSwapCard.tsx';
import { SwapDetailPanel } from './SwapDetailPanel.tsx';
import { POPULAR_SWAPS, QUICK_TRY } from './swap-logic.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

const FEATURES = [
  { key: 'smart', icon: IconSparkles },
  { key: 'numbers', icon: IconChartBar },
  { key: 'log', icon: IconHeartbeat },
] as const;

/** `/food-swaps`, AI Food Swaps. */
export function FoodSwapsPage() {
  const { t } = useTranslation('food-swaps');
  useDocumentTitle(t('page.documentTitle'));
  const [input, setInput] = useState('');
  const [food, setFood] = useState<string | null>(null);
  // The food asked for (as the food data names it) and its name as shown.
  const [quickFood, setQuickFood] = useState<{ food: string; name: string } | null>(null);
  const quick = trpc.ai.quickSwap.useMutation();

  const submit = () => {
    const name = input.trim();
    if (!name) return;
    setFood(name);
  };
  const openQuick = (asked: string, name: string) => {
    setQuickFood({ food: asked, name });
    quick.mutate({ foodName: asked, swapType: 'healthier' });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageHeading title={t('page.title')} intro={t('page.subtitle')} />

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
                  label={t('search.label')}
                  placeholder={t('search.placeholder')}
                  value={input}
                  onChange={(e) => setInput(e.currentTarget.value)}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  maxLength={120}
                  style={{ flex: 1 }}
                />
                <Button type="submit" disabled={!input.trim()}>
                  {t('search.submit')}
                </Button>
              </Group>
            </form>
            <Group gap="xs" role="group" aria-label={t('search.quickTryLabel')}>
              <Text size="sm" c="dimmed">
                {t('search.quickTry')}
              </Text>
              {QUICK_TRY.map(({ key, food: asked }) => (
                <Chip key={key} checked={quickFood?.food === asked} onChange={() => openQuick(asked, t(`quickTry.${key}`))} size="sm" variant="outline">
                  {t(`quickTry.${key}`)}
                </Chip>
              ))}
            </Group>
          </Stack>
        </Paper>

        {quickFood && (
          <QuickSwapCard
            food={quickFood.name}
            result={quick.data}
            loading={quick.isPending}
            error={quick.isError ? messageOf(quick.error, t('search.quickError')) : null}
            onClose={() => {
              setQuickFood(null);
              quick.reset();
            }}
          />
        )}

        {food && <SwapDetailPanel key={food} food={food} />}

        <section aria-labelledby="popular-swaps-title">
          <Title order={2} size="h3" id="popular-swaps-title" mb="sm">
            {t('popular.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {POPULAR_SWAPS.map(({ key, food: asked }) => (
              <UnstyledButton key={key} onClick={() => openQuick(asked, t(`popular.items.${key}.from`))}>
                <Paper withBorder radius="md" p="sm">
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={500}>{t(`popular.items.${key}.from`)}</Text>
                    <IconArrowRight size={14} aria-hidden />
                    <Text fw={700} c="leaf">
                      {t(`popular.items.${key}.to`)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`popular.items.${key}.saves`)}
                  </Text>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Paper key={key} withBorder radius="md" p="md">
              <Stack gap="xs">
                <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={3} size="h5">
                  {t(`features.${key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`features.${key}.text`)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
