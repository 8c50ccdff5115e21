import { Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ImportPanel } from './ImportPanel.tsx';
import { RecipeDetail } from './RecipeDetail.tsx';
import { RecipeEditor } from './RecipeEditor.tsx';
import { emptyForm, formFromDraft, formFromRecipe, type RecipeForm } from './recipe-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

type View = { kind: 'list' } | { kind: 'view'; id: number } | { kind: 'edit'; form: RecipeForm } | { kind: 'import' };

/** `/recipes`: the user's own recipes, built from searched ingredients or imported from a page. */
export function RecipesPage() {
  const { t } = useTranslation('recipes');
  useDocumentTitle(t('page.documentTitle'));
  const [view, setView] = useState<View>({ kind: 'list' });
  const list = trpc.recipe.list.useQuery();
  const open = (id: number) => setView({ kind: 'view', id });
  const back = () => setView({ kind: 'list' });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('page.title')} intro={t('page.intro')}>
          {view.kind === 'list' ? (
            <Group gap="xs">
              <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => setView({ kind: 'import' })}>
                {t('page.import')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setView({ kind: 'edit', form: emptyForm() })}>
                {t('page.newRecipe')}
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
              {t('page.allRecipes')}
            </Button>
          )}
        </PageHeading>
        {view.kind === 'import' && <ImportPanel onDraft={(d) => setView({ kind: 'edit', form: formFromDraft(d) })} onCancel={back} />}
        {view.kind === 'edit' && <RecipeEditor initial={view.form} onSaved={open} onCancel={() => (view.form.id !== undefined ? open(view.form.id) : back())} />}
        {view.kind === 'view' && <RecipeView id={view.id} onEdit={(form) => setView({ kind: 'edit', form })} onOpen={open} onDeleted={back} />}
        {view.kind === 'list' &&
          (list.isError ? (
            <ErrorAlert title={t('page.loadFailed')}>{t('page.tryLater')}</ErrorAlert>
          ) : list.isPending ? (
            <Skeleton height={120} radius="md" />
          ) : list.data.length === 0 ? (
            <Paper withBorder radius="md" p="xl" ta="center">
              <Text c="dimmed">{t('page.empty')}</Text>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('page.list')}>
              {list.data.map((r) => (
                <li key={r.id}>
                  <UnstyledButton onClick={() => open(r.id)} w="100%" aria-label={t('page.open', { name: r.name })}>
                    <Paper withBorder radius="md" p="md">
                      <Text fw={600}>{r.name}</Text>
                      <Text size="sm" c="dimmed">
                        {t('page.summary', { calories: r.perServing.calories, servings: r.servings, ingredients: r.ingredientCount })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('page.macros', { protein: r.perServing.protein, carbs: r.perServing.carbs, fats: r.perServing.fats })}
                      </Text>
                    </Paper>
                  </UnstyledButton>
                </li>
              ))}
            </SimpleGrid>
          ))}
      </Stack>
    </Container>
  );
}

function RecipeView({ id, onEdit, onOpen, onDeleted }: { id: number; onEdit: (form: RecipeForm) => void; onOpen: (id: number) => void; onDeleted: () => void }) {
  const { t } = useTranslation('recipes');
  const recipe = trpc.recipe.get.useQuery({ id });
  if (recipe.isError) return <ErrorAlert title={t('page.viewFailed')}>{t('page.viewFailedDetail')}</ErrorAlert>;
  if (recipe.isPending) return <Skeleton height={240} radius="md" />;
  return <RecipeDetail recipe={recipe.data} onEdit={() => onEdit(formFromRecipe(recipe.data))} onOpen={onOpen} onDeleted={onDeleted} />;
}
