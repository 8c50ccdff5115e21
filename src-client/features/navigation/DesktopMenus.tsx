import type { UserDto } from '../../../src/schemas/user.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { NavMenuDropdown } from './NavMenuDropdown.tsx';
import { NAV_MENUS } from './nav-items.ts';

/** The top bar's dropdowns (Track, AI Coach, Tools, Account). */
export function DesktopMenus({ user }: { user: UserDto | null }) {
  return (
    <>
      {NAV_MENUS.map((menu) => (
        <NavMenuDropdown key={menu.key} menu={menu} />
      ))}
      <AccountMenu user={user} />
    </>
  );
}
