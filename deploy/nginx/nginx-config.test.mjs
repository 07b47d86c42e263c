import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginxConfig as render } from './nginx-config.mjs';

const TEMPLATE = readFileSync(path.join(__dirname, 'quieroseguro.conf.template'), 'utf8');
const renderNginxConfig = (env) => render(env, TEMPLATE);

const ENV = {
  QS_NGINX_SITE_LISTEN: '80',
  QS_NGINX_API_LISTEN: '10.0.0.5:4000',
  QS_NGINX_HOSTS: '10.0.0.11:3000, 10.0.0.12:3000',
  QS_NGINX_APIS: '10.0.0.21:4000',
  QS_SITE_DOMAIN: 'quieroseguro.co',
};

describe("nginx's configuration", () => {
  it('names every machine with its passive check, the listeners and the domain with its partners', () => {
    const config = renderNginxConfig(ENV);
    expect(config).toContain(
      '    server 10.0.0.11:3000 max_fails=1 fail_timeout=5s;\n    server 10.0.0.12:3000 max_fails=1 fail_timeout=5s;',
    );
    expect(config).toContain('    server 10.0.0.21:4000 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('listen 80;');
    expect(config).toContain('listen 10.0.0.5:4000;');
    expect(config).toContain('server_name quieroseguro.co *.quieroseguro.co;');
    expect(config).not.toMatch(/\$\{\w+\}/);
  });

  it('stops on a missing setting, an address that is not host:port, or a value that would change the file', () => {
    expect(() => renderNginxConfig({ ...ENV, QS_NGINX_APIS: '' })).toThrow('QS_NGINX_APIS names no machine');
    expect(() => renderNginxConfig({ ...ENV, QS_NGINX_HOSTS: 'http://10.0.0.11:3000' })).toThrow('is not host:port');
    expect(() => renderNginxConfig({ ...ENV, QS_SITE_DOMAIN: undefined })).toThrow('QS_SITE_DOMAIN is not set');
    expect(() => renderNginxConfig({ ...ENV, QS_SITE_DOMAIN: 'a.co; include /etc/passwd' })).toThrow('is not a value');
  });
});
