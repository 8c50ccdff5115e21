/** The name the app greets a user by: first name, else the part of the e-mail before the at-sign. */
export function displayName(user: { firstName: string | null; email: string }): string {
  const first = user.firstName?.trim();
  if (first) return first;
  return user.email.split('@')[0] ?? user.email;
}
