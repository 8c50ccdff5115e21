import { Center, Loader } from '@mantine/core';

/** The only thing on screen while the current user is being looked up. */
export function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader role="status" aria-label="Loading" size="lg" />
    </Center>
  );
}
