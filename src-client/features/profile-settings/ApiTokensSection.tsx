import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTokenForm } from './CreateTokenForm.tsx';
import { NewTokenNotice } from './NewTokenNotice.tsx';
import { TokenList } from './TokenList.tsx';

const AUTH_HEADER = 'Authorization: Bearer <token>';

/** Personal API tokens: create (shown once), list and revoke. */
export function ApiTokensSection() {
  const { t } = useTranslation('profile-settings');
  const [newToken, setNewToken] = useState<{ name: string; token: string } | null>(null);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="api-tokens-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="api-tokens-heading">
            {t('tokens.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tokens.description', { header: AUTH_HEADER })}
          </Text>
        </div>
        {newToken && <NewTokenNotice name={newToken.name} token={newToken.token} onDone={() => setNewToken(null)} />}
        <CreateTokenForm onCreated={setNewToken} />
        <TokenList />
      </Stack>
    </Paper>
  );
}
