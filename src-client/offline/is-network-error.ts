/** True when a call failed for want of a connection, not because the server answered with an error. */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const data = (error as { data?: { httpStatus?: number } } | null)?.data;
  return error instanceof Error && data?.httpStatus === undefined && (error.cause instanceof TypeError || error.message.includes('Failed to fetch'));
}
