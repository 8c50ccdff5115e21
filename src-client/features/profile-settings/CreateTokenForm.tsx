import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { apiTokenInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';

export function CreateTokenForm({ onCreated }: { onCreated: (created: { name: string; token: string }) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.user.createToken.useMutation();
  const form = useForm({ initialValues: { name: '' }, validate: zod4Resolver(apiTokenInput) });

  const submit = form.onSubmit((values) => {
    create.mutate(apiTokenInput.parse(values), {
      onSuccess: (created) => {
        onCreated({ name: created.info.name, token: created.token });
        form.reset();
        void utils.user.listTokens.invalidate();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFrom(error, ['name']));
        notifyError('Token not created', messageOf(error, 'Failed to create the token. Please try again.'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create API token">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Token name"
          placeholder="e.g. Home automation"
          maxLength={60}
          flex={1}
          miw={200}
          {...form.getInputProps('name')}
        />
        <Button type="submit" disabled={create.isPending} variant="light">
          {create.isPending ? 'Creating...' : 'Create token'}
        </Button>
      </Group>
    </form>
  );
}
