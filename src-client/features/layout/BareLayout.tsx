import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AppLayout.module.css';

/** Signed-out and onboarding screens: content only, no navigation and no footer. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </Box>
    </div>
  );
}
