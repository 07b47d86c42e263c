// Standalone mount for the slice team's dev server (npm run dev -w mfe-forms).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams, useSearchParams } from 'react-router';
import { paths, startStandalone, type Profile } from '@qs/shared';
import AdditionalInsurancePage from './exposes/AdditionalInsurancePage';
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
        <Link to={paths.profileGenerator.getHref()}>/v1</Link> ·{' '}
        <Link to={paths.additionalInsurance.getHref()}>/Seguro-Adicional</Link> ·{' '}
        <Link to={paths.purchase.getHref('EPS101-ORO')}>/Compra-Online/EPS101-ORO</Link> ·{' '}
        <Link to={`/dinamico/${DEV_FORMS.contact}`}>formulario dinámico de contacto</Link> ·{' '}
        <Link to={`/dinamico/${DEV_FORMS.travel}?tipo=TRAVEL`}>formulario dinámico de viaje</Link>
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

/** The API fixture's dynamic forms (api/src/fixtures/forms/integration-forms.json), for the dev links. */
const DEV_FORMS = { contact: '3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11', travel: '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352' };

/** Dev only: any dynamic form by its hash, in the contact widget; `?tipo=TRAVEL` for the travel flow. */
const DynamicFormRoute = () => {
  const { hash } = useParams();
  const [search] = useSearchParams();
  return (
    <main className="qs-forms-standalone">
      <h1>Formulario dinámico {hash}</h1>
      <ContactWidget inline processId={hash} productType={search.get('tipo') ?? undefined} />
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
      <Route path={paths.additionalInsurance.path} element={<AdditionalInsurancePage />} />
      <Route path="/dinamico/:hash" element={<DynamicFormRoute />} />
      <Route path="*" element={<Widgets />} />
    </Routes>
  </BrowserRouter>
);

void startStandalone('forms', () => createRoot(document.getElementById('root')!).render(<StandalonePage />));
