import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBolt, IconCamera, IconMicrophone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FoodSearchFlow, QuickAddDialog } from '../food-log/index.ts';

/** The dashboard's Log Food card: compact search and calculator, AI Snap, Voice and Quick Add. */
export function FoodLoggingPanel({ date }: { date: string }) {
  const { t } = useTranslation('dashboard');
  const [quickAdd, { open, close }] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="log-food-title" data-tour="food-logging">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h4" id="log-food-title">
              {t('logFood.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('logFood.description')}
            </Text>
          </div>
          <Group gap="xs">
            <Button renderRoot={(props) => <Link to="/food-log" search={{ tab: 'snap' }} {...props} />} variant="light" size="compact-md" leftSection={<IconCamera size={16} aria-hidden />}>
              {t('logFood.snap')}
            </Button>
            <Button renderRoot={(props) => <Link to="/food-log" search={{ tab: 'voice' }} {...props} />} variant="light" size="compact-md" leftSection={<IconMicrophone size={16} aria-hidden />}>
              {t('logFood.voice')}
            </Button>
            <Button variant="light" size="compact-md" leftSection={<IconBolt size={16} aria-hidden />} onClick={open}>
              {t('logFood.quickAdd')}
            </Button>
          </Group>
        </Group>
        <FoodSearchFlow date={date} mealType="breakfast" compact />
      </Stack>
      <QuickAddDialog opened={quickAdd} onClose={close} date={date} />
    </Paper>
  );
}
