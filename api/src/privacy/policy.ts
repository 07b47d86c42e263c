import { createHash } from 'node:crypto';

/**
 * The site's personal-data processing policy (Ley 1581 de 2012 and Decreto 1377 de 2013, compiled in the Decreto
 * 1074 de 2015): its one copy. The policy page shows it (GET /api/privacy-policy) and every form's authorisation
 * names its version; the API stores, with each lead, chat and purchase, the version accepted, the server's time
 * and the SHA-256 of that version's text, so what the visitor accepted can be shown later (docs/security.md#data-authorisation).
 * A change of wording is a new version: add it to POLICIES and point CURRENT_POLICY_VERSION at it, never edit a
 * published one (its hash would no longer match what was stored).
 */

export interface PolicySection {
  title: string;
  paragraphs: string[];
}

export interface PrivacyPolicyText {
  version: string;
  /** The day this version took effect (YYYY-MM-DD). */
  effectiveDate: string;
  title: string;
  sections: PolicySection[];
}

export interface PrivacyPolicy extends PrivacyPolicyText {
  /** SHA-256 (hex) of the version's text, as `policyText` writes it. */
  hash: string;
}

const VERSION_1_0: PrivacyPolicyText = {
  version: '1.0',
  effectiveDate: '2026-12-01',
  title: 'Política de tratamiento de datos personales',
  sections: [
    {
      title: 'Responsable del tratamiento',
      paragraphs: [
        'QuieroSeguro Colombia S.A.S. (en adelante, QuieroSeguro), con domicilio en Bogotá D.C., Colombia, es el responsable del tratamiento de los datos personales que recoge a través de su sitio web, sus formularios, su chat y sus canales de atención.',
        'Esta política se adopta en cumplimiento de la Ley 1581 de 2012, el Decreto 1377 de 2013 (compilado en el Decreto 1074 de 2015) y las demás normas que los modifiquen o complementen.',
      ],
    },
    {
      title: 'Datos que recogemos',
      paragraphs: [
        'Nombre, número de teléfono, correo electrónico, tipo y número de documento, fecha de nacimiento, dirección y ciudad; los datos de las personas que quieres asegurar (edad, sexo, parentesco, EPS actual) y, para empresas, la razón social, el NIT y la cantidad de empleados.',
        'También registramos la página desde la que envías una solicitud y la información de la campaña por la que llegaste al sitio.',
      ],
    },
    {
      title: 'Finalidades del tratamiento',
      paragraphs: [
        'Tus datos se usan para: cotizar y comparar planes de seguros y de medicina prepagada; atender tus solicitudes de contacto, de asesoría y de compra; asignarte un asesor que te contacte por teléfono, correo electrónico o WhatsApp; gestionar la compra en línea y su pago; atender las conversaciones del chat; y cumplir las obligaciones legales y contractuales que se deriven de la relación contigo.',
        'Tus datos se comparten con la aseguradora o entidad de medicina prepagada del plan que solicitas o compras, solo para las finalidades anteriores, y con los proveedores que nos prestan servicios tecnológicos, de pago y de atención, que los tratan por cuenta de QuieroSeguro y bajo su responsabilidad.',
      ],
    },
    {
      title: 'Datos sensibles',
      paragraphs: [
        'Los datos relativos a la salud (la declaración de salud de una compra) son datos sensibles. No estás obligado a autorizar su tratamiento; sin embargo, la aseguradora los necesita para evaluar la solicitud, por lo que sin esa autorización la compra en línea no puede continuar y un asesor te ofrecerá otras opciones.',
        'Los datos sensibles solo se tratan con tu autorización expresa, para la solicitud en la que los entregas, y se comparten únicamente con la aseguradora del plan.',
        'Los datos de niños, niñas y adolescentes que incluyas como beneficiarios se tratan respetando su interés superior y sus derechos fundamentales, con la autorización de su representante legal.',
      ],
    },
    {
      title: 'Derechos del titular',
      paragraphs: [
        'Como titular de los datos tienes derecho a: conocer los datos personales que tenemos sobre ti; actualizarlos y rectificarlos cuando sean parciales, inexactos, incompletos o induzcan a error; solicitar prueba de la autorización otorgada; ser informado del uso que se les ha dado; presentar quejas ante la Superintendencia de Industria y Comercio; revocar la autorización y solicitar la supresión de tus datos cuando no exista un deber legal o contractual de conservarlos; y acceder gratuitamente a ellos.',
      ],
    },
    {
      title: 'Canal de atención de consultas y reclamos',
      paragraphs: [
        'Puedes ejercer tus derechos escribiendo a ayuda@quieroseguro.co, indicando tu nombre, tu número de documento, la solicitud y un medio de respuesta.',
        'Las consultas se atienden en un plazo máximo de diez (10) días hábiles y los reclamos en un plazo máximo de quince (15) días hábiles contados desde su recibo, prorrogables en los términos de la ley.',
      ],
    },
    {
      title: 'Prueba de la autorización',
      paragraphs: [
        'Con cada solicitud guardamos la versión de esta política que autorizaste, la fecha y hora de la autorización y una huella digital (SHA-256) del texto de esa versión, para poder demostrar qué autorizaste y cuándo.',
      ],
    },
    {
      title: 'Vigencia',
      paragraphs: [
        'Esta política rige desde el 1 de diciembre de 2026. Los datos se conservan mientras sean necesarios para las finalidades descritas y durante el tiempo que exijan las normas aplicables. Cualquier cambio sustancial se publicará en esta página como una nueva versión antes de aplicarse.',
      ],
    },
  ],
};

/** Every published version, by its name. */
const POLICIES: Readonly<Record<string, PrivacyPolicyText>> = { [VERSION_1_0.version]: VERSION_1_0 };

export const CURRENT_POLICY_VERSION = VERSION_1_0.version;

/** The text the hash is taken over: the title, the version and date, then each section's title and paragraphs, one per line. */
export const policyText = (policy: PrivacyPolicyText): string =>
  [
    policy.title,
    `Versión ${policy.version}, vigente desde ${policy.effectiveDate}`,
    ...policy.sections.flatMap((section) => [section.title, ...section.paragraphs]),
  ].join('\n');

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const withHash = (policy: PrivacyPolicyText): PrivacyPolicy => ({ ...policy, hash: sha256(policyText(policy)) });

const HASHED: Readonly<Record<string, PrivacyPolicy>> = Object.fromEntries(
  Object.entries(POLICIES).map(([version, policy]) => [version, withHash(policy)]),
);

/** The version in force. */
export const currentPolicy = (): PrivacyPolicy => HASHED[CURRENT_POLICY_VERSION]!;

/** A published version, or undefined. */
export const policyOfVersion = (version: string): PrivacyPolicy | undefined =>
  Object.hasOwn(HASHED, version) ? HASHED[version] : undefined;
