import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDto, OneTimeLinkDto, UserRole } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';

interface Props {
  user: AdminUserDto;
  /** The admin's own row: only stepping down is offered there. */
  self: boolean;
  onResetLink: (link: OneTimeLinkDto) => void;
  onDelete: () => void;
  onRole: (role: UserRole) => void;
}

/** The actions on one account, in a menu so the row stays narrow on a phone. */
export function UserActions({ user, self, onResetLink, onDelete, onRole }: Props) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const toggle = trpc.admin.setUserDisabled.useMutation({
    onSuccess: (_, { disabled }) => {
      notifySuccess(
        disabled ? t('actions.disabled') : t('actions.enabled'),
        t(disabled ? 'actions.disabledDetail' : 'actions.enabledDetail', { email: user.email }),
      );
      void utils.admin.listUsers.invalidate();
    },
    onError: (error) => notifyError(t('actions.updateFailed'), messageOf(error, t('actions.updateFailedDetail'))),
  });
  const reset = trpc.admin.createResetLink.useMutation({
    onSuccess: onResetLink,
    onError: (error) => notifyError(t('actions.linkFailed'), messageOf(error, t('actions.linkFailedDetail'))),
  });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />} aria-label={t('actions.manageLabel', { email: user.email })}>
          {t('actions.manage')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user.role === 'admin' ? (
          <Menu.Item onClick={() => onRole('member')}>{self ? t('actions.stepDown') : t('actions.removeAdmin')}</Menu.Item>
        ) : (
          <Menu.Item disabled={user.disabled} onClick={() => onRole('admin')}>
            {t('actions.makeAdmin')}
          </Menu.Item>
        )}
        {!self && (
          <>
            <Menu.Item onClick={() => toggle.mutate({ userId: user.id, disabled: !user.disabled })}>{user.disabled ? t('actions.enable') : t('actions.disable')}</Menu.Item>
            <Menu.Item disabled={user.disabled} onClick={() => reset.mutate({ userId: user.id })}>
              {t('actions.resetLink')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={onDelete}>
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
