import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function SignedOutNotice() {
  const { t } = useTranslation('profile-settings');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="md">
        <Text size="lg">{t('signedOut.message')}</Text>
        <Button component={Link} to="/auth">
          {t('signedOut.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}
