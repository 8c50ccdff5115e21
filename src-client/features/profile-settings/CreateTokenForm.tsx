import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { apiTokenInput, tokenScopes, type TokenScope } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { zodFormResolver } from '../../lib/zod-form.ts';

export function CreateTokenForm({ onCreated }: { onCreated: (created: { name: string; token: string }) => void }) {
  const { t } = useTranslation('profile-settings');
  const utils = trpc.useUtils();
  const create = trpc.user.createToken.useMutation();
  const form = useForm({ initialValues: { name: '', scopes: ['read'] as TokenScope[] }, validate: zodFormResolver(apiTokenInput) });

  const submit = form.onSubmit((values) => {
    create.mutate(apiTokenInput.parse(values), {
      onSuccess: (created) => {
        onCreated({ name: created.info.name, token: created.token });
        form.reset();
        void utils.user.listTokens.invalidate();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFrom(error, ['name', 'scopes']));
        notifyError(t('tokens.notCreated'), messageOf(error, t('tokens.notCreatedDetail')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('tokens.formLabel')}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('tokens.name')}
            placeholder={t('tokens.namePlaceholder')}
            maxLength={60}
            flex={1}
            miw={200}
            {...form.getInputProps('name')}
          />
          <Button type="submit" disabled={create.isPending} variant="light">
            {create.isPending ? t('tokens.creating') : t('tokens.create')}
          </Button>
        </Group>
        <Checkbox.Group
          label={t('tokens.scopesLabel')}
          description={t('tokens.scopesHint')}
          {...form.getInputProps('scopes')}
        >
          <Group gap="lg" mt={4}>
            {tokenScopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(`tokens.scopes.${scope}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
    </form>
  );
}
