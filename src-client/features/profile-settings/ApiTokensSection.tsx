import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CreateTokenForm } from './CreateTokenForm.tsx';
import { NewTokenNotice } from './NewTokenNotice.tsx';
import { TokenList } from './TokenList.tsx';

/** Personal API tokens: create (shown once), list and revoke. */
export function ApiTokensSection() {
  const [newToken, setNewToken] = useState<{ name: string; token: string } | null>(null);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="api-tokens-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="api-tokens-heading">
            API tokens
          </Title>
          <Text size="sm" c="dimmed">
            Tokens let scripts and other apps use the Platewise API as you. Send one in the header
            &ldquo;Authorization: Bearer &lt;token&gt;&rdquo;.
          </Text>
        </div>
        {newToken && <NewTokenNotice name={newToken.name} token={newToken.token} onDone={() => setNewToken(null)} />}
        <CreateTokenForm onCreated={setNewToken} />
        <TokenList />
      </Stack>
    </Paper>
  );
}
