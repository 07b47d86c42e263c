// Writes deploy/nginx/quieroseguro.conf.template with the addresses of this deployment (see the template's head):
//   QS_NGINX_SITE_LISTEN=443 QS_NGINX_API_LISTEN=10.0.0.5:4000 QS_NGINX_HOSTS=… QS_NGINX_APIS=… \
//   QS_SITE_DOMAIN=quieroseguro.co node deploy/nginx/render.mjs > /etc/nginx/conf.d/quieroseguro.conf
import { readFileSync } from 'node:fs';
import { renderNginxConfig } from './nginx-config.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const template = path.join(path.dirname(fileURLToPath(import.meta.url)), 'quieroseguro.conf.template');
try {
  process.stdout.write(renderNginxConfig(process.env, readFileSync(template, 'utf8')));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
