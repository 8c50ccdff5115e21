import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { loginInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { TOGGLE_PROPS } from './password-toggle.ts';
import { useAuthSuccess } from './use-auth-success.ts';

const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const onSuccess = useAuthSuccess();
  const login = trpc.user.login.useMutation();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginInput, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(loginInput.parse(values), {
      onSuccess: (user) => void onSuccess(user),
      onError: (error) => form.setErrors(fieldErrorsFrom(error, FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {login.error && (
          <Alert color="red" variant="light" role="alert" title="Could not sign in">
            {messageOf(login.error, 'Something went wrong. Please try again.')}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={TOGGLE_PROPS}
          {...form.getInputProps('password')}
        />
        <Button type="submit" disabled={login.isPending} fullWidth>
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
