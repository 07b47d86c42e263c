import type { Generated } from 'kysely';

/**
 * Every table of the API's database as Kysely sees it (the migrations in `migrations/` create them). JSON
 * columns are text written with JSON.stringify and read with `parseJson`; flags are integers 0/1, as SQLite
 * has no boolean type.
 */
export interface Database {
  meta: { key: string; value: string };
  organizations: {
    id: number;
    code: string;
    type: string;
    slug: string;
    display_name: string;
    state_code: string | null;
    state_name: string | null;
    city: string | null;
    metadata: string;
  };
  insurance_types: {
    name: string;
    upper_name: string;
    section: string;
    pricing: 'people' | 'employees' | 'pets';
    price_label: string;
    business_line_id: number;
    body: string;
  };
  plans: {
    id: number;
    product_code: string;
    url: string;
    organization_id: number;
    insurance_type: string;
    display_name: string;
    score: number;
    popularity: number;
    is_promoted: number;
    launched_at: string;
    price_unit: string;
    min_subscribers: number | null;
    base_price: number;
    card: string;
  };
  plan_features: { plan_id: number; name: string };
  plan_prices: { plan_id: number; segment: string; age_min: number; age_max: number; price: number };
  plan_content: { plan_id: number; section: string; body: string };
  coverage_networks: {
    plan_id: number;
    coverage_code: string;
    coverage_name: string;
    percentage: number;
    deductible: number;
    clinic_id: number;
  };
  documents: { file_name: string; kind: string; title: string; pages: number; spec: string; size: number | null };
  plan_documents: { plan_id: number; file_name: string; position: number };

  content_blocks: { key: string; body: string };
  comparators: { id: number; slug: string; body: string };
  notifications: { id: number; title: string; message: string; starts_at: string; ends_at: string | null };
  articles: { slug: string; title: string; grp: string; published_at: string; summary: string; body: string };
  article_tags: { tag: string; slug: string };
  landings: { url: string; type: string; position: number; summary: string; body: string };
  partners: { subdomain: string; iframe_token_hash: string | null; body: string };
  profile_forms: { name: string; body: string };
  integration_forms: { hash: string; name: string; body: string };
  countries: { code: string; name: string; phone_prefix: string; nationality: string; position: number };
  business_lines: { id: number; requires_employees: number; body: string };
  advisors: {
    id: number;
    nombres: string;
    apellidos: string;
    telefono_1: string;
    /** JSON array of phones (migration 0004); '[]' means telefono_1 only. */
    telefonos: Generated<string>;
    email_corporativo: string;
    calendly_active: number;
    calendly_url: string | null;
    active: number;
    /** Round robin: the eligible advisor with the lowest value gets the next lead. */
    last_assigned_seq: Generated<number>;
  };
  advisor_lines: { advisor_id: number; business_line_id: number };
  referrers: { email: string; name: string; ejecutivo: string | null };

  leads: {
    id: Generated<number>;
    created_at: string;
    kind: 'contact' | 'plan_request';
    idempotency_key: string | null;
    fingerprint: string;
    business_line_id: number | null;
    product_code: string | null;
    fields: string;
    advisor_id: number | null;
    advisor: string | null;
    status_id: number;
    status_name: string;
    client_ip: string | null;
    /** The data authorisation (migration 0013): policy version, its text's SHA-256, ISO time. */
    data_policy_version: string | null;
    data_policy_hash: string | null;
    data_authorised_at: string | null;
    /** The partner's referrer (migration 0018): JSON { partner, referer, email, name, ejecutivo }, or null. */
    referrer: string | null;
  };
  /** First-party analytics events (migration 0015): ISO times in UTC (received by the server, occurred on the client). */
  analytics_events: {
    id: Generated<number>;
    received_at: string;
    occurred_at: string;
    client_id: string;
    name: string;
    category: string;
    page: string;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    utm_term: string | null;
    utm_content: string | null;
    gclid: string | null;
    comparator: string | null;
    value: number | null;
    currency: string | null;
    transaction_id: string | null;
    lead_id: string | null;
    item_id: string | null;
    /** Every parameter as sent (JSON). */
    params: string;
  };
  /** The visitor's data-rights requests (migration 0016): only the link token's SHA-256; times in epoch ms. */
  data_rights_requests: {
    id: Generated<number>;
    created_at: number;
    email: string;
    kind: 'conocer' | 'actualizar' | 'suprimir';
    details: string | null;
    token_hash: string;
    expires_at: number;
    confirmed_at: number | null;
    status: 'por_confirmar' | 'pendiente' | 'atendida';
  };
  profile_submissions: { id: Generated<number>; created_at: string; product_type: string; form: string };
  shared_links: { link: string; fingerprint: string; created_at: string; url: string; decoded_profile: string | null };
  /** Per-minute counters by visitor address: `scope` 'lead' (the lead budget), 'compare' (the robot rule) or 'rate …' (rate limits). */
  client_windows: { scope: string; client: string; window_start: number; count: number };
  /** A suspected robot, until it passes 'Soy humano!' with a challenge of this episode. */
  bot_suspicions: { client: string; episode: string; since: number };
  /** Each 'Soy humano!' pass, for the hourly cap and the growing proof of work. */
  bot_clears: { client: string; at: number };
  client_errors: {
    id: Generated<number>;
    created_at: string;
    kind: string;
    message: string;
    slice: string | null;
    status: number | null;
    url: string | null;
    country: string | null;
    client_ip: string | null;
  };
  chat_agents: {
    id: Generated<number>;
    email: string;
    name: string;
    password_hash: string;
    created_at: number;
    seen_at: number | null;
  };
  chat_agent_sessions: { token_hash: string; agent_id: number; expires_at: number; kind: 'session' | 'link' };
  chat_conversations: {
    id: string;
    token_hash: string;
    created_at: number;
    updated_at: number;
    status: 'open' | 'closed';
    closed_by: 'visitor' | 'agent' | null;
    name: string;
    email: string;
    phone: string;
    product: string;
    page: string;
    language: string;
    client: string;
    agent_id: number | null;
    last_seq: number;
    visitor_seen_at: number | null;
    visitor_left_at: number | null;
    /** The data authorisation (migration 0013): policy version, its text's SHA-256, epoch ms. */
    data_policy_version: string | null;
    data_policy_hash: string | null;
    data_authorised_at: number | null;
  };
  chat_messages: {
    conversation_id: string;
    seq: number;
    author: 'visitor' | 'agent' | 'system';
    agent_id: number | null;
    body: string;
    client_message_id: string | null;
    sent_at: number;
    delivered_at: number | null;
    read_at: number | null;
    attachment_id: string | null;
  };
  chat_attachments: {
    id: string;
    conversation_id: string;
    name: string;
    type: string;
    size: number;
    data: Buffer;
    created_at: number;
  };
  chat_events: { id: Generated<number>; at: number; conversation_id: string; kind: string; body: string };
  purchases: {
    id: string;
    session_hash: string;
    kind: 'person' | 'company';
    plan_id: number;
    product_code: string;
    profile: string | null;
    periodicity: string;
    step: string;
    lead_status: number;
    sub_status: number | null;
    sale_state: string;
    payment_state: string | null;
    steps: string;
    lead_id: number | null;
    client: string;
    created_at: number;
    updated_at: number;
    /** The data authorisation and the health data's express one (migration 0013); times in epoch ms. */
    data_policy_version: string | null;
    data_policy_hash: string | null;
    data_authorised_at: number | null;
    sensitive_policy_version: string | null;
    sensitive_policy_hash: string | null;
    sensitive_authorised_at: number | null;
  };
  purchase_transitions: {
    purchase_id: string;
    at: number;
    event: string;
    step: string;
    lead_status: number;
    sub_status: number | null;
    sale_state: string;
    payment_state: string | null;
  };
  payment_attempts: {
    id: string;
    purchase_id: string;
    idempotency_key: string;
    created_at: number;
    periodicity: string;
    subtotal: number;
    fee: number;
    fee_tax: number;
    total: number;
    brand: string;
    last_four: string;
    provider: string;
    provider_payment_id: string | null;
    status: 'processing' | 'approved' | 'rejected' | 'pending';
    status_detail: string | null;
    settled_at: number | null;
    /** HMAC of the payment's body, keyed with the purchase link's secret; null on attempts stored before 0011. */
    body_fingerprint: string | null;
  };
  /** The additional-insurance requests' update secrets (migration 0020): the lead, the secret's SHA-256, ISO times. */
  additional_insurance_requests: { lead_id: number; token_hash: string; created_at: string; updated_at: string | null };
  /** The visitors' opinions of the site (migration 0021): ISO times in UTC; the edit token only as its SHA-256. */
  feedbacks: {
    id: string;
    created_at: string;
    updated_at: string;
    rating: number;
    comment: string | null;
    page: string;
    token_hash: string;
    client_ip: string | null;
  };
}
