// Standalone mount for the slice team's dev server (npm run dev -w mfe-forms).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router';
import { paths, startStandalone, type Profile } from '@qs/shared';
import ContactWidget from './exposes/ContactWidget';
import ProfileForm from './exposes/ProfileForm';
import ProfileGeneratorPage from './exposes/ProfileGeneratorPage';
import PurchasePage from './exposes/PurchasePage';
import ReferrerModal from './exposes/ReferrerModal';

/** The widgets on one page, with the last submitted profile shown for checking. */
const Widgets = () => {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [referrerOpen, setReferrerOpen] = useState(false);
  return (
    <main className="qs-forms-standalone">
      <h1>Formularios (slice forms)</h1>
      <nav aria-label="Páginas del slice">
        <Link to={paths.profileGenerator.getHref()}>/v1</Link> · <Link to={paths.purchase.getHref('EPS101-ORO')}>/Compra-Online/EPS101-ORO</Link>
      </nav>
      <section aria-labelledby="standalone-profile">
        <h2 id="standalone-profile">Perfil (colombia)</h2>
        <ProfileForm productType="colombia" onSubmitted={setProfile} />
        {profile && <pre aria-label="Perfil enviado">{JSON.stringify(profile, null, 2)}</pre>}
      </section>
      <section aria-labelledby="standalone-contact">
        <h2 id="standalone-contact">Contacto</h2>
        <ContactWidget />
        <ContactWidget inline productType="colectivo" />
        <ContactWidget productCode="ASE201-CLASICA" salesChannel={['QpMixSale']} buttonLabel="Contacto (venta mixta)" />
      </section>
      <section aria-labelledby="standalone-referrer">
        <h2 id="standalone-referrer">Referidos</h2>
        <button type="button" onClick={() => setReferrerOpen(true)}>
          Programa de referidos
        </button>
        <ReferrerModal open={referrerOpen} onClose={() => setReferrerOpen(false)} />
      </section>
    </main>
  );
};

const PurchaseRoute = () => {
  const { productCode } = useParams();
  return <PurchasePage productCode={productCode} />;
};

const StandalonePage = () => (
  <BrowserRouter>
    <Routes>
      <Route path={paths.purchase.path} element={<PurchaseRoute />} />
      <Route path={paths.profileGenerator.path} element={<ProfileGeneratorPage />} />
      <Route path="*" element={<Widgets />} />
    </Routes>
  </BrowserRouter>
);

void startStandalone('forms', () => createRoot(document.getElementById('root')!).render(<StandalonePage />));
