import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './Logo.module.css';
// Inlined in the code: the mark costs no request of its own before the first paint (decision 082).
import iconUrl from '/icon.svg?inline';

/** The Platewise mark and name, linking to the dashboard. */
export function Logo() {
  const { t } = useTranslation('navigation');
  return (
    <Link to="/dashboard" className={classes.logo}>
      <Group gap={8} wrap="nowrap">
        <img src={iconUrl} alt="" width={32} height={32} />
        <Text component="span" fw={800} size="lg" c="leaf.8">
          {t('logo')}
        </Text>
      </Group>
    </Link>
  );
}
