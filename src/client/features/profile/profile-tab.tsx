import type { MeResponse } from '@shared/me';
import { useState } from 'react';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

/** The profile tab toggles between reading the profile and editing it. */
export function ProfileTab({ user }: { user: MeResponse }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <ProfileEditForm user={user} onDone={() => setEditing(false)} />
  ) : (
    <ProfileView user={user} onEdit={() => setEditing(true)} />
  );
}
