import { Button, Container, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PlanCard } from './PlanCard.tsx';
import { PlanDialog } from './PlanDialog.tsx';
import { useDeletePlan, useViewPlan } from './use-plan-actions.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

const SKELETONS = 6;
const COLUMNS = { base: 1, sm: 2, lg: 3 };

/** `/meal-plans`: the user's saved plans as cards, each with View and delete. */
export function MealPlansPage() {
  const { t } = useTranslation('meal-plans');
  useDocumentTitle(t('plans.documentTitle'));
  const plans = trpc.mealPlan.list.useQuery();
  const viewer = useViewPlan();
  const deleter = useDeletePlan();
  const [confirming, setConfirming] = useState<MealPlanDto | null>(null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('plans.title')} intro={t('plans.intro')}>
          <Button component={Link} to="/meal-plan" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('plans.generate')}
          </Button>
        </PageHeading>
        {plans.isError ? (
          <ErrorAlert title={t('plans.loadFailed')}>{t('plans.tryLater')}</ErrorAlert>
        ) : plans.isPending ? (
          <SimpleGrid cols={COLUMNS} aria-busy="true" aria-label={t('plans.loading')}>
            {Array.from({ length: SKELETONS }, (_, i) => (
              <Skeleton key={i} height={260} radius="md" data-testid="plan-skeleton" />
            ))}
          </SimpleGrid>
        ) : plans.data.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Stack align="center" gap="sm">
              <Title order={2} size="h3">
                {t('plans.empty.title')}
              </Title>
              <Text c="dimmed">{t('plans.empty.text')}</Text>
              <Button component={Link} to="/meal-plan">
                {t('plans.empty.create')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={COLUMNS}>
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                onView={() => void viewer.view(plan.id)}
                viewing={viewer.loadingId === plan.id}
                onDelete={() => setConfirming(plan)}
                deleteDisabled={deleter.isPending}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <PlanDialog plan={viewer.plan} onClose={viewer.close} />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('plans.confirm.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
        <Text size="sm">{t('plans.confirm.text', { name: confirming?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('plans.confirm.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (confirming) deleter.remove(confirming.id);
              setConfirming(null);
            }}
          >
            {t('plans.confirm.delete')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
