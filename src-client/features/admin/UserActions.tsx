import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { AdminUserDto, OneTimeLinkDto } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';

/** The actions on one account, in a menu so the row stays narrow on a phone. */
export function UserActions({ user, onResetLink, onDelete }: { user: AdminUserDto; onResetLink: (link: OneTimeLinkDto) => void; onDelete: () => void }) {
  const utils = trpc.useUtils();
  const toggle = trpc.admin.setUserDisabled.useMutation({
    onSuccess: (_, { disabled }) => {
      notifySuccess(disabled ? 'Account Disabled' : 'Account Enabled', disabled ? `${user.email} is signed out and cannot sign in.` : `${user.email} can sign in again.`);
      void utils.admin.listUsers.invalidate();
    },
    onError: (error) => notifyError('Update Failed', messageOf(error, 'The account was not changed. Please try again.')),
  });
  const reset = trpc.admin.createResetLink.useMutation({
    onSuccess: onResetLink,
    onError: (error) => notifyError('Link Failed', messageOf(error, 'No reset link was made. Please try again.')),
  });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />} aria-label={`Manage ${user.email}`}>
          Manage
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => toggle.mutate({ userId: user.id, disabled: !user.disabled })}>{user.disabled ? 'Enable account' : 'Disable account'}</Menu.Item>
        <Menu.Item disabled={user.disabled} onClick={() => reset.mutate({ userId: user.id })}>
          Create password reset link
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onDelete}>
          Delete account
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
