// Standalone mount for the slice team's dev server (npm run dev -w mfe-forms).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { startStandalone, type Profile } from '@qs/shared';
import ContactWidget from './exposes/ContactWidget';
import ProfileForm from './exposes/ProfileForm';

/** Both widgets on one page, with the last submitted profile shown for checking. */
const StandalonePage = () => {
  const [profile, setProfile] = useState<Profile | null>(null);
  return (
    <main className="qs-forms-standalone">
      <h1>Formularios (slice forms)</h1>
      <section aria-labelledby="standalone-profile">
        <h2 id="standalone-profile">Perfil (colombia)</h2>
        <ProfileForm productType="colombia" onSubmitted={setProfile} />
        {profile && <pre aria-label="Perfil enviado">{JSON.stringify(profile, null, 2)}</pre>}
      </section>
      <section aria-labelledby="standalone-contact">
        <h2 id="standalone-contact">Contacto</h2>
        <ContactWidget />
        <ContactWidget inline productType="colectivo" />
      </section>
    </main>
  );
};

void startStandalone('forms', () => createRoot(document.getElementById('root')!).render(<StandalonePage />));
