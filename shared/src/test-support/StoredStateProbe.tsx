import { useHydrated } from '../ui/useHydrated';
import { useDroppedProfileFields } from '../stores/profile-notice';
import { useReferrer } from '../stores/useReferrer';
import { useStoredProfile } from '../stores/useStoredProfile';
import { useSwitches } from '../stores/useSwitches';

/** For the server-render tests: draws what each store hook gives to this render. */
export const StoredStateProbe = () => {
  const hydrated = useHydrated();
  const profile = useStoredProfile('colombia');
  const referrer = useReferrer();
  const switches = useSwitches();
  const dropped = useDroppedProfileFields();
  return (
    <dl>
      <dt>hydrated</dt>
      <dd data-testid="hydrated">{String(hydrated)}</dd>
      <dt>profile</dt>
      <dd data-testid="profile">{profile ? `${profile.cotizante.length} cotizante(s)` : 'none'}</dd>
      <dt>referrer</dt>
      <dd data-testid="referrer">{referrer?.name ?? 'none'}</dd>
      <dt>internal traffic</dt>
      <dd data-testid="internal-traffic">{String(switches['internal-traffic'])}</dd>
      <dt>dropped</dt>
      <dd data-testid="dropped">{dropped.join(',') || 'none'}</dd>
    </dl>
  );
};
