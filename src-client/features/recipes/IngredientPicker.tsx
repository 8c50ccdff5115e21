import { Badge, Button, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';

export interface PickedIngredient {
  foodId?: number;
  recipeId?: number;
  name: string;
  /** A sensible first amount: the food's default serving, or one serving of a recipe. */
  amount: string;
}

/** Search among foods and the user's own recipes (all but the one being edited) and pick one. */
export function IngredientPicker({ onPick, excludeRecipeId, label }: { onPick: (p: PickedIngredient) => void; excludeRecipeId?: number; label: string }) {
  const { t } = useTranslation('recipes');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const foods = trpc.foodLog.search.useQuery({ q }, { enabled: q.length >= 3 });
  const recipes = trpc.recipe.list.useQuery();
  const mine = q.length >= 2 ? (recipes.data ?? []).filter((r) => r.id !== excludeRecipeId && r.name.toLowerCase().includes(q.toLowerCase())) : [];
  const pick = (p: PickedIngredient) => {
    onPick(p);
    setText('');
  };

  return (
    <Stack gap={6}>
      <TextInput label={label} placeholder={t('picker.placeholder')} leftSection={<IconSearch size={16} aria-hidden />} value={text} onChange={(e) => setText(e.currentTarget.value)} type="search" autoComplete="off" />
      {(mine.length > 0 || (foods.data?.length ?? 0) > 0) && text.trim() && (
        <Paper withBorder radius="md" p={4}>
          <ScrollArea.Autosize mah={260}>
            <Stack gap={2} role="list" aria-label={t('picker.results')}>
              {mine.map((r) => (
                <Button key={`r${r.id}`} role="listitem" variant="subtle" justify="space-between" fullWidth onClick={() => pick({ recipeId: r.id, name: r.name, amount: '1 serving' })} rightSection={<Badge variant="light">{t('picker.myRecipe')}</Badge>}>
                  {r.name}
                </Button>
              ))}
              {(foods.data ?? []).slice(0, 12).map((f) => (
                <Button key={`f${f.id}`} role="listitem" variant="subtle" justify="space-between" fullWidth onClick={() => pick({ foodId: f.id, name: f.brand ? `${f.brand} ${f.name}` : f.name, amount: '100 g' })} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }} h="auto" py={6}>
                  <Text size="sm">{f.brand ? `${f.brand} ${f.name}` : f.name}</Text>
                </Button>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      )}
    </Stack>
  );
}
