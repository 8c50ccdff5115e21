import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserDto } from '../../../src/schemas/user.ts';
import { DesktopNav, Logo, MobileNav } from '../navigation/index.ts';
import { WaitingBadge } from '../../offline/WaitingBadge.tsx';
import classes from './AppLayout.module.css';
import { Footer } from './Footer.tsx';
import { SkipLink } from './SkipLink.tsx';

/** The complete user's shell: header with desktop menus or mobile drawer, routed content, footer. */
export function AppLayout({ user, children }: { user: UserDto; children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <DesktopNav user={user} />
            <MobileNav />
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <WaitingBadge />
        {children}
      </Box>
      <Footer />
    </div>
  );
}
