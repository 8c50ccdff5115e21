import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { apiTokenInput, type TokenScope } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { SCOPE_LABELS } from './token-format.ts';

export function CreateTokenForm({ onCreated }: { onCreated: (created: { name: string; token: string }) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.user.createToken.useMutation();
  const form = useForm({ initialValues: { name: '', scopes: ['read'] as TokenScope[] }, validate: zod4Resolver(apiTokenInput) });

  const submit = form.onSubmit((values) => {
    create.mutate(apiTokenInput.parse(values), {
      onSuccess: (created) => {
        onCreated({ name: created.info.name, token: created.token });
        form.reset();
        void utils.user.listTokens.invalidate();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFrom(error, ['name', 'scopes']));
        notifyError('Token not created', messageOf(error, 'Failed to create the token. Please try again.'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create API token">
      <Stack gap="sm">
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
        <Checkbox.Group
          label="What the token may do"
          description="A token can never manage tokens, change your password or delete your account."
          {...form.getInputProps('scopes')}
        >
          <Group gap="lg" mt={4}>
            {(Object.keys(SCOPE_LABELS) as TokenScope[]).map((scope) => (
              <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
    </form>
  );
}
