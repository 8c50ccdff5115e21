import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChefHat } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IngredientList } from './IngredientList.tsx';
import { libraryRecipeFrom, plannedMealFrom, userRecipeFrom } from './prep-format.ts';
import { RecipeHeader } from './RecipeHeader.tsx';
import { RecipePicker, type PrepChoice } from './RecipePicker.tsx';
import { SessionHistory } from './SessionHistory.tsx';
import { StepList } from './StepList.tsx';
import { TimerPanel } from './TimerPanel.tsx';
import { useMealPrep } from './use-meal-prep.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

/** `/meal-prep`, the Meal Prep Studio: a recipe, a step timer and the step list. */
export function MealPrepPage() {
  const { t } = useTranslation('meal-prep');
  useDocumentTitle(t('page.documentTitle'));
  const prep = useMealPrep();
  const { session, timer } = prep;
  const planned = useRef(typeof window === 'undefined' ? undefined : plannedMealFrom(window.location.search));
  const ownRecipe = useRef(typeof window === 'undefined' ? undefined : userRecipeFrom(window.location.search));
  const libraryRecipe = useRef(typeof window === 'undefined' ? undefined : libraryRecipeFrom(window.location.search));
  const [picking, setPicking] = useState(false);
  const newRecipe = () => setPicking(true);
  const choose = (choice: PrepChoice) => {
    setPicking(false);
    if (choice.kind === 'own') prep.cookRecipe(choice.id);
    else prep.newRecipe(choice.input);
  };

  // Arriving from 'Cook this' on a planned meal, 'Cook in studio' on a recipe, or a suggested recipe starts it at once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || (!planned.current && !ownRecipe.current && !libraryRecipe.current)) return;
    started.current = true;
    if (ownRecipe.current) prep.cookRecipe(ownRecipe.current);
    else if (libraryRecipe.current) prep.newRecipe({ recipeId: libraryRecipe.current });
    else prep.newRecipe(planned.current);
  }, [prep]);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('page.title')} intro={t('page.intro')}>
          <Button leftSection={<IconChefHat size={16} aria-hidden />} loading={prep.generating} onClick={newRecipe}>
            {t('page.newRecipe')}
          </Button>
        </PageHeading>
        <RecipePicker opened={picking} onClose={() => setPicking(false)} onChoose={choose} />
        <SessionHistory sessions={prep.history} loading={prep.historyLoading} currentId={session?.id} onLoad={prep.load} />
        {session ? (
          <>
            <RecipeHeader session={session} saved={prep.saved} saving={prep.saving} onSave={prep.save} />
            {timer.state.status === 'completed' ? (
              <Paper withBorder radius="md" p="xl" ta="center" component="section" aria-label={t('page.complete')}>
                <Stack align="center" gap="sm">
                  <Title order={2} size="h3">
                    {t('page.allDone')}
                  </Title>
                  <Text c="dimmed">{t('page.finished', { name: session.recipeName })}</Text>
                  <Button onClick={newRecipe} loading={prep.generating}>
                    {t('page.startNew')}
                  </Button>
                </Stack>
              </Paper>
            ) : (
              <TimerPanel session={session} timer={timer} />
            )}
            <IngredientList ingredients={session.ingredients} servings={session.servings} onServings={prep.setServings} />
            <StepList steps={session.steps} current={timer.state.stepIndex} onJump={timer.jump} />
          </>
        ) : (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text c="dimmed">{t('page.empty')}</Text>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
