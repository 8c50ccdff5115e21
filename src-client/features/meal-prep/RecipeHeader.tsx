import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { downloadRecipe } from './download.ts';
import { totalMinutes, type PrepSession } from './prep-format.ts';

interface Props {
  session: PrepSession;
  saved: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Name, difficulty, servings, total time, nutrition per serving, Save and Export. */
export function RecipeHeader({ session, saved, saving, onSave }: Props) {
  const n = session.nutrition;
  const macros = [
    { label: 'Calories', value: `${Math.round(n.calories)} kcal` },
    { label: 'Protein', value: `${Math.round(n.protein)} g` },
    { label: 'Carbs', value: `${Math.round(n.carbs)} g` },
    { label: 'Fats', value: `${Math.round(n.fats)} g` },
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recipe-name">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3" id="recipe-name">
            {session.recipeName}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light" tt="capitalize">
              {session.difficulty}
            </Badge>
            <Badge variant="light" color="gray">
              {session.servings} servings
            </Badge>
            <Badge variant="light">
              {totalMinutes(session.totalTime)} min total
            </Badge>
          </Group>
        </div>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} onClick={onSave}>
            {saved ? 'Saved' : 'Save'}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadRecipe(session)}>
            Export
          </Button>
        </Group>
      </Group>
      <Text size="sm" fw={600} mt="md" mb={4}>
        Nutrition per serving
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={4}>
        {macros.map((m) => (
          <Text key={m.label} size="sm">
            <Text span c="dimmed">
              {m.label}:
            </Text>{' '}
            {m.value}
          </Text>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
