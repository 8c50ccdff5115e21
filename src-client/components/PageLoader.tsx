import { Center, Loader } from '@mantine/core';

/** Shown inside the layout while a lazily loaded page arrives. */
export function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
