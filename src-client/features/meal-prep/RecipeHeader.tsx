import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadRecipe } from './download.ts';
import { totalMinutes, type PrepSession } from './prep-format.ts';

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

interface Props {
  session: PrepSession;
  saved: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Name, difficulty, servings, total time, nutrition per serving, Save and Export. */
export function RecipeHeader({ session, saved, saving, onSave }: Props) {
  const { t } = useTranslation('meal-prep');
  const n = session.nutrition;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recipe-name">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3" id="recipe-name">
            {session.recipeName}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light" tt="capitalize">
              {t(`difficulty.${session.difficulty}`)}
            </Badge>
            <Badge variant="light" color="gray">
              {t('header.servings', { count: session.servings })}
            </Badge>
            <Badge variant="light">{t('header.totalTime', { minutes: totalMinutes(session.totalTime) })}</Badge>
          </Group>
        </div>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} onClick={onSave}>
            {saved ? t('header.saved') : t('header.save')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadRecipe(session)}>
            {t('header.export')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" fw={600} mt="md" mb={4}>
        {t('header.nutrition')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={4}>
        {MACROS.map((macro) => (
          <Text key={macro} size="sm">
            <Text span c="dimmed">
              {t(`header.macro.${macro}`)}
            </Text>{' '}
            {macro === 'calories' ? t('units.kcal', { value: Math.round(n.calories) }) : t('units.grams', { value: Math.round(n[macro]) })}
          </Text>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
