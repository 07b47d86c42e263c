// The nginx configuration of a deployment: deploy/nginx/quieroseguro.conf.template with its addresses filled in
// (render.mjs is the command; the e2e spec of several machines writes its own with it).

/** A passive check on each machine: out for 5 s after one failure, then tried again. */
const serverLines = (list, name) => {
  const addresses = String(list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!addresses.length) throw new Error(`${name} names no machine (host:port, comma separated)`);
  for (const address of addresses)
    if (!/^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i.test(address))
      throw new Error(`${name}: '${address}' is not host:port`);
  return addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n');
};

/**
 * The configuration for `env`; throws naming a setting that is missing or unreadable.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} template the template's text
 */
export const renderNginxConfig = (env, template) => {
  const values = {
    ...env,
    QS_NGINX_HOSTS_SERVERS: serverLines(env.QS_NGINX_HOSTS, 'QS_NGINX_HOSTS'),
    QS_NGINX_APIS_SERVERS: serverLines(env.QS_NGINX_APIS, 'QS_NGINX_APIS'),
  };
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{(\w+)\}/g, (_all, name) => {
            const value = values[name];
            if (value === undefined || value === '') throw new Error(`${name} is not set`);
            if (/[;{}\n]/.test(value) && !name.endsWith('_SERVERS'))
              throw new Error(`${name}: '${value}' is not a value`);
            return value;
          }),
    )
    .join('\n');
};
