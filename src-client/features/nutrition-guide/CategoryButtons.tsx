import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GUIDE_CATEGORIES, type CategoryId } from './guide-content.ts';
import { CATEGORY_ICONS } from './guide-icons.ts';

interface CategoryButtonsProps {
  selected: CategoryId;
  onSelect: (id: CategoryId) => void;
}

/** Toggle buttons for the guide's categories; the selected one is pressed. */
export function CategoryButtons({ selected, onSelect }: CategoryButtonsProps) {
  const { t } = useTranslation('nutrition-guide');
  return (
    <Group role="group" aria-label={t('page.categoriesLabel')} gap="sm">
      {GUIDE_CATEGORIES.map((id) => {
        const Icon = CATEGORY_ICONS[id];
        const pressed = id === selected;
        return (
          <Button
            key={id}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => onSelect(id)}
          >
            {t(`categories.${id}.label`)}
          </Button>
        );
      })}
    </Group>
  );
}
