/**
 * The API's paths, their parameters, bodies and answers, generated from its OpenAPI document (GET /api/openapi.json)
 * by openapi-typescript. Do not edit: run `npm run generate:api-types` after changing a route's schema.
 */

export type paths = {
  '/api/admin/conversions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description A day in Bogotá (YYYY-MM-DD) or an ISO time; inclusive */
          since?: string;
          /** @description A day in Bogotá (YYYY-MM-DD, that day included) or an ISO time (excluded) */
          until?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                addsToCompare: number;
                /** @description utm_campaign; '(directo)' when none */
                campaign: string;
                /** @description The events' comparator parameter; '(ninguno)' when they had none */
                comparator: string;
                /** @description generate_lead events */
                leads: number;
                pageViews: number;
                /** @description view_item events */
                planViews: number;
                /** @description purchase events, once per transaction_id */
                purchases: number;
                /** @description The purchases' summed value in COP */
                purchaseValueCop: number;
                /** @description utm_source; '(directo)' when none */
                source: string;
              }[];
              metaData: {
                /** @description The first instant counted (ISO), or null */
                since: string | null;
                /** @description The first instant no longer counted, or null */
                until: string | null;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          afterId?: number;
          kind?: 'contact' | 'plan_request';
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                advisor: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                businessLineId: number | null;
                createdAt: string;
                dataAuthorisation: {
                  authorisedAt: string;
                  /** @description SHA-256 (hex) of the text of that version of the policy */
                  policyHash: string;
                  version: string;
                } | null;
                /** @description The visitor's fields as stored (they differ by form) */
                fields: {
                  [key: string]: unknown;
                };
                id: number;
                idempotencyKey: string | null;
                /** @enum {unknown} */
                kind: 'contact' | 'plan_request';
                productCode: string | null;
                referrer: {
                  ejecutivo: string | null;
                  email: string | null;
                  name: string | null;
                  /** @description The subdomain of the partner whose site the lead came from */
                  partner: string;
                  /** @description The partner's referer value, as configured */
                  referer: string;
                } | null;
                /** @description docs/product/api.md#lead-statuses */
                status: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
              }[];
              metaData: {
                count: number;
                /** @description afterId of the next page */
                nextAfterId: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buscarplanes/notrobot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _fh?: string;
          forceRefresh?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            challenge: string;
            nonce?: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @enum {boolean} */
                human: true;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buscarplanes/sharedinsurance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            decodedProfile?: {
              cargas?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              colectivo?: {
                cantidadempleados?: number | string | null;
              };
              cotizante?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              enPareja?: boolean;
              ingresodatos?: boolean;
              mascota?: {
                edad?: number | null;
                /** @enum {string|null} */
                especie?: 'Perro' | 'Gato' | '' | null;
                parentesco?: string | null;
                raza?: string | null;
              }[];
            } | null;
            url: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                link: string;
                /** @description /url/{link} */
                path: string;
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                link: string;
                /** @description /url/{link} */
                path: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buscarplanes/sharedinsurance/{link}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          link: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createdAt: string;
                decodedProfile: {
                  [key: string]: unknown;
                } | null;
                link: string;
                /** @description The shared page, as a path of the site */
                url: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businessLines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description What a lead is worth, by the country's project ('colombia') */
                conversionValue: {
                  [key: string]: {
                    currency: string;
                    value: number;
                  };
                };
                displayName: string;
                id: number;
                name: string;
                origin: {
                  /** @description A path of the site whose leads are of this line */
                  route: string;
                  webApplicationId: number;
                }[];
                /** @description Its leads state the company's employee count */
                requiresEmployees: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          status?: 'open' | 'closed';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                conversation: {
                  agent: {
                    id: number;
                    name: string;
                  } | null;
                  closedBy: ('visitor' | 'agent') | null;
                  createdAt: string;
                  id: string;
                  language: string;
                  lastSeq: number;
                  page: string;
                  product: string;
                  status: 'open' | 'closed';
                  updatedAt: string;
                  visitor: {
                    email: string;
                    name: string;
                    phone: string;
                  };
                };
                lastMessage: {
                  agentName: string | null;
                  attachment: {
                    id: string;
                    name: string;
                    size: number;
                    /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                    type: string;
                  } | null;
                  author: 'visitor' | 'agent' | 'system';
                  /** @description Plain text, shown as text (never HTML) */
                  body: string;
                  clientMessageId: string | null;
                  sentAt: string;
                  /** @description The message number in its conversation, from 1 */
                  seq: number;
                  state: 'sent' | 'delivered' | 'read';
                } | null;
                /** @description Visitor messages the agents have not read */
                unread: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                conversation: {
                  agent: {
                    id: number;
                    name: string;
                  } | null;
                  closedBy: ('visitor' | 'agent') | null;
                  createdAt: string;
                  id: string;
                  language: string;
                  lastSeq: number;
                  page: string;
                  product: string;
                  status: 'open' | 'closed';
                  updatedAt: string;
                  visitor: {
                    email: string;
                    name: string;
                    phone: string;
                  };
                };
                messages: {
                  agentName: string | null;
                  attachment: {
                    id: string;
                    name: string;
                    size: number;
                    /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                    type: string;
                  } | null;
                  author: 'visitor' | 'agent' | 'system';
                  /** @description Plain text, shown as text (never HTML) */
                  body: string;
                  clientMessageId: string | null;
                  sentAt: string;
                  /** @description The message number in its conversation, from 1 */
                  seq: number;
                  state: 'sent' | 'delivered' | 'read';
                }[];
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query: {
          clientMessageId: string;
          /** @description The file's name as the visitor chose it */
          name: string;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}/attachments/{attachment}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attachment: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description The file's bytes, with its type */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
            /** @description The sender's id: the same message sent again is stored once */
            clientMessageId: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}/receipts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            state: 'delivered' | 'read';
            upToSeq: number;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}/take': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                conversation: {
                  agent: {
                    id: number;
                    name: string;
                  } | null;
                  closedBy: ('visitor' | 'agent') | null;
                  createdAt: string;
                  id: string;
                  language: string;
                  lastSeq: number;
                  page: string;
                  product: string;
                  status: 'open' | 'closed';
                  updatedAt: string;
                  visitor: {
                    email: string;
                    name: string;
                    phone: string;
                  };
                };
                messages: {
                  agentName: string | null;
                  attachment: {
                    id: string;
                    name: string;
                    size: number;
                    /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                    type: string;
                  } | null;
                  author: 'visitor' | 'agent' | 'system';
                  /** @description Plain text, shown as text (never HTML) */
                  body: string;
                  clientMessageId: string | null;
                  sentAt: string;
                  /** @description The message number in its conversation, from 1 */
                  seq: number;
                  state: 'sent' | 'delivered' | 'read';
                }[];
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/conversations/{id}/typing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description text/event-stream: events message, receipt, typing, conversation (data: JSON) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                email: string;
                id: number;
                name: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                email: string;
                id: number;
                name: string;
              };
            };
          };
        };
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/agent/session/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                email: string;
                id: number;
                name: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description Within support hours, chat switched on, and not a partner without chat */
                active: boolean;
                /** @description An agent has the chat inbox open (docs/adr/0018-live-chat.md): otherwise the widget offers to leave the question */
                agentsOnline: boolean;
                /** @description The support hours as the site states them */
                hours: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Autorizo el tratamiento de mis datos personales */
            autorizacionDatos: {
              /**
               * @description The visitor ticked the authorisation
               * @enum {boolean}
               */
              aceptada: true;
              /** @description The version of the policy the visitor was shown (GET /api/privacy-policy); another one is refused */
              version: string;
            };
            email: string;
            language: 'es' | 'en' | 'pt';
            name: string;
            /** @description The path the chat was started on */
            page: string;
            phone: string;
            /** @description The product-type option the visitor chose (preset from the page path) */
            product: string;
            /** @description An initial question: the first message */
            question?: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                conversation: {
                  agent: {
                    id: number;
                    name: string;
                  } | null;
                  closedBy: ('visitor' | 'agent') | null;
                  createdAt: string;
                  id: string;
                  language: string;
                  lastSeq: number;
                  page: string;
                  product: string;
                  status: 'open' | 'closed';
                  updatedAt: string;
                  visitor: {
                    email: string;
                    name: string;
                    phone: string;
                  };
                };
                messages: {
                  agentName: string | null;
                  attachment: {
                    id: string;
                    name: string;
                    size: number;
                    /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                    type: string;
                  } | null;
                  author: 'visitor' | 'agent' | 'system';
                  /** @description Plain text, shown as text (never HTML) */
                  body: string;
                  clientMessageId: string | null;
                  sentAt: string;
                  /** @description The message number in its conversation, from 1 */
                  seq: number;
                  state: 'sent' | 'delivered' | 'read';
                }[];
                /** @description The visitor's secret for this conversation: sent back in x-chat-token (or ?token= where a header cannot be set) */
                token: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                conversation: {
                  agent: {
                    id: number;
                    name: string;
                  } | null;
                  closedBy: ('visitor' | 'agent') | null;
                  createdAt: string;
                  id: string;
                  language: string;
                  lastSeq: number;
                  page: string;
                  product: string;
                  status: 'open' | 'closed';
                  updatedAt: string;
                  visitor: {
                    email: string;
                    name: string;
                    phone: string;
                  };
                };
                messages: {
                  agentName: string | null;
                  attachment: {
                    id: string;
                    name: string;
                    size: number;
                    /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                    type: string;
                  } | null;
                  author: 'visitor' | 'agent' | 'system';
                  /** @description Plain text, shown as text (never HTML) */
                  body: string;
                  clientMessageId: string | null;
                  sentAt: string;
                  /** @description The message number in its conversation, from 1 */
                  seq: number;
                  state: 'sent' | 'delivered' | 'read';
                }[];
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query: {
          clientMessageId: string;
          /** @description The file's name as the visitor chose it */
          name: string;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/attachments/{attachment}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          attachment: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description The file's bytes, with its type */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            reason?: 'tab-closed';
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description text/event-stream: events message, receipt, typing, conversation (data: JSON) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/left': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            reason?: 'tab-closed';
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
            /** @description The sender's id: the same message sent again is stored once */
            clientMessageId: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                agentName: string | null;
                attachment: {
                  id: string;
                  name: string;
                  size: number;
                  /** @description image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name */
                  type: string;
                } | null;
                author: 'visitor' | 'agent' | 'system';
                /** @description Plain text, shown as text (never HTML) */
                body: string;
                clientMessageId: string | null;
                sentAt: string;
                /** @description The message number in its conversation, from 1 */
                seq: number;
                state: 'sent' | 'delivered' | 'read';
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/receipts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            state: 'delivered' | 'read';
            upToSeq: number;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/conversations/{id}/typing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          /** @description Only messages after this number */
          after?: number;
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chat/getWebchatConfig/{appLanguage}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          /** @description {app}-{language}, e.g. colombia-es */
          appLanguage: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                data: {
                  baseConfig: {
                    app: string;
                    fileAttachments: {
                      acceptedTypes: string[];
                      enabled: boolean;
                      maxBytes: number;
                    };
                    language: 'es' | 'en' | 'pt';
                    messageMaxLength: number;
                    productIndexByPath: {
                      index: number;
                      path: string;
                    }[];
                    productOptions: string[];
                    supportHours: string;
                    width: string;
                  };
                  valuesConfig: {
                    closed: string;
                    emailMessage: string;
                    header: string;
                    leaveQuestion: string;
                    noAgents: string;
                    offline: string;
                    placeholder: string;
                    requiredMessage: string;
                    siteName: string;
                    submitLabel: string;
                    welcome: string;
                  };
                };
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/client-errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            country?: string;
            kind: 'remote-load' | 'render' | 'not-found' | 'api' | 'unhandled';
            message: string;
            slice?: string;
            status?: number;
            url?: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comparator': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Under a partner host, only the comparators with a plan of its organizations */
              data: {
                id: number;
                insuranceTypes: string[];
                organizationTypes: string[];
                /** @description Plans a page of results shows */
                pageSize: number;
                /** @description The comparator's paging: numbered pages, or a button for more results */
                paginationMode: 'numbered' | 'more';
                /** @enum {string} */
                profileForm: 'colombia' | 'colectivo' | 'pets';
                /** @description Its path: /Comparar/{slug} */
                slug: string;
                title: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comparator/{id}/banner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description The banner's category list: the links of the comparator's menu group (its companies' pages, its guides), without the comparator's own page; on a partner's site only its organizations' companies */
                categories: {
                  /** @description What the menu shows for the link */
                  displayName: string;
                  title: string;
                  /** @description A path of the site */
                  url: string;
                }[];
                /** @description The background colour (#RRGGBB); white text keeps 4.5:1 contrast on it */
                color: string;
                description: string;
                /** @description The banner hosts the profile form (open on desktop, behind a toggle on a phone) */
                homeCompare: boolean;
                icon: string;
                img: string | null;
                /** @description An inactive banner is answered as is; the site hides it */
                isActive: boolean;
                title: string;
              };
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comparator/{id}/benefits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The comparator's own benefits; empty when it has none */
              data: {
                description: string;
                icon: string;
                /** @description The site shows only the active ones */
                isActive: boolean;
                title: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comparator/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description How many visitors reviewed the comparison */
                count: number;
                /** @description Their mean score out of 10, one decimal; 6.2 when there is no review */
                score: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comparator/blockzone/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                description: string;
                img: string | null;
                /** @description The link's text */
                textLink: string;
                title: string;
                /** @description Where the link leads: a path of the site */
                url: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contactInformations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The third entry is the support e-mail */
              data: {
                icon: string;
                /** @description What the site writes (a number, an address, an account) */
                info: string;
                link: string;
                name: string;
                /**
                 * @description A contact channel, or a social network
                 * @enum {string}
                 */
                type: 'contacto' | 'red_social';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contactos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Autorizo el tratamiento de mis datos personales */
            autorizacionDatos: {
              /**
               * @description The visitor ticked the authorisation
               * @enum {boolean}
               */
              aceptada: true;
              /** @description The version of the policy the visitor was shown (GET /api/privacy-policy); another one is refused */
              version: string;
            };
            businessLine?: string | number | null;
            cantidadEmpleados?: number | string | null;
            datosingresados?: boolean | Record<string, never> | null;
            email: string;
            first_name: string;
            leadAttributionInfo?: {
              date: string;
              infoGA?: {
                clientId?: string | null;
                urlParams?: {
                  [key: string]: string;
                };
              };
              referrer?: string | null;
              url?: string | null;
            }[];
            mensaje?: string | null;
            origin_url?: string | null;
            originLead?: {
              domain?: string | null;
              subdomain?: string | null;
              url?: string | null;
            };
            productCode?: string | null;
            productType?: string | null;
            telefono: string;
            tipo: number;
            unrecognizedAdditionalData?: {
              [key: string]: string | number | boolean | null;
            };
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createdAt: string;
                dataSocio: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                /** @description The request number */
                id: number;
                /** @description docs/product/api.md#lead-statuses */
                status: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createdAt: string;
                dataSocio: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                /** @description The request number */
                id: number;
                /** @description docs/product/api.md#lead-statuses */
                status: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/country': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Colombia first */
              data: {
                /** @description ISO 3166-1 alpha-2 */
                code: string;
                name: string;
                nationality: string;
                /** @description '+57' */
                phonePrefix: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/country-landings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          page?: number;
          state?: string;
          type?: 'home' | 'EPS' | 'Seguros' | 'Medicina-Prepagada' | 'Clinicas-y-Hospitales' | 'Partners-y-Alianzas';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                city?: string;
                /** @description An image of this API (/api/images/…) */
                image: string;
                /** @description A company's or a clinic's page: its organization */
                organizationId?: number;
                /** @description A company's or a clinic's page: its department's DANE code */
                stateCode?: string;
                stateName?: string;
                summary: string;
                title: string;
                /** @description Its section (EPS, Seguros, Medicina-Prepagada, Clinicas-y-Hospitales, Partners-y-Alianzas), home, or page (a CMS page) */
                type: string;
                /** @description The page's path without its leading slash ('EPS/salud-andina-eps'; the home's is 'home') */
                url: string;
              }[];
              metaData: {
                page: number;
                pages: number;
                /** @description Items a page holds */
                take: number;
                /** @description Items of every page */
                total: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/country-landings/by-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          url: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                city?: string;
                contactForm?: {
                  /** @description A dynamic form's hash */
                  processId: string;
                  productType?: string;
                };
                /** @description The sections as HTML, one <h2 id> each */
                html: string;
                /** @description An image of this API (/api/images/…) */
                image: string;
                /** @description A company's or a clinic's page: its organization */
                organizationId?: number;
                /** @description A company's plans, or the plans whose network has the clinic (a partner's only); none for other pages */
                plans: {
                  displayName: string;
                  id: number;
                  /** @description The plan's starting price ('Desde'), as its card shows it without a profile */
                  price: number;
                  /** @description '/mes', '/año', '/mes p/empl.' or '/mes Total', as every other place writes the unit */
                  priceSuffix: string;
                  priceUnit: string;
                  /** @description The plan's page */
                  url: string;
                }[];
                referral?: {
                  /** @description The business line its leads go to (1 EPS, 2 pólizas, 3 prepagada, 4 empresas, 5 mascotas) */
                  businessLine: number;
                  /** @description The comparator's slug the page links to, when the site has that comparator */
                  comparator?: string;
                  /** @description The product type the contact form asks with (SEGURO_COLECTIVO asks for the company's size) */
                  productType?: string;
                };
                sections: {
                  paragraphs: string[];
                  title: string;
                }[];
                /** @description A company's or a clinic's page: its department's DANE code */
                stateCode?: string;
                stateName?: string;
                summary: string;
                title: string;
                /** @description Its section (EPS, Seguros, Medicina-Prepagada, Clinicas-y-Hospitales, Partners-y-Alianzas), home, or page (a CMS page) */
                type: string;
                /** @description The page's path without its leading slash ('EPS/salud-andina-eps'; the home's is 'home') */
                url: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/country-landings/states': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          type: 'home' | 'EPS' | 'Seguros' | 'Medicina-Prepagada' | 'Clinicas-y-Hospitales' | 'Partners-y-Alianzas';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description In Spanish order of their names */
              data: {
                /** @description Landings of the section in it */
                count: number;
                stateCode: string;
                stateName: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coverageOrganization/country': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          insuranceTypes?: string;
          organizationTypes?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description By name, Spanish order */
              data: {
                city: string;
                displayName: string;
                id: number;
                kind: 'clinica' | 'hospital' | 'centro-medico';
                stateCode: string;
                stateName: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/data-rights/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description From the e-mailed link (#token=…) */
            token: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                erasure: {
                  chatsDeleted: number;
                  /** @description Paid purchases (and those whose payment is in process): their receipts are kept by law */
                  kept: {
                    date: string;
                    productCode: string;
                    reason: string;
                  }[];
                  leadsAnonymised: number;
                  purchasesDeleted: number;
                } | null;
                kind: 'conocer' | 'actualizar' | 'suprimir';
                message: string;
                status: 'atendida' | 'pendiente';
                summary: {
                  chats: {
                    count: number;
                    items: {
                      businessLine: string | null;
                      /** @description When it was stored (ISO 8601) */
                      date: string;
                      /** @description What it is: a contact request, a chat, a purchase and its state */
                      detail: string;
                      personalData: {
                        label: string;
                        value: string;
                      }[];
                      productCode: string | null;
                    }[];
                  };
                  email: string;
                  leads: {
                    count: number;
                    items: {
                      businessLine: string | null;
                      /** @description When it was stored (ISO 8601) */
                      date: string;
                      /** @description What it is: a contact request, a chat, a purchase and its state */
                      detail: string;
                      personalData: {
                        label: string;
                        value: string;
                      }[];
                      productCode: string | null;
                    }[];
                  };
                  purchases: {
                    count: number;
                    items: {
                      businessLine: string | null;
                      /** @description When it was stored (ISO 8601) */
                      date: string;
                      /** @description What it is: a contact request, a chat, a purchase and its state */
                      detail: string;
                      personalData: {
                        label: string;
                        value: string;
                      }[];
                      productCode: string | null;
                    }[];
                  };
                } | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/data-rights/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Required for 'actualizar': what to correct */
            details?: string;
            email: string;
            /** @description conocer: know what is stored; actualizar: correct it; suprimir: delete it */
            kind: 'conocer' | 'actualizar' | 'suprimir';
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                message: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/files/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description The PDF file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/insurance/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The general conditions, then the brochure */
              data: {
                kind: 'conditions' | 'brochure';
                pages: number;
                size: number | null;
                title: string;
                /** @description Its GET /api/documents/files/{file} path */
                url: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            events: {
              /**
               * Format: date-time
               * @description The event's time by the client's clock
               */
              at: string;
              /**
               * @description The consent that allowed the event
               * @enum {unknown}
               */
              category: 'analytics' | 'advertising';
              /** @description A random id the browser keeps */
              clientId: string;
              /** @enum {unknown} */
              name:
                | 'page_view'
                | 'view_item'
                | 'add_to_compare'
                | 'generate_lead'
                | 'purchase'
                | 'testAB_modal_test_variation'
                | 'testAB_modal_test_control';
              /** @description Path and query of the page; no control or format character (refused with 400) */
              page: string;
              /** @description GA4 event parameters; unknown ones are dropped */
              params?: {
                comparator?: string;
                /** @enum {unknown} */
                currency?: 'COP';
                gclid?: string;
                item_category?: string;
                item_id?: string;
                item_name?: string;
                items?: {
                  item_id?: string;
                  item_name?: string;
                }[];
                lead_id?: string;
                transaction_id?: string;
                utm_campaign?: string;
                utm_content?: string;
                utm_medium?: string;
                utm_source?: string;
                utm_term?: string;
                value?: number;
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Events stored */
              accepted: number;
              /** @description Events older than 24 h or more than 5 min ahead by the client clock: not stored */
              dropped: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feedbacks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Free text; empty is no comment */
            comment?: string;
            /** @description The path it was given on */
            page: string;
            /** @description 1 muy mala … 5 excelente */
            rating: number;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string | null;
                createdAt: string;
                id: string;
                page: string;
                /** @description 1 muy mala … 5 excelente */
                rating: number;
                /** @description Keep it to read or change this opinion (GET and PATCH); shown once */
                token: string;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feedbacks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          /** @description The token the creation answered */
          token: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string | null;
                createdAt: string;
                id: string;
                page: string;
                /** @description 1 muy mala … 5 excelente */
                rating: number;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Free text; empty is no comment */
            comment?: string;
            /** @description 1 muy mala … 5 excelente */
            rating?: number;
            /** @description The token the creation answered */
            token: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                comment: string | null;
                createdAt: string;
                id: string;
                page: string;
                /** @description 1 muy mala … 5 excelente */
                rating: number;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/geo/location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description The visitor's ISO 3166-1 alpha-2 country, from the edge's header through a trusted proxy; else the site's (CO) */
                loc: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/globales/prestadores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          regionNumero?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ciudad: string;
                /** @description What the request sends as prestador */
                id: number;
                nombre: string;
                regionNombre: string;
                regionNumero: string;
                tipo: 'clinica' | 'hospital' | 'centro-medico';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                catalogueVersion: string;
                documents: {
                  /** @description PDFs already drawn */
                  generated: number;
                  total: number;
                };
                plans: number;
                /** @enum {string} */
                status: 'ok';
                version: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/images/{kind}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
          kind: 'organizations' | 'products' | 'banners' | 'flags' | 'articles' | 'blocks' | 'partners' | 'landings';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description An SVG image, cached a day */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/svg+xml': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/{id}/calculatePrice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          comparator?: string;
          forceRefresh?: number;
          productType?: string | null;
          /** @description The profile as JSON, as POST takes it */
          profile?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description Every person of the profile has a price (true without a profile) */
                arePricesDefined: boolean;
                insuranceId: number;
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                price_detail: {
                  /** @description The plan's price unit: '/mes', '/año', 'Total' or 'p/empl.' */
                  label: string;
                };
                productCode: string;
                profilePrice: {
                  profiles: {
                    ageRange: string | null;
                    /** @description Position in the profile: holders first, then dependants (or pets) */
                    index: number;
                    method: 'ageBand' | 'PriceNotFound';
                    price: number | null;
                    role: 'cotizante' | 'carga' | 'mascota';
                  }[];
                  total: {
                    /** @description Every person of the profile has a price */
                    arePricesDefined: boolean;
                    /** @description Company plans: the employee count priced */
                    employees?: number;
                    profilesEvaluated: number;
                    profilesWithPrice: number;
                  };
                } | null;
              };
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            productType?: string | null;
            profile?: {
              cargas?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              colectivo?: {
                cantidadempleados?: number | string | null;
              };
              cotizante?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              enPareja?: boolean;
              ingresodatos?: boolean;
              mascota?: {
                edad?: number | null;
                /** @enum {string|null} */
                especie?: 'Perro' | 'Gato' | '' | null;
                parentesco?: string | null;
                raza?: string | null;
              }[];
            } | null;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description Every person of the profile has a price (true without a profile) */
                arePricesDefined: boolean;
                insuranceId: number;
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                price_detail: {
                  /** @description The plan's price unit: '/mes', '/año', 'Total' or 'p/empl.' */
                  label: string;
                };
                productCode: string;
                profilePrice: {
                  profiles: {
                    ageRange: string | null;
                    /** @description Position in the profile: holders first, then dependants (or pets) */
                    index: number;
                    method: 'ageBand' | 'PriceNotFound';
                    price: number | null;
                    role: 'cotizante' | 'carga' | 'mascota';
                  }[];
                  total: {
                    /** @description Every person of the profile has a price */
                    arePricesDefined: boolean;
                    /** @description Company plans: the employee count priced */
                    employees?: number;
                    profilesEvaluated: number;
                    profilesWithPrice: number;
                  };
                } | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/{id}/coverageOrganizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Percentage descending, copago ascending; empty for a plan without a network */
              data: {
                /** @description The benefit category */
                code: string;
                /** @description The departments of its clinics */
                countryStates: {
                  stateCode: string;
                  stateName: string;
                }[];
                coverage: {
                  deductible: {
                    minAmount: number;
                  };
                  name: string;
                  percentage: {
                    minAmount: number;
                  };
                };
                displayName: string;
                id: number;
                network: {
                  /** @description By name */
                  clinics: {
                    address: string;
                    city: string;
                    countryStates: {
                      stateCode: string;
                      stateName: string;
                    }[];
                    displayName: string;
                    id: number;
                    image: string;
                    kind: 'clinica' | 'hospital' | 'centro-medico';
                    phone: string;
                    /** @description Name, coverage and percentage */
                    title: string;
                    /** @description The clinic’s site path */
                    url: string;
                  }[];
                  name: string;
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/{id}/descriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The offer description first when the plan has offers, then the general one */
              data: {
                icon: string;
                text: string;
                type: {
                  displayName: string;
                  /** @description insurance_description_general, offer_description (the plan has offers), insurance_type_description */
                  name: string;
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/{id}/exclusions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The plan's main exclusions, in the conditions' order; empty: none listed */
              data: {
                /** @description Stable within the plan */
                code: string;
                text: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/{id}/faq': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                answer: string;
                question: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/{id}/features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Every feature of the catalogue, with whether this plan has it */
              data: {
                description: string;
                displayName: string;
                feature_type_id: number;
                icon: string;
                /** @description The feature code, e.g. has_maternity_coverage */
                name: string;
                /** @description Whether this plan has the feature */
                value: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/by-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          url: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                coverages: {
                  /** @description Benefits in all categories */
                  count: number;
                  tags: {
                    /** @description One: the first benefit of the category */
                    coverages: {
                      /** @description Every amount is written; null where the benefit has none */
                      amounts: {
                        compensation: {
                          minAmount: number | null;
                        };
                        deductible: {
                          minAmount: number | null;
                        };
                        percentage: {
                          maxAmount: number | null;
                        };
                      };
                    }[];
                    icon: string;
                    name: string;
                  }[];
                };
                /** @description offer_description first when the plan has offers, then insurance_description_general */
                descriptions: {
                  icon: string;
                  text: string;
                  type: {
                    displayName: string;
                    /** @description insurance_description_general, offer_description (the plan has offers), insurance_type_description */
                    name: string;
                  };
                }[];
                displayName: string;
                /** @description How well the plan suits the profile, 0 to 10 (the card shows it × 10 as a percent) */
                distance: number;
                exclusive: boolean;
                id: number;
                insuranceMetadata: {
                  metadata: {
                    annual_benefit_maximum: {
                      /** @description 0 means 'Sin tope' */
                      amount: number;
                      currency_code: string;
                    };
                    /** @description The plan has coverage tables worth setting side by side (every line but mandatory Covid) */
                    comparable: boolean;
                    coverage_breadth: 'con_parto' | 'sin_parto';
                    hasOffer: boolean;
                    /** @description The plan's overview image */
                    image: string;
                    isPopular: boolean;
                    logo: string;
                    /** @description Company plans: the minimum of employees */
                    minsubscribers?: number;
                    modality: 'preferente' | 'libre_eleccion' | 'cerrado';
                    price_detail: {
                      /** @description The cheapest row's age band; '' when none */
                      age_range: string;
                      label: string;
                    };
                    protection: 'Colombia' | 'Todo el Mundo' | 'Mundial con excepciones';
                    protection_description: string;
                    /** @description How the plan is sold: ExecutiveEmployee, QpOnlineSale, QpMixSale… */
                    salesChannel: string[];
                    /** @description An optional 60-second video, a self-hosted file (docs/product/detail.md#overview); the catalogue has none yet */
                    video?: string;
                  };
                };
                insuranceType: {
                  color: string;
                  description: string;
                  /** @description The insurance type's own descriptions */
                  descriptions: {
                    icon: string;
                    text: string;
                    type: {
                      displayName: string;
                      /** @description insurance_description_general, offer_description (the plan has offers), insurance_type_description */
                      name: string;
                    };
                  }[];
                  displayName: string;
                  name: string;
                  upperType: {
                    displayName: string;
                    name: string;
                  };
                };
                /** @description The plan started within about two months */
                isNew: boolean;
                isPromoted: boolean;
                name: string;
                organization: {
                  displayName: string;
                  id: number;
                  metadata: {
                    color: string;
                    firstColor: string;
                    image: string;
                    img: string;
                    /** @description How the site names the kind of organization */
                    typeAlias: string;
                    /** @description The organization's slug */
                    url: string;
                  };
                };
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                priceRange: {
                  /** @description The starting price ('Desde') */
                  from: number;
                  unit: {
                    code: string;
                  };
                };
                productCode: string;
                /** @description 0 to 10 */
                score: number;
                tabs: {
                  class: string;
                  disabled: boolean;
                  file?: {
                    size: number | null;
                    url: string;
                  };
                  /** @description The fixed bottom bar may show while this tab is active */
                  headerFixed: boolean;
                  hidden: boolean;
                  /** @description Pulses (the A/B highlight of a promoted plan) */
                  highlight: boolean;
                  icon: string;
                  inMenuMore: boolean;
                  /** @description The tab's content has the request column beside it */
                  showContentChild: boolean;
                  title: string;
                  /** @description The tab's path segment: home, Detalle-de-Precio, Donde-Cubre, Condicion-General, Folleto, Solicitar */
                  url: string;
                }[];
                /** @description The plan's site path: /EPS/{org}/{plan}, /Seguros/…, /Medicina-Prepagada/…, /Empresa/SEGURO-COLECTIVO/{org}/Planes/{plan} */
                url: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/compare/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          comparator?: string | null;
          coverageCountries?: string[];
          coverageOrganizations?: (number | string)[];
          displayShowcase?: boolean | null;
          features?: string[];
          featuresFilter?: string[];
          forceRefresh?: 0 | 1;
          fromPrice?: number | null;
          insuranceTypes?: string[];
          order?: string | null;
          organizations?: (number | string)[];
          organizationType?: string[];
          organizationTypes?: string[];
          page?: number;
          productType?: string | null;
          take?: number;
          toPrice?: number | null;
          uuid?: string | null;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                coverages: {
                  /** @description Benefits in all categories */
                  count: number;
                  tags: {
                    /** @description One: the first benefit of the category */
                    coverages: {
                      /** @description Every amount is written; null where the benefit has none */
                      amounts: {
                        compensation: {
                          minAmount: number | null;
                        };
                        deductible: {
                          minAmount: number | null;
                        };
                        percentage: {
                          maxAmount: number | null;
                        };
                      };
                    }[];
                    icon: string;
                    name: string;
                  }[];
                };
                displayName: string;
                /** @description How well the plan suits the profile, 0 to 10 (the card shows it × 10 as a percent) */
                distance: number;
                exclusive: boolean;
                id: number;
                /**
                 * @description Only when the profile rules the plan out: 'otherEps', a complementary plan of another EPS than the holder's; 'belowMinimum', a collective plan for more employees than the company has. Listed after every other plan, with no match.
                 * @enum {string}
                 */
                ineligible?: 'otherEps' | 'belowMinimum';
                insuranceMetadata: {
                  metadata: {
                    annual_benefit_maximum: {
                      /** @description 0 means 'Sin tope' */
                      amount: number;
                      currency_code: string;
                    };
                    /** @description The plan has coverage tables worth setting side by side (every line but mandatory Covid) */
                    comparable: boolean;
                    coverage_breadth: 'con_parto' | 'sin_parto';
                    hasOffer: boolean;
                    /** @description The plan's overview image */
                    image: string;
                    isPopular: boolean;
                    logo: string;
                    /** @description Company plans: the minimum of employees */
                    minsubscribers?: number;
                    modality: 'preferente' | 'libre_eleccion' | 'cerrado';
                    price_detail: {
                      /** @description The cheapest row's age band; '' when none */
                      age_range: string;
                      label: string;
                    };
                    protection: 'Colombia' | 'Todo el Mundo' | 'Mundial con excepciones';
                    protection_description: string;
                    /** @description How the plan is sold: ExecutiveEmployee, QpOnlineSale, QpMixSale… */
                    salesChannel: string[];
                    /** @description An optional 60-second video, a self-hosted file (docs/product/detail.md#overview); the catalogue has none yet */
                    video?: string;
                  };
                };
                insuranceType: {
                  color: string;
                  description: string;
                  displayName: string;
                  name: string;
                  upperType: {
                    displayName: string;
                    name: string;
                  };
                };
                /** @description The plan started within about two months */
                isNew: boolean;
                isPromoted: boolean;
                name: string;
                organization: {
                  displayName: string;
                  id: number;
                  metadata: {
                    color: string;
                    firstColor: string;
                    image: string;
                    img: string;
                    /** @description How the site names the kind of organization */
                    typeAlias: string;
                    /** @description The organization's slug */
                    url: string;
                  };
                };
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                priceRange: {
                  /** @description The starting price ('Desde') */
                  from: number;
                  unit: {
                    code: string;
                  };
                };
                productCode: string;
                profilePrice?: {
                  profiles: {
                    ageRange: string | null;
                    /** @description Position in the profile: holders first, then dependants (or pets) */
                    index: number;
                    method: 'ageBand' | 'PriceNotFound';
                    price: number | null;
                    role: 'cotizante' | 'carga' | 'mascota';
                  }[];
                  total: {
                    /** @description Every person of the profile has a price */
                    arePricesDefined: boolean;
                    /** @description Company plans: the employee count priced */
                    employees?: number;
                    profilesEvaluated: number;
                    profilesWithPrice: number;
                  };
                };
                /** @description 0 to 10 */
                score: number;
                /** @description The plan's site path: /EPS/{org}/{plan}, /Seguros/…, /Medicina-Prepagada/…, /Empresa/SEGURO-COLECTIVO/{org}/Planes/{plan} */
                url: string;
              }[];
              metaData: {
                /** @description Plans above toPrice */
                abovePriceLimit: number;
                /** @description Plans below fromPrice */
                belowPriceLimit: number;
                page: number;
                pages: number;
                /** @description The comparator's paging: numbered pages, or a button for more results */
                paginationMode: 'numbered' | 'more';
                /** @description The page size: the call's take, else the comparator's */
                take: number;
                /** @description Plans inside the price range */
                total: number;
                /** @description The call's uuid, or a new one */
                uuid: string;
              };
            };
          };
        };
        /** @description A suspected robot */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Signed; POST /api/buscarplanes/notrobot sends it back with the nonce of its proof of work */
              challenge: string;
              /** Format: date-time */
              challengeExpiresAt: string;
              /** @enum {string} */
              code: 'BOT_SUSPICION';
              error: string;
              message: string;
              statusCode: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            comparator?: string | null;
            coverageCountries?: string | string[];
            coverageOrganizations?: number | string | (number | string)[];
            displayShowcase?: boolean | null;
            features?: string | string[];
            featuresFilter?: string | string[];
            fromDeductible?: number | null;
            fromPrice?: number | null;
            insuranceTypes?: string | string[];
            order?: string | null;
            organizations?: number | string | (number | string)[];
            organizationType?: string | string[];
            organizationTypes?: string | string[];
            page?: number;
            ponderer?: number | null;
            productType?: string | null;
            profile?: {
              cargas?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              colectivo?: {
                cantidadempleados?: number | string | null;
              };
              cotizante?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              enPareja?: boolean;
              ingresodatos?: boolean;
              mascota?: {
                edad?: number | null;
                /** @enum {string|null} */
                especie?: 'Perro' | 'Gato' | '' | null;
                parentesco?: string | null;
                raza?: string | null;
              }[];
            } | null;
            take?: number;
            targetCurrency?: string | null;
            toDeductible?: number | null;
            toPrice?: number | null;
            uuid?: string | null;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                coverages: {
                  /** @description Benefits in all categories */
                  count: number;
                  tags: {
                    /** @description One: the first benefit of the category */
                    coverages: {
                      /** @description Every amount is written; null where the benefit has none */
                      amounts: {
                        compensation: {
                          minAmount: number | null;
                        };
                        deductible: {
                          minAmount: number | null;
                        };
                        percentage: {
                          maxAmount: number | null;
                        };
                      };
                    }[];
                    icon: string;
                    name: string;
                  }[];
                };
                displayName: string;
                /** @description How well the plan suits the profile, 0 to 10 (the card shows it × 10 as a percent) */
                distance: number;
                exclusive: boolean;
                id: number;
                /**
                 * @description Only when the profile rules the plan out: 'otherEps', a complementary plan of another EPS than the holder's; 'belowMinimum', a collective plan for more employees than the company has. Listed after every other plan, with no match.
                 * @enum {string}
                 */
                ineligible?: 'otherEps' | 'belowMinimum';
                insuranceMetadata: {
                  metadata: {
                    annual_benefit_maximum: {
                      /** @description 0 means 'Sin tope' */
                      amount: number;
                      currency_code: string;
                    };
                    /** @description The plan has coverage tables worth setting side by side (every line but mandatory Covid) */
                    comparable: boolean;
                    coverage_breadth: 'con_parto' | 'sin_parto';
                    hasOffer: boolean;
                    /** @description The plan's overview image */
                    image: string;
                    isPopular: boolean;
                    logo: string;
                    /** @description Company plans: the minimum of employees */
                    minsubscribers?: number;
                    modality: 'preferente' | 'libre_eleccion' | 'cerrado';
                    price_detail: {
                      /** @description The cheapest row's age band; '' when none */
                      age_range: string;
                      label: string;
                    };
                    protection: 'Colombia' | 'Todo el Mundo' | 'Mundial con excepciones';
                    protection_description: string;
                    /** @description How the plan is sold: ExecutiveEmployee, QpOnlineSale, QpMixSale… */
                    salesChannel: string[];
                    /** @description An optional 60-second video, a self-hosted file (docs/product/detail.md#overview); the catalogue has none yet */
                    video?: string;
                  };
                };
                insuranceType: {
                  color: string;
                  description: string;
                  displayName: string;
                  name: string;
                  upperType: {
                    displayName: string;
                    name: string;
                  };
                };
                /** @description The plan started within about two months */
                isNew: boolean;
                isPromoted: boolean;
                name: string;
                organization: {
                  displayName: string;
                  id: number;
                  metadata: {
                    color: string;
                    firstColor: string;
                    image: string;
                    img: string;
                    /** @description How the site names the kind of organization */
                    typeAlias: string;
                    /** @description The organization's slug */
                    url: string;
                  };
                };
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                priceRange: {
                  /** @description The starting price ('Desde') */
                  from: number;
                  unit: {
                    code: string;
                  };
                };
                productCode: string;
                profilePrice?: {
                  profiles: {
                    ageRange: string | null;
                    /** @description Position in the profile: holders first, then dependants (or pets) */
                    index: number;
                    method: 'ageBand' | 'PriceNotFound';
                    price: number | null;
                    role: 'cotizante' | 'carga' | 'mascota';
                  }[];
                  total: {
                    /** @description Every person of the profile has a price */
                    arePricesDefined: boolean;
                    /** @description Company plans: the employee count priced */
                    employees?: number;
                    profilesEvaluated: number;
                    profilesWithPrice: number;
                  };
                };
                /** @description 0 to 10 */
                score: number;
                /** @description The plan's site path: /EPS/{org}/{plan}, /Seguros/…, /Medicina-Prepagada/…, /Empresa/SEGURO-COLECTIVO/{org}/Planes/{plan} */
                url: string;
              }[];
              metaData: {
                /** @description Plans above toPrice */
                abovePriceLimit: number;
                /** @description Plans below fromPrice */
                belowPriceLimit: number;
                page: number;
                pages: number;
                /** @description The comparator's paging: numbered pages, or a button for more results */
                paginationMode: 'numbered' | 'more';
                /** @description The page size: the call's take, else the comparator's */
                take: number;
                /** @description Plans inside the price range */
                total: number;
                /** @description The call's uuid, or a new one */
                uuid: string;
              };
            };
          };
        };
        /** @description A suspected robot */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Signed; POST /api/buscarplanes/notrobot sends it back with the nonce of its proof of work */
              challenge: string;
              /** Format: date-time */
              challengeExpiresAt: string;
              /** @enum {string} */
              code: 'BOT_SUSPICION';
              error: string;
              message: string;
              statusCode: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/compare/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          /** @description 1 to 3 plan ids, comma separated, in slot order */
          ids: string;
          /** @description The visitor's profile as JSON, as calculatePrice's GET takes it */
          profile?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description The insurance type name */
                category: string;
                /** @description The plan's productCode */
                code: string;
                /** @description Summarised from the plan's benefit categories */
                coverage: {
                  /** @description The covered percentage range */
                  coverage: {
                    max: number;
                    min: number;
                  };
                  deductible: {
                    max: number;
                    min: number;
                    unit: {
                      code: string;
                      currencyCode: string | null;
                      name: string;
                    };
                  } | null;
                  /** @description The annual maximum; 0 means 'Sin tope' */
                  topAmount: {
                    max: number;
                    min: number;
                    unit: {
                      currencyCode: string;
                    };
                  };
                };
                displayName: string;
                /** @description The features the plan has */
                features: {
                  description: string;
                  displayName: string;
                  feature_type_id: number;
                  icon: string;
                  /** @description The feature code, e.g. has_maternity_coverage */
                  name: string;
                }[];
                id: number;
                information: {
                  /** @description Every feature, with whether the plan has it */
                  featuresAll: {
                    description: string;
                    displayName: string;
                    feature_type_id: number;
                    icon: string;
                    /** @description The feature code, e.g. has_maternity_coverage */
                    name: string;
                    /** @description Whether this plan has the feature */
                    value: boolean;
                  }[];
                  /** @description The plan's offers, as getOffers answers them (none: empty); the comparison bar shows them */
                  offers: {
                    code: string;
                    description: string;
                    discount: {
                      amount: number;
                      /** @description What the discount applies to */
                      product: string;
                      salesLimitQuantityEnable: boolean;
                      unitCode: 'PERCENT' | 'COP';
                    };
                    /** @description With stock: stock is 0 */
                    exhausted?: boolean;
                    id: number;
                    offerType: {
                      name: 'DISCOUNT' | 'AGGREGATE' | 'GIFTCARD' | 'STOCK';
                    };
                    priceRange: {
                      /** @description The price with the offer */
                      from: number;
                      unit: {
                        code: string;
                      };
                    };
                    productCode: string;
                    /** @description STOCK offers: units left; 0 is an exhausted promotion */
                    stock?: number;
                    title: string;
                  }[];
                };
                insuranceMetadata: {
                  metadata: {
                    protection: 'Colombia' | 'Todo el Mundo' | 'Mundial con excepciones';
                    protection_description: string;
                    salesChannel: string[];
                  };
                };
                name: string;
                /** @description The plan's request page ({url}/Solicitar), opened in a new window */
                newWindowUrl: string;
                organization: {
                  displayName: string;
                  id: number;
                  metadata: {
                    image: string;
                  };
                };
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                url: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/coverages/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                code: string;
                coverages: {
                  amounts: {
                    compensation?: {
                      /** @description Present when minAmount equals maxAmount */
                      defaultAmount?: number;
                      maxAmount: number;
                      minAmount: number;
                      unit: {
                        /** @description PERCENT or a currency code */
                        code: string;
                        currencyCode: string | null;
                        /** @description Porcentaje, Copago (Colombia's deductible) or Pesos */
                        name: string;
                      };
                    };
                    deductible?: {
                      /** @description Present when minAmount equals maxAmount */
                      defaultAmount?: number;
                      maxAmount: number;
                      minAmount: number;
                      unit: {
                        /** @description PERCENT or a currency code */
                        code: string;
                        currencyCode: string | null;
                        /** @description Porcentaje, Copago (Colombia's deductible) or Pesos */
                        name: string;
                      };
                    };
                    percentage: {
                      /** @description Present when minAmount equals maxAmount */
                      defaultAmount?: number;
                      maxAmount: number;
                      minAmount: number;
                      unit: {
                        /** @description PERCENT or a currency code */
                        code: string;
                        currencyCode: string | null;
                        /** @description Porcentaje, Copago (Colombia's deductible) or Pesos */
                        name: string;
                      };
                    };
                  };
                  code: string;
                  description: string;
                  icon: string;
                  id: number;
                  /** @description The benefit’s name */
                  insuranceBenefit: string;
                  /** @description Clinics in the network of its category (0 without a network) */
                  organizationCount: number;
                }[];
                icon: string;
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/insurance/product/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          code: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                coverages: {
                  /** @description Benefits in all categories */
                  count: number;
                  tags: {
                    /** @description One: the first benefit of the category */
                    coverages: {
                      /** @description Every amount is written; null where the benefit has none */
                      amounts: {
                        compensation: {
                          minAmount: number | null;
                        };
                        deductible: {
                          minAmount: number | null;
                        };
                        percentage: {
                          maxAmount: number | null;
                        };
                      };
                    }[];
                    icon: string;
                    name: string;
                  }[];
                };
                /** @description offer_description first when the plan has offers, then insurance_description_general */
                descriptions: {
                  icon: string;
                  text: string;
                  type: {
                    displayName: string;
                    /** @description insurance_description_general, offer_description (the plan has offers), insurance_type_description */
                    name: string;
                  };
                }[];
                displayName: string;
                /** @description How well the plan suits the profile, 0 to 10 (the card shows it × 10 as a percent) */
                distance: number;
                exclusive: boolean;
                id: number;
                insuranceMetadata: {
                  metadata: {
                    annual_benefit_maximum: {
                      /** @description 0 means 'Sin tope' */
                      amount: number;
                      currency_code: string;
                    };
                    /** @description The plan has coverage tables worth setting side by side (every line but mandatory Covid) */
                    comparable: boolean;
                    coverage_breadth: 'con_parto' | 'sin_parto';
                    hasOffer: boolean;
                    /** @description The plan's overview image */
                    image: string;
                    isPopular: boolean;
                    logo: string;
                    /** @description Company plans: the minimum of employees */
                    minsubscribers?: number;
                    modality: 'preferente' | 'libre_eleccion' | 'cerrado';
                    price_detail: {
                      /** @description The cheapest row's age band; '' when none */
                      age_range: string;
                      label: string;
                    };
                    protection: 'Colombia' | 'Todo el Mundo' | 'Mundial con excepciones';
                    protection_description: string;
                    /** @description How the plan is sold: ExecutiveEmployee, QpOnlineSale, QpMixSale… */
                    salesChannel: string[];
                    /** @description An optional 60-second video, a self-hosted file (docs/product/detail.md#overview); the catalogue has none yet */
                    video?: string;
                  };
                };
                insuranceType: {
                  color: string;
                  description: string;
                  /** @description The insurance type's own descriptions */
                  descriptions: {
                    icon: string;
                    text: string;
                    type: {
                      displayName: string;
                      /** @description insurance_description_general, offer_description (the plan has offers), insurance_type_description */
                      name: string;
                    };
                  }[];
                  displayName: string;
                  name: string;
                  upperType: {
                    displayName: string;
                    name: string;
                  };
                };
                /** @description The plan started within about two months */
                isNew: boolean;
                isPromoted: boolean;
                name: string;
                organization: {
                  displayName: string;
                  id: number;
                  metadata: {
                    color: string;
                    firstColor: string;
                    image: string;
                    img: string;
                    /** @description How the site names the kind of organization */
                    typeAlias: string;
                    /** @description The organization's slug */
                    url: string;
                  };
                };
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                priceRange: {
                  /** @description The starting price ('Desde') */
                  from: number;
                  unit: {
                    code: string;
                  };
                };
                productCode: string;
                /** @description 0 to 10 */
                score: number;
                tabs: {
                  class: string;
                  disabled: boolean;
                  file?: {
                    size: number | null;
                    url: string;
                  };
                  /** @description The fixed bottom bar may show while this tab is active */
                  headerFixed: boolean;
                  hidden: boolean;
                  /** @description Pulses (the A/B highlight of a promoted plan) */
                  highlight: boolean;
                  icon: string;
                  inMenuMore: boolean;
                  /** @description The tab's content has the request column beside it */
                  showContentChild: boolean;
                  title: string;
                  /** @description The tab's path segment: home, Detalle-de-Precio, Donde-Cubre, Condicion-General, Folleto, Solicitar */
                  url: string;
                }[];
                /** @description The plan's site path: /EPS/{org}/{plan}, /Seguros/…, /Medicina-Prepagada/…, /Empresa/SEGURO-COLECTIVO/{org}/Planes/{plan} */
                url: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/form': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            integrationHash: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                integrationForm: {
                  /** @description The business line its leads go to */
                  businessLineId: number;
                  hash: string;
                  integrationForms: {
                    integrationFormFields: {
                      allowedValues:
                        | {
                            /** @description A prefix list's: the country's code ('CO') */
                            code?: string;
                            label: string;
                            /** @description A country list's: the country's phone prefix ('+57') */
                            phonePrefix?: string;
                            value: string;
                          }[]
                        | null;
                      class: string | null;
                      defaultValue: string | number | null;
                      fieldType: {
                        /** @description input, select, textarea, action-button, password, phone-prefix, country, array, group, dynamic-quantity, passengers… */
                        fldType: string;
                        inputType: string | null;
                      };
                      fldName: string;
                      fldRegexp: string | null;
                      groupedBy: string | null;
                      helper: string | null;
                      imgIcon: string | null;
                      isRequired: boolean;
                      /** @description A repeated group's label is "label,addLabel" */
                      label: string;
                      mask: string | null;
                      placeholder: string | null;
                      retrieveFunction: string | null;
                      wrapper: string | null;
                    }[];
                    validationScript: string | null;
                  }[];
                  name: string;
                  submitText: string;
                  title: string;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/form/{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          hash: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                integrationForm: {
                  /** @description The business line its leads go to */
                  businessLineId: number;
                  hash: string;
                  integrationForms: {
                    integrationFormFields: {
                      allowedValues:
                        | {
                            /** @description A prefix list's: the country's code ('CO') */
                            code?: string;
                            label: string;
                            /** @description A country list's: the country's phone prefix ('+57') */
                            phonePrefix?: string;
                            value: string;
                          }[]
                        | null;
                      class: string | null;
                      defaultValue: string | number | null;
                      fieldType: {
                        /** @description input, select, textarea, action-button, password, phone-prefix, country, array, group, dynamic-quantity, passengers… */
                        fldType: string;
                        inputType: string | null;
                      };
                      fldName: string;
                      fldRegexp: string | null;
                      groupedBy: string | null;
                      helper: string | null;
                      imgIcon: string | null;
                      isRequired: boolean;
                      /** @description A repeated group's label is "label,addLabel" */
                      label: string;
                      mask: string | null;
                      placeholder: string | null;
                      retrieveFunction: string | null;
                      wrapper: string | null;
                    }[];
                    validationScript: string | null;
                  }[];
                  name: string;
                  submitText: string;
                  title: string;
                };
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/iframe-subdomain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          hostname?: string;
          subdomain: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description The organizations every catalogue call is limited to; none: all */
                allowedOrganizations: number[];
                /** @description The slices the partner site loads */
                allowedRemotes: string[];
                /** @description Paths a framed page (IFRAME_AUTH) may show */
                allowedUrls: string[];
                /** @description Leaves out the site's showcase: the home's promotions and the promoted plans' highlight */
                disableShowcase: boolean;
                /** @description Paths that show the footer */
                footerEnabledRoutes: string[];
                /** @description The partner's logo (an image URL), shown in the header instead of QuieroSeguro's; not in the product's partner data */
                logo?: string;
                name: string;
                redirects: {
                  allowedPaths: string[];
                  /** @description Where a path outside allowedPaths leads */
                  defaultPath: string;
                };
                /** @description The referrer its visitors' leads carry (pseudo-login); empty: none */
                referer: string;
                /** @description The partner's page metadata; each key the partner states replaces the site's */
                SEOMetadata: {
                  /** @description Keywords added to the page */
                  addedTags?: string[];
                  author?: string;
                  description?: string;
                  disablePrerenderRedirect?: boolean;
                  /** @description The partner's contact e-mail (its footer) */
                  email?: string;
                  /** @description The favicon */
                  imageFa?: string;
                  /** @description The image social networks show */
                  imageRRSS?: string;
                  /** @description The image Twitter shows */
                  imageTw?: string;
                  title?: string;
                  twitterSite?: string;
                };
                /** @description Its host is {subdomain}.{site domain} */
                subdomain: string;
                /** @description The header's gradient */
                subdomainBanner: {
                  color: string;
                  endGradient: string;
                };
                /** @description What the partner site shows (docs/product/shell.md#partner-layout-switches) */
                subdomainLayout: {
                  chatEnabled: boolean;
                  /** @description The plans' request buttons ('Solicitar…'); missing: shown */
                  requestButtonEnabled?: boolean;
                  /** @description The plans' score (stars); missing: shown */
                  scoreEnabled?: boolean;
                };
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/iframe-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description Paths a framed page may show */
                allowedUrls: string[];
                /** @description The origin allowed to frame the site */
                origin: string;
                /** @description The token's partner */
                subdomain: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/subdomain-content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          subdomain: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description A partner's own header and footer (docs/product/shell.md#partner-header-and-footer) */
              data: {
                /** @description The partner's footer markup (untrusted: the site sanitises it) */
                footerHTML: string;
                /** @description The partner's header markup (untrusted: the site sanitises it) */
                headerHTML: string;
                /** @description Origins (https://host) the markup may link to besides the site itself; other links lose their href */
                linkOrigins: string[];
                /** @description Show footerHTML in the site's footer */
                useFooter: boolean;
                /** @description Show headerHTML in the site's header */
                useHeader: boolean;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/menu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description The group's links; a company of the item's organization type each, after the fixed ones */
                categories: {
                  /** @description What the menu shows for the link */
                  displayName: string;
                  title: string;
                  /** @description A path of the site */
                  url: string;
                }[];
                /** @description A CSS colour (#RRGGBB) */
                color: string;
                icon: string;
                /** @description The slice whose code the page under this item loads (results, content…), to preload */
                preloadBundle: string;
                seoDescription: string;
                title: string;
                /**
                 * @description box_category: a group with categories; link: a plain link
                 * @enum {string}
                 */
                type: 'box_category' | 'link';
                /** @description A path of the site */
                url: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The notification active now */
              data: {
                id: number;
                message: string;
                title: string;
              };
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organization/seguros/tipo/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          type:
            | 'ISAPRE'
            | 'ASEG'
            | 'PRESTADOR'
            | 'EPS'
            | 'CORREDOR'
            | 'CORREDORA'
            | 'MEDICINA PREPAGADA'
            | 'CLINICA'
            | 'FUNDACION'
            | 'REASEG'
            | 'POLIZA'
            | 'MASCOTAS'
            | 'DOMICILIO';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description By name; under a partner host, its organizations and its plans' networks' clinics */
              data: {
                city: string | null;
                code: string;
                displayName: string;
                id: number;
                /** @description A company's (colours, tax id) or a clinic's (kind, address, phone) */
                metadata: {
                  /** @description A clinic's */
                  address?: string;
                  /** @description A company's: its colour (#RRGGBB) */
                  color?: string;
                  /** @description A company's: its darker colour */
                  firstColor?: string;
                  /** @description Its logo, an image of this API */
                  image: string;
                  /** @description The same as image */
                  img: string;
                  kind?: 'clinica' | 'hospital' | 'centro-medico';
                  /** @description A company's tax id */
                  nit?: string;
                  /** @description A clinic's */
                  phone?: string;
                  /** @description The type's name for visitors ('Aseguradora', 'Clínica') */
                  typeAlias: string;
                  /** @description Its page's slug */
                  url: string;
                };
                /** @description The same as code */
                organizationCode: string;
                stateCode: string | null;
                stateName: string | null;
                /** @description EPS, ASEG, MEDICINA PREPAGADA, MASCOTAS, CLINICA… */
                type: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/privacy-policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description YYYY-MM-DD */
                effectiveDate: string;
                /** @description SHA-256 (hex) of the policy text, as stored with each authorisation */
                hash: string;
                sections: {
                  paragraphs: string[];
                  title: string;
                }[];
                title: string;
                version: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile-form/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            form: {
              cargas?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              colectivo?: {
                cantidadempleados?: number | string | null;
              };
              cotizante?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              enPareja?: boolean;
              ingresodatos?: boolean;
              mascota?: {
                edad?: number | null;
                /** @enum {string|null} */
                especie?: 'Perro' | 'Gato' | '' | null;
                parentesco?: string | null;
                raza?: string | null;
              }[];
            };
            productType: {
              name: string;
            };
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description The stored record */
                id: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile-form/form': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          productTypeName: 'colombia' | 'colectivo' | 'pets';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                profileForm: {
                  /** @enum {string} */
                  productType: 'colombia' | 'colectivo' | 'pets';
                  profileFormFields: {
                    allowedValues:
                      | {
                          /** @description A prefix list's: the country's code ('CO') */
                          code?: string;
                          label: string;
                          /** @description A country list's: the country's phone prefix ('+57') */
                          phonePrefix?: string;
                          value: string;
                        }[]
                      | null;
                    changeAction: string | null;
                    class: string | null;
                    /** @enum {string} */
                    dataType: 'number' | 'string' | 'boolean';
                    defaultValue: string | number | boolean | null;
                    fieldType: {
                      /** @enum {string} */
                      fldType: 'checkbox' | 'radio' | 'input' | 'select' | 'array' | 'group';
                      htmlType: ('number' | 'text') | null;
                    };
                    /** @description The profile's key ('cotizante', 'edad'…); Spanish names as the product spells them */
                    fldName: string;
                    groupClass: string | null;
                    groupedBy: string | null;
                    helper: string | null;
                    hideExpression: string | null;
                    isMultiple: boolean;
                    /** @description An array container's label is "label,addLabel" */
                    label: string;
                    mask: string | null;
                    /** @description Greatest value, items of an array, or length of a text */
                    max?: number;
                    /** @description Least value, or least items of an array */
                    min?: number;
                    placeholder: string | null;
                    required: boolean;
                    retrieveFunction: string | null;
                    wrapper: string | null;
                  }[];
                  /** @description GET /api/profile-form/validation/{name}.js */
                  validationScriptUrl: string;
                };
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile-form/validation/{script}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          script: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Registers window.__QS_PROFILE_VALIDATORS__[<Name>Validation], a function answering true or the message to show */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/javascript': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            productCode: string;
            /** @description Who will be insured: the price is computed from it, by the API */
            profile?: {
              cargas?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              colectivo?: {
                cantidadempleados?: number | string | null;
              };
              cotizante?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              enPareja?: boolean;
              ingresodatos?: boolean;
              mascota?: {
                edad?: number | null;
                /** @enum {string|null} */
                especie?: 'Perro' | 'Gato' | '' | null;
                parentesco?: string | null;
                raza?: string | null;
              }[];
            } | null;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                purchase: {
                  ageChange: {
                    /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                    age: number;
                    /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                    previousPrice: {
                      /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                      basis: 'from' | 'profile';
                      /** @description Pesos; orders and filters the results */
                      minPrice: number;
                      /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                      suffix: string;
                      /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                      total?: {
                        /** @description Pesos a month: minPrice times employees */
                        amount: number;
                        /** @description The company size the profile states */
                        employees: number;
                      };
                      unit: {
                        /** @enum {string} */
                        code: 'COP';
                        /** @enum {number} */
                        id: 1;
                      };
                    };
                    profileAge: number | null;
                  } | null;
                  charge: {
                    /** @enum {string} */
                    currency: 'COP';
                    monthly: number;
                    paymentsPerYear: number;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    subtotal: number;
                    /** @description What the card is charged: the plan's price for the period, no fee added */
                    total: number;
                  };
                  /** @description The charge of every periodicity, to choose from */
                  charges: {
                    /** @enum {string} */
                    currency: 'COP';
                    monthly: number;
                    paymentsPerYear: number;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    subtotal: number;
                    /** @description What the card is charged: the plan's price for the period, no fee added */
                    total: number;
                  }[];
                  createdAt: string;
                  /** @description The saved steps, by step name */
                  data: {
                    [key: string]: unknown;
                  };
                  executive: {
                    apellidos: string;
                    calendly: {
                      active: boolean;
                      url: string;
                    };
                    email_corporativo: string;
                    nombres: string;
                    telefono_1: string;
                    /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                    telefonos: string[];
                  } | null;
                  id: string;
                  /** @description Who the health statement asks about */
                  insured: {
                    age: number | null;
                    person: number;
                    role: string;
                  }[];
                  kind: 'person' | 'company';
                  /** @description docs/product/api.md#lead-statuses */
                  leadStatus: {
                    /**
                     * @description One of the enumeration (docs/product/api.md#lead-statuses)
                     * @enum {unknown}
                     */
                    id:
                      1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                    name: string;
                  };
                  minEmployees: number;
                  organizationName: string;
                  payment: string | null;
                  payments: {
                    brand: string;
                    createdAt: string;
                    /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                    id: string;
                    lastFour: string;
                    message: string | null;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    status: 'processing' | 'approved' | 'rejected' | 'pending';
                    statusDetail: string | null;
                    total: number;
                  }[];
                  planName: string;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  price: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  productCode: string;
                  sale: string;
                  step: string;
                  steps: string[];
                  subStatus: {
                    /** @enum {unknown} */
                    id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                    name: string;
                  } | null;
                  updatedAt: string;
                };
                /** @description The purchase link: /Compra-Online/{code}?session={session}&sessionType=purchase; {purchase id}.{secret} */
                session: string;
                /** @enum {string} */
                sessionType: 'purchase';
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          session?: string;
          sessionType?: 'purchase';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ageChange: {
                  /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                  age: number;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  previousPrice: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  profileAge: number | null;
                } | null;
                charge: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                };
                /** @description The charge of every periodicity, to choose from */
                charges: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                }[];
                createdAt: string;
                /** @description The saved steps, by step name */
                data: {
                  [key: string]: unknown;
                };
                executive: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                id: string;
                /** @description Who the health statement asks about */
                insured: {
                  age: number | null;
                  person: number;
                  role: string;
                }[];
                kind: 'person' | 'company';
                /** @description docs/product/api.md#lead-statuses */
                leadStatus: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
                minEmployees: number;
                organizationName: string;
                payment: string | null;
                payments: {
                  brand: string;
                  createdAt: string;
                  /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                  id: string;
                  lastFour: string;
                  message: string | null;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  status: 'processing' | 'approved' | 'rejected' | 'pending';
                  statusDetail: string | null;
                  total: number;
                }[];
                planName: string;
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                productCode: string;
                sale: string;
                step: string;
                steps: string[];
                subStatus: {
                  /** @enum {unknown} */
                  id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                  name: string;
                } | null;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          session?: string;
          sessionType?: 'purchase';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ageChange: {
                  /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                  age: number;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  previousPrice: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  profileAge: number | null;
                } | null;
                charge: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                };
                /** @description The charge of every periodicity, to choose from */
                charges: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                }[];
                createdAt: string;
                /** @description The saved steps, by step name */
                data: {
                  [key: string]: unknown;
                };
                executive: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                id: string;
                /** @description Who the health statement asks about */
                insured: {
                  age: number | null;
                  person: number;
                  role: string;
                }[];
                kind: 'person' | 'company';
                /** @description docs/product/api.md#lead-statuses */
                leadStatus: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
                minEmployees: number;
                organizationName: string;
                payment: string | null;
                payments: {
                  brand: string;
                  createdAt: string;
                  /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                  id: string;
                  lastFour: string;
                  message: string | null;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  status: 'processing' | 'approved' | 'rejected' | 'pending';
                  statusDetail: string | null;
                  total: number;
                }[];
                planName: string;
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                productCode: string;
                sale: string;
                step: string;
                steps: string[];
                subStatus: {
                  /** @enum {unknown} */
                  id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                  name: string;
                } | null;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          session?: string;
          sessionType?: 'purchase';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ageChange: {
                  /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                  age: number;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  previousPrice: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  profileAge: number | null;
                } | null;
                charge: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                };
                /** @description The charge of every periodicity, to choose from */
                charges: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                }[];
                createdAt: string;
                /** @description The saved steps, by step name */
                data: {
                  [key: string]: unknown;
                };
                executive: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                id: string;
                /** @description Who the health statement asks about */
                insured: {
                  age: number | null;
                  person: number;
                  role: string;
                }[];
                kind: 'person' | 'company';
                /** @description docs/product/api.md#lead-statuses */
                leadStatus: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
                minEmployees: number;
                organizationName: string;
                payment: string | null;
                payments: {
                  brand: string;
                  createdAt: string;
                  /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                  id: string;
                  lastFour: string;
                  message: string | null;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  status: 'processing' | 'approved' | 'rejected' | 'pending';
                  statusDetail: string | null;
                  total: number;
                }[];
                planName: string;
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                productCode: string;
                sale: string;
                step: string;
                steps: string[];
                subStatus: {
                  /** @enum {unknown} */
                  id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                  name: string;
                } | null;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          session?: string;
          sessionType?: 'purchase';
        };
        header: {
          /** @description One per payment attempt: a retry charges once */
          'idempotency-key': string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cardNumber: string;
            expiry: string;
            holderName: string;
            securityCode: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                payment: {
                  brand: string;
                  createdAt: string;
                  /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                  id: string;
                  lastFour: string;
                  message: string | null;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  status: 'processing' | 'approved' | 'rejected' | 'pending';
                  statusDetail: string | null;
                  total: number;
                };
                purchase: {
                  ageChange: {
                    /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                    age: number;
                    /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                    previousPrice: {
                      /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                      basis: 'from' | 'profile';
                      /** @description Pesos; orders and filters the results */
                      minPrice: number;
                      /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                      suffix: string;
                      /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                      total?: {
                        /** @description Pesos a month: minPrice times employees */
                        amount: number;
                        /** @description The company size the profile states */
                        employees: number;
                      };
                      unit: {
                        /** @enum {string} */
                        code: 'COP';
                        /** @enum {number} */
                        id: 1;
                      };
                    };
                    profileAge: number | null;
                  } | null;
                  charge: {
                    /** @enum {string} */
                    currency: 'COP';
                    monthly: number;
                    paymentsPerYear: number;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    subtotal: number;
                    /** @description What the card is charged: the plan's price for the period, no fee added */
                    total: number;
                  };
                  /** @description The charge of every periodicity, to choose from */
                  charges: {
                    /** @enum {string} */
                    currency: 'COP';
                    monthly: number;
                    paymentsPerYear: number;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    subtotal: number;
                    /** @description What the card is charged: the plan's price for the period, no fee added */
                    total: number;
                  }[];
                  createdAt: string;
                  /** @description The saved steps, by step name */
                  data: {
                    [key: string]: unknown;
                  };
                  executive: {
                    apellidos: string;
                    calendly: {
                      active: boolean;
                      url: string;
                    };
                    email_corporativo: string;
                    nombres: string;
                    telefono_1: string;
                    /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                    telefonos: string[];
                  } | null;
                  id: string;
                  /** @description Who the health statement asks about */
                  insured: {
                    age: number | null;
                    person: number;
                    role: string;
                  }[];
                  kind: 'person' | 'company';
                  /** @description docs/product/api.md#lead-statuses */
                  leadStatus: {
                    /**
                     * @description One of the enumeration (docs/product/api.md#lead-statuses)
                     * @enum {unknown}
                     */
                    id:
                      1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                    name: string;
                  };
                  minEmployees: number;
                  organizationName: string;
                  payment: string | null;
                  payments: {
                    brand: string;
                    createdAt: string;
                    /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                    id: string;
                    lastFour: string;
                    message: string | null;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    status: 'processing' | 'approved' | 'rejected' | 'pending';
                    statusDetail: string | null;
                    total: number;
                  }[];
                  planName: string;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  price: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  productCode: string;
                  sale: string;
                  step: string;
                  steps: string[];
                  subStatus: {
                    /** @enum {unknown} */
                    id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                    name: string;
                  } | null;
                  updatedAt: string;
                };
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                payment: {
                  brand: string;
                  createdAt: string;
                  /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                  id: string;
                  lastFour: string;
                  message: string | null;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  status: 'processing' | 'approved' | 'rejected' | 'pending';
                  statusDetail: string | null;
                  total: number;
                };
                purchase: {
                  ageChange: {
                    /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                    age: number;
                    /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                    previousPrice: {
                      /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                      basis: 'from' | 'profile';
                      /** @description Pesos; orders and filters the results */
                      minPrice: number;
                      /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                      suffix: string;
                      /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                      total?: {
                        /** @description Pesos a month: minPrice times employees */
                        amount: number;
                        /** @description The company size the profile states */
                        employees: number;
                      };
                      unit: {
                        /** @enum {string} */
                        code: 'COP';
                        /** @enum {number} */
                        id: 1;
                      };
                    };
                    profileAge: number | null;
                  } | null;
                  charge: {
                    /** @enum {string} */
                    currency: 'COP';
                    monthly: number;
                    paymentsPerYear: number;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    subtotal: number;
                    /** @description What the card is charged: the plan's price for the period, no fee added */
                    total: number;
                  };
                  /** @description The charge of every periodicity, to choose from */
                  charges: {
                    /** @enum {string} */
                    currency: 'COP';
                    monthly: number;
                    paymentsPerYear: number;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    subtotal: number;
                    /** @description What the card is charged: the plan's price for the period, no fee added */
                    total: number;
                  }[];
                  createdAt: string;
                  /** @description The saved steps, by step name */
                  data: {
                    [key: string]: unknown;
                  };
                  executive: {
                    apellidos: string;
                    calendly: {
                      active: boolean;
                      url: string;
                    };
                    email_corporativo: string;
                    nombres: string;
                    telefono_1: string;
                    /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                    telefonos: string[];
                  } | null;
                  id: string;
                  /** @description Who the health statement asks about */
                  insured: {
                    age: number | null;
                    person: number;
                    role: string;
                  }[];
                  kind: 'person' | 'company';
                  /** @description docs/product/api.md#lead-statuses */
                  leadStatus: {
                    /**
                     * @description One of the enumeration (docs/product/api.md#lead-statuses)
                     * @enum {unknown}
                     */
                    id:
                      1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                    name: string;
                  };
                  minEmployees: number;
                  organizationName: string;
                  payment: string | null;
                  payments: {
                    brand: string;
                    createdAt: string;
                    /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                    id: string;
                    lastFour: string;
                    message: string | null;
                    periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                    status: 'processing' | 'approved' | 'rejected' | 'pending';
                    statusDetail: string | null;
                    total: number;
                  }[];
                  planName: string;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  price: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  productCode: string;
                  sale: string;
                  step: string;
                  steps: string[];
                  subStatus: {
                    /** @enum {unknown} */
                    id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                    name: string;
                  } | null;
                  updatedAt: string;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/{id}/periodicity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          session?: string;
          sessionType?: 'purchase';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ageChange: {
                  /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                  age: number;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  previousPrice: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  profileAge: number | null;
                } | null;
                charge: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                };
                /** @description The charge of every periodicity, to choose from */
                charges: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                }[];
                createdAt: string;
                /** @description The saved steps, by step name */
                data: {
                  [key: string]: unknown;
                };
                executive: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                id: string;
                /** @description Who the health statement asks about */
                insured: {
                  age: number | null;
                  person: number;
                  role: string;
                }[];
                kind: 'person' | 'company';
                /** @description docs/product/api.md#lead-statuses */
                leadStatus: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
                minEmployees: number;
                organizationName: string;
                payment: string | null;
                payments: {
                  brand: string;
                  createdAt: string;
                  /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                  id: string;
                  lastFour: string;
                  message: string | null;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  status: 'processing' | 'approved' | 'rejected' | 'pending';
                  statusDetail: string | null;
                  total: number;
                }[];
                planName: string;
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                productCode: string;
                sale: string;
                step: string;
                steps: string[];
                subStatus: {
                  /** @enum {unknown} */
                  id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                  name: string;
                } | null;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          session?: string;
          sessionType?: 'purchase';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description The receipt PDF */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/{id}/steps/{step}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          session?: string;
          sessionType?: 'purchase';
        };
        header?: never;
        path: {
          id: string;
          step: 'personal-data' | 'health-statement' | 'company-data' | 'employee-data';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                ageChange: {
                  /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                  age: number;
                  /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                  previousPrice: {
                    /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                    basis: 'from' | 'profile';
                    /** @description Pesos; orders and filters the results */
                    minPrice: number;
                    /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                    suffix: string;
                    /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                    total?: {
                      /** @description Pesos a month: minPrice times employees */
                      amount: number;
                      /** @description The company size the profile states */
                      employees: number;
                    };
                    unit: {
                      /** @enum {string} */
                      code: 'COP';
                      /** @enum {number} */
                      id: 1;
                    };
                  };
                  profileAge: number | null;
                } | null;
                charge: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                };
                /** @description The charge of every periodicity, to choose from */
                charges: {
                  /** @enum {string} */
                  currency: 'COP';
                  monthly: number;
                  paymentsPerYear: number;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  subtotal: number;
                  /** @description What the card is charged: the plan's price for the period, no fee added */
                  total: number;
                }[];
                createdAt: string;
                /** @description The saved steps, by step name */
                data: {
                  [key: string]: unknown;
                };
                executive: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                id: string;
                /** @description Who the health statement asks about */
                insured: {
                  age: number | null;
                  person: number;
                  role: string;
                }[];
                kind: 'person' | 'company';
                /** @description docs/product/api.md#lead-statuses */
                leadStatus: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
                minEmployees: number;
                organizationName: string;
                payment: string | null;
                payments: {
                  brand: string;
                  createdAt: string;
                  /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                  id: string;
                  lastFour: string;
                  message: string | null;
                  periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                  status: 'processing' | 'approved' | 'rejected' | 'pending';
                  statusDetail: string | null;
                  total: number;
                }[];
                planName: string;
                /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                price: {
                  /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                  basis: 'from' | 'profile';
                  /** @description Pesos; orders and filters the results */
                  minPrice: number;
                  /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                  suffix: string;
                  /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                  total?: {
                    /** @description Pesos a month: minPrice times employees */
                    amount: number;
                    /** @description The company size the profile states */
                    employees: number;
                  };
                  unit: {
                    /** @enum {string} */
                    code: 'COP';
                    /** @enum {number} */
                    id: 1;
                  };
                };
                productCode: string;
                sale: string;
                step: string;
                steps: string[];
                subStatus: {
                  /** @enum {unknown} */
                  id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                  name: string;
                } | null;
                updatedAt: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchases/payment-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            providerPaymentId: string;
            status: 'approved' | 'rejected';
            statusDetail: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qp-university/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          group?: string;
          page?: number;
          tag?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Newest first */
              data: {
                author: string;
                group: string;
                /** @description An image of this API (/api/images/articles/…) */
                image: string;
                /** @description YYYY-MM-DD */
                publishedAt: string;
                slug: string;
                summary: string;
                /** @description What the site shows for each tag, by its slug ('afiliacion' → 'Afiliación') */
                tagDisplayNames: {
                  [key: string]: string;
                };
                tags: string[];
                title: string;
              }[];
              metaData: {
                page: number;
                pages: number;
                /** @description Items a page holds */
                take: number;
                /** @description Items of every page */
                total: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qp-university/articles/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                author: string;
                group: string;
                /** @description The text: one <h2 id> per section, then its paragraphs */
                html: string;
                /** @description An image of this API (/api/images/articles/…) */
                image: string;
                /** @description YYYY-MM-DD */
                publishedAt: string;
                slug: string;
                summary: string;
                /** @description What the site shows for each tag, by its slug ('afiliacion' → 'Afiliación') */
                tagDisplayNames: {
                  [key: string]: string;
                };
                tags: string[];
                title: string;
                /** @description One entry per section: the side menu */
                toc: {
                  /** @description The id of the section's <h2> */
                  id: string;
                  title: string;
                }[];
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qp-university/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description Articles of the group */
                count: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qp-university/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Most used first */
              data: {
                /** @description Articles with the tag */
                count: number;
                displayName: string;
                /** @description The tag's slug */
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qp-version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                catalogueVersion: string;
                name: string;
                version: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qppayment/insurance-payment/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
          session?: string;
          sessionType?: 'purchase';
        };
        header?: never;
        path: {
          /** @description A plan id, a productCode, or a payment id (pay_ and 16 characters; no productCode starts with pay_) */
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | {
                    /** @description Sold online (QpOnlineSale or QpMixSale) */
                    hasOnlinePayment: boolean;
                    insuranceId: number;
                    /** @description Never empty: a plan without payment methods answers 204 */
                    paymentMethods: {
                      displayName: string;
                      /** @description t (card), tdd (debit card), tdc (credit card), transfer (PSE), transfer_non_automated (manual bank transfer) */
                      name: string;
                      paymentProvider: {
                        name: string;
                      };
                    }[];
                    priceFrom: {
                      /** @description The starting price, pesos */
                      amount: number;
                      /** @description The price as the site writes it */
                      display: string;
                      /** @description The price unit */
                      label: string;
                    };
                    productCode: string;
                  }
                | {
                    payment: {
                      brand: string;
                      createdAt: string;
                      /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                      id: string;
                      lastFour: string;
                      message: string | null;
                      periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                      status: 'processing' | 'approved' | 'rejected' | 'pending';
                      statusDetail: string | null;
                      total: number;
                    };
                    purchase: {
                      ageChange: {
                        /** @description The age of the birth date of the personal data, which prices the purchase from then on */
                        age: number;
                        /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                        previousPrice: {
                          /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                          basis: 'from' | 'profile';
                          /** @description Pesos; orders and filters the results */
                          minPrice: number;
                          /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                          suffix: string;
                          /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                          total?: {
                            /** @description Pesos a month: minPrice times employees */
                            amount: number;
                            /** @description The company size the profile states */
                            employees: number;
                          };
                          unit: {
                            /** @enum {string} */
                            code: 'COP';
                            /** @enum {number} */
                            id: 1;
                          };
                        };
                        profileAge: number | null;
                      } | null;
                      charge: {
                        /** @enum {string} */
                        currency: 'COP';
                        monthly: number;
                        paymentsPerYear: number;
                        periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                        subtotal: number;
                        /** @description What the card is charged: the plan's price for the period, no fee added */
                        total: number;
                      };
                      /** @description The charge of every periodicity, to choose from */
                      charges: {
                        /** @enum {string} */
                        currency: 'COP';
                        monthly: number;
                        paymentsPerYear: number;
                        periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                        subtotal: number;
                        /** @description What the card is charged: the plan's price for the period, no fee added */
                        total: number;
                      }[];
                      createdAt: string;
                      /** @description The saved steps, by step name */
                      data: {
                        [key: string]: unknown;
                      };
                      executive: {
                        apellidos: string;
                        calendly: {
                          active: boolean;
                          url: string;
                        };
                        email_corporativo: string;
                        nombres: string;
                        telefono_1: string;
                        /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                        telefonos: string[];
                      } | null;
                      id: string;
                      /** @description Who the health statement asks about */
                      insured: {
                        age: number | null;
                        person: number;
                        role: string;
                      }[];
                      kind: 'person' | 'company';
                      /** @description docs/product/api.md#lead-statuses */
                      leadStatus: {
                        /**
                         * @description One of the enumeration (docs/product/api.md#lead-statuses)
                         * @enum {unknown}
                         */
                        id:
                          | 1
                          | 2
                          | 3
                          | 4
                          | 5
                          | 6
                          | 7
                          | 8
                          | 9
                          | 10
                          | 11
                          | 12
                          | 13
                          | 14
                          | 97
                          | 98
                          | 99
                          | 100
                          | 101
                          | 500
                          | 501;
                        name: string;
                      };
                      minEmployees: number;
                      organizationName: string;
                      payment: string | null;
                      payments: {
                        brand: string;
                        createdAt: string;
                        /** @description pay_ and 16 characters (PAYMENT_ID_PATTERN) */
                        id: string;
                        lastFour: string;
                        message: string | null;
                        periodicity: 'monthly' | 'bimonthly' | 'quarterly' | 'fourmonths' | 'halfYearly' | 'yearly';
                        status: 'processing' | 'approved' | 'rejected' | 'pending';
                        statusDetail: string | null;
                        total: number;
                      }[];
                      planName: string;
                      /** @description The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show */
                      price: {
                        /** @description 'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile */
                        basis: 'from' | 'profile';
                        /** @description Pesos; orders and filters the results */
                        minPrice: number;
                        /** @description '/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan */
                        suffix: string;
                        /** @description Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee */
                        total?: {
                          /** @description Pesos a month: minPrice times employees */
                          amount: number;
                          /** @description The company size the profile states */
                          employees: number;
                        };
                        unit: {
                          /** @enum {string} */
                          code: 'COP';
                          /** @enum {number} */
                          id: 1;
                        };
                      };
                      productCode: string;
                      sale: string;
                      step: string;
                      steps: string[];
                      subStatus: {
                        /** @enum {unknown} */
                        id: 300 | 301 | 302 | 303 | 304 | 305 | 331 | 332 | 333;
                        name: string;
                      } | null;
                      updatedAt: string;
                    };
                  };
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qppayment/insurance-payment/{id}/getOffers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Never empty: a plan without offers answers 204 */
              data: {
                code: string;
                description: string;
                discount: {
                  amount: number;
                  /** @description What the discount applies to */
                  product: string;
                  salesLimitQuantityEnable: boolean;
                  unitCode: 'PERCENT' | 'COP';
                };
                /** @description With stock: stock is 0 */
                exhausted?: boolean;
                id: number;
                offerType: {
                  name: 'DISCOUNT' | 'AGGREGATE' | 'GIFTCARD' | 'STOCK';
                };
                priceRange: {
                  /** @description The price with the offer */
                  from: number;
                  unit: {
                    code: string;
                  };
                };
                productCode: string;
                /** @description STOCK offers: units left; 0 is an exhausted promotion */
                stock?: number;
                title: string;
              }[];
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/referrers/by-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          email: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description A referrer, or an active advisor, with that e-mail */
              data: {
                ejecutivo: string | null;
                email: string;
                /** @enum {string} */
                loggedAs: 'referral';
                name: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seguro-adicional/instituciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description What the request sends as institucion */
                code: string;
                displayName: string;
                id: number;
                /** @description The organization type: 'EPS' or 'MEDICINA PREPAGADA' */
                type: string;
                /** @description How the site names the kind: EPS, Medicina prepagada */
                typeAlias: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seguro-adicional/prestadores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description How many providers the department has */
                prestadores: number;
                regionNombre: string;
                /** @description The department's DANE code */
                regionNumero: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seguro-adicional/solicitar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            asegurados: number;
            /** @description Autorizo el tratamiento de mis datos personales */
            autorizacionDatos: {
              /**
               * @description The visitor ticked the authorisation
               * @enum {boolean}
               */
              aceptada: true;
              /** @description The version of the policy the visitor was shown (GET /api/privacy-policy); another one is refused */
              version: string;
            };
            /** @enum {string} */
            cobertura: 'hospitalizacion' | 'enfermedades_graves' | 'renta_diaria' | 'accidentes';
            documento: string;
            email: string;
            first_name: string;
            institucion: string;
            isInternalTraffic?: boolean | null;
            leadAttributionInfo?: {
              date: string;
              infoGA?: {
                clientId?: string | null;
                urlParams?: {
                  [key: string]: string;
                };
              };
              referrer?: string | null;
              url?: string | null;
            }[];
            mensaje?: string | null;
            origin_url?: string | null;
            originLead?: {
              domain?: string | null;
              subdomain?: string | null;
              url?: string | null;
            };
            prestador?: number | null;
            regionNumero: string;
            telefono: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createdAt: string;
                dataSocio: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                /** @description The request number */
                id: number;
                /** @description For POST /api/seguro-adicional/update; a replay of the same Idempotency-Key gives a new one */
                secreto: string;
                /** @description docs/product/api.md#lead-statuses */
                status: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createdAt: string;
                dataSocio: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                /** @description The request number */
                id: number;
                /** @description For POST /api/seguro-adicional/update; a replay of the same Idempotency-Key gives a new one */
                secreto: string;
                /** @description docs/product/api.md#lead-statuses */
                status: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seguro-adicional/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            comentario?: string | null;
            /** @enum {string|null} */
            horarioContacto?: 'manana' | 'mediodia' | 'tarde' | null;
            /** @description The request number solicitar answered */
            id: number;
            secreto: string;
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                actualizadoEn: string;
                comentario: string | null;
                horarioContacto: ('manana' | 'mediodia' | 'tarde') | null;
                id: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/solicitarplans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Autorizo el tratamiento de mis datos personales */
            autorizacionDatos: {
              /**
               * @description The visitor ticked the authorisation
               * @enum {boolean}
               */
              aceptada: true;
              /** @description The version of the policy the visitor was shown (GET /api/privacy-policy); another one is refused */
              version: string;
            };
            cantidadEmpleados?: number | string | null;
            documento?: string | null;
            email: string;
            first_name: string;
            hasOnlineOnboarding?: boolean | null;
            isInternalTraffic?: boolean | null;
            leadAttributionInfo?: {
              date: string;
              infoGA?: {
                clientId?: string | null;
                urlParams?: {
                  [key: string]: string;
                };
              };
              referrer?: string | null;
              url?: string | null;
            }[];
            mensaje?: string | null;
            origin_url?: string | null;
            originLead?: {
              domain?: string | null;
              subdomain?: string | null;
              url?: string | null;
            };
            perfil?: {
              cargas?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              colectivo?: {
                cantidadempleados?: number | string | null;
              };
              cotizante?: {
                edad?: number | null;
                eps_actual?: string | null;
                maternidad?: boolean | null;
                parentesco?: string | null;
                parentescoCarga?: string | null;
                /** @enum {string|null} */
                sexo?: 'Masculino' | 'Femenino' | '' | null;
              }[];
              enPareja?: boolean;
              ingresodatos?: boolean;
              mascota?: {
                edad?: number | null;
                /** @enum {string|null} */
                especie?: 'Perro' | 'Gato' | '' | null;
                parentesco?: string | null;
                raza?: string | null;
              }[];
            } | null;
            plan?: Record<string, never> | null;
            productCode: string;
            productType?: string | null;
            sameInsurerAgreement?: boolean | null;
            telefono: string;
            unrecognizedAdditionalData?: {
              [key: string]: string | number | boolean | null;
            };
          };
        };
      };
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createdAt: string;
                dataSocio: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                /** @description The request number */
                id: number;
                /** @description docs/product/api.md#lead-statuses */
                status: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                createdAt: string;
                dataSocio: {
                  apellidos: string;
                  calendly: {
                    active: boolean;
                    url: string;
                  };
                  email_corporativo: string;
                  nombres: string;
                  telefono_1: string;
                  /** @description WhatsApp numbers; the card picks one at random (telefono_1 when the advisor has no list) */
                  telefonos: string[];
                } | null;
                /** @description The request number */
                id: number;
                /** @description docs/product/api.md#lead-statuses */
                status: {
                  /**
                   * @description One of the enumeration (docs/product/api.md#lead-statuses)
                   * @enum {unknown}
                   */
                  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 97 | 98 | 99 | 100 | 101 | 500 | 501;
                  name: string;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whyUs/{project}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          _?: string;
          _q?: string;
          forceRefresh?: 0 | 1;
        };
        header?: never;
        path: {
          project: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every refusal and failure */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Every refusal and failure */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              statusCode: number;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description An icon name ('compare', 'free', 'advisor', 'lock', 'clock'…) */
                icon: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
