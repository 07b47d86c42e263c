export declare const MAX_MESSAGES: number;

export interface CaughtMessage {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  links: string[];
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  smtpUrl: string;
  inboxUrl: string;
  messages: CaughtMessage[];
  close(): Promise<void>;
}

export declare const startMailCatcher: (options?: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
}) => Promise<MailCatcher>;
