// The signed-in person's email address as a hidden username in a form that asks for a password,
// so the browser's password manager knows which account the password belongs to (and offers, or
// saves, the right one).
import { useSession } from '../lib/session.tsx';

export function AccountUsername() {
  const { user } = useSession();
  if (!user) return null;
  return <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />;
}
