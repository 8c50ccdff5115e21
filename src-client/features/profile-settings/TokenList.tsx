import { Button, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { formatTokenDate, SCOPE_LABELS, tokenPreview } from './token-format.ts';

export function TokenList() {
  const utils = trpc.useUtils();
  const tokens = trpc.user.listTokens.useQuery();
  const revoke = trpc.user.revokeToken.useMutation({
    onSuccess: () => {
      notifySuccess('Token Revoked', 'The token can no longer be used.');
      void utils.user.listTokens.invalidate();
    },
    onError: () => notifyError('Revoke Failed', 'Failed to revoke the token. Please try again.'),
  });

  if (tokens.isPending) return <Loader size="sm" role="status" aria-label="Loading tokens" />;
  if (tokens.isError) return <Text c="red.8" size="sm">Could not load your tokens.</Text>;
  if (tokens.data.length === 0) return <Text size="sm" c="dimmed">You have no API tokens yet.</Text>;

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>Your API tokens</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Token</Table.Th>
            <Table.Th scope="col">Can</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Last used</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.data.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>
                <code>{tokenPreview(t.prefix)}</code>
              </Table.Td>
              <Table.Td>{t.scopes.map((s) => SCOPE_LABELS[s]).join(', ')}</Table.Td>
              <Table.Td>{formatTokenDate(t.createdAt)}</Table.Td>
              <Table.Td>{formatTokenDate(t.lastUsedAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Revoke token ${t.name}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ id: t.id })}
                >
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
