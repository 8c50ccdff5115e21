// Asking Intl for the zone builds a whole date formatter; the zone is read once a page load.
let zone: { value: string | undefined } | undefined;

/** The browser's IANA time zone, when it reports one. */
export function browserTimeZone(): string | undefined {
  zone ??= { value: readZone() };
  return zone.value;
}

function readZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
