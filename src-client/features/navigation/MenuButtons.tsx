import { Avatar, Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Ref } from 'react';

type MenuButtonProps = ButtonProps & ElementProps<'button'> & { ref?: Ref<HTMLButtonElement> };

/** A desktop menu's button; its menu wraps it once the menus' code has loaded (DesktopNav). */
export function MenuButton(props: MenuButtonProps) {
  return <Button variant="subtle" color="gray" c="dark.7" rightSection={<IconChevronDown size={14} aria-hidden />} {...props} />;
}

/** The Account menu's button, with the first letter of the user's label. */
export function AccountButton({ label, ...props }: MenuButtonProps & { label: string }) {
  return (
    <MenuButton
      leftSection={
        <Avatar size="sm" color="leaf" radius="xl" aria-hidden>
          {label.charAt(0).toUpperCase()}
        </Avatar>
      }
      {...props}
    />
  );
}
