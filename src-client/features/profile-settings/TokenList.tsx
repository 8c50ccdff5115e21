import { Button, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useFormat } from '../../i18n/format.ts';
import { tokenDate, tokenPreview } from './token-format.ts';

export function TokenList() {
  const { t } = useTranslation('profile-settings');
  const format = useFormat();
  const utils = trpc.useUtils();
  const tokens = trpc.user.listTokens.useQuery();
  const revoke = trpc.user.revokeToken.useMutation({
    onSuccess: () => {
      notifySuccess(t('tokens.revoked'), t('tokens.revokedDetail'));
      void utils.user.listTokens.invalidate();
    },
    onError: () => notifyError(t('tokens.revokeFailed'), t('tokens.revokeFailedDetail')),
  });

  const date = (iso: string | null) => {
    const when = tokenDate(iso);
    return when instanceof Date ? format.dateTime(when, { dateStyle: 'medium' }) : t(`tokens.${when}`);
  };

  if (tokens.isPending) return <Loader size="sm" role="status" aria-label={t('tokens.loading')} />;
  if (tokens.isError) return <Text c="red.8" size="sm">{t('tokens.loadFailed')}</Text>;
  if (tokens.data.length === 0) return <Text size="sm" c="dimmed">{t('tokens.empty')}</Text>;

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{t('tokens.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tokens.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('tokens.columns.token')}</Table.Th>
            <Table.Th scope="col">{t('tokens.columns.scopes')}</Table.Th>
            <Table.Th scope="col">{t('tokens.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('tokens.columns.lastUsed')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('tokens.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.data.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>{token.name}</Table.Td>
              <Table.Td>
                <code>{tokenPreview(token.prefix)}</code>
              </Table.Td>
              <Table.Td>{token.scopes.map((s) => t(`tokens.scopes.${s}`)).join(', ')}</Table.Td>
              <Table.Td>{date(token.createdAt)}</Table.Td>
              <Table.Td>{date(token.lastUsedAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('tokens.revokeLabel', { name: token.name })}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ id: token.id })}
                >
                  {t('tokens.revoke')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
